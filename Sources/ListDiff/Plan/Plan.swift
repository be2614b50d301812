/// The updates that turn an old sectioned snapshot into a new one, as a list
/// of stages to apply one after another, each a valid UIKit batch update.
///
/// Make one with ``Plan/init(from:to:)``; apply it to a list view stage by
/// stage, or check it with ``Plan/apply(to:target:)``.
public struct Plan<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The batch updates, in order. A plan for equal snapshots has none.
    public var stages: [Stage<SectionID, ItemID>]

    /// Creates a plan from its stages.
    @inlinable
    public init(stages: [Stage<SectionID, ItemID>]) {
        self.stages = stages
    }

    /// Whether the plan changes nothing.
    @inlinable
    public var isEmpty: Bool { stages.isEmpty }

    /// The operations of each kind over all stages.
    ///
    /// - Complexity: O(*s*), where *s* is the number of stages.
    public var counts: PlanCounts {
        var counts = PlanCounts(stages: stages.count)
        for stage in stages {
            counts.deletes += stage.sectionDeletes.count + stage.itemDeletes.count
            counts.inserts += stage.sectionInserts.count + stage.itemInserts.count
            counts.moves += stage.sectionMoves.count + stage.itemMoves.count
            counts.reloads += stage.sectionReloads.count + stage.itemReloads.count
        }
        return counts
    }
}

extension Plan: Sendable where SectionID: Sendable, ItemID: Sendable {}
