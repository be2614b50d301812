/// One batch update of a ``Plan``, with exactly the semantics of UIKit's
/// `performBatchUpdates`: deletes, reloads and move sources are positions
/// before the stage; inserts and move destinations are positions after it.
///
/// Every list is sorted by position (`at`, or `from` for moves).
public struct Stage<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// Sections deleted, by their index before the stage.
    public var sectionDeletes: [Placement<Int, SectionID>] = []
    /// Sections inserted, by their index after the stage, with their items.
    public var sectionInserts: [SectionInsertion<SectionID, ItemID>] = []
    /// Sections moved.
    public var sectionMoves: [IdentifiedMove<Int, SectionID>] = []
    /// Sections reloaded, by their index before the stage. A reloaded section
    /// takes its own content and its items' content from the new snapshot.
    public var sectionReloads: [Placement<Int, SectionID>] = []
    /// Items deleted, by their path before the stage.
    public var itemDeletes: [Placement<ItemPath, ItemID>] = []
    /// Items inserted, by their path after the stage.
    public var itemInserts: [Placement<ItemPath, ItemID>] = []
    /// Items moved.
    public var itemMoves: [IdentifiedMove<ItemPath, ItemID>] = []
    /// Items reloaded, by their path before the stage.
    public var itemReloads: [Placement<ItemPath, ItemID>] = []

    /// Creates an empty stage.
    @inlinable
    public init() {}

    /// Whether the stage does nothing.
    @inlinable
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
            && sectionReloads.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
            && itemMoves.isEmpty && itemReloads.isEmpty
    }
}

extension Stage: Sendable where SectionID: Sendable, ItemID: Sendable {}
