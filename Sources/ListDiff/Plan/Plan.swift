/// The updates that turn an old sectioned snapshot into a new one, as a list
/// of stages to apply one after another, each a valid UIKit batch update.
///
/// Make one with ``Plan/init(from:to:)``; apply it to a list view stage by
/// stage, or check it with ``Plan/apply(to:target:)``.
public struct Plan<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The batch updates, in order. A plan for equal snapshots has none.
    public var stages: [Stage<SectionID, ItemID>]
    /// For a plan the planner made, where each stage's inserts and refreshes
    /// take their content in the new snapshot; `nil` for a plan made from
    /// stages. Not part of the plan's value: equality and hashing ignore it.
    @usableFromInline package var sources: [StageSources]?

    /// Whether the new snapshot the planner diffed is known to repeat no
    /// section and no item identifier (found while matching when it hashed
    /// every identifier); `false` when not known, as for a plan made any
    /// other way. Ignored by equality, like ``sources``.
    @usableFromInline package var newIsKnownUnique = false

    /// Creates a plan from its stages.
    @inlinable
    public init(stages: [Stage<SectionID, ItemID>]) {
        self.stages = stages
    }

    /// Creates a plan with the sources of its stages, as the planner does.
    @inlinable
    init(stages: [Stage<SectionID, ItemID>], sources: [StageSources]) {
        self.stages = stages
        self.sources = sources
    }

    /// Whether two plans have the same stages.
    public static func == (lhs: Plan, rhs: Plan) -> Bool {
        lhs.stages == rhs.stages
    }

    /// Hashes the stages.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(stages)
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
