/// A section insert: the section identified by `id` arrives at `at` (a
/// position after the stage) holding exactly `items`, in that order.
public struct SectionInsertion<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The section's index after the stage.
    public var at: Int
    /// The identifier of the inserted section.
    public var id: SectionID
    /// The identifiers of the items the section arrives with, in order.
    public var items: [ItemID]

    /// Creates a section insert.
    @inlinable
    public init(at: Int, id: SectionID, items: [ItemID]) {
        self.at = at
        self.id = id
        self.items = items
    }
}

extension SectionInsertion: Sendable where SectionID: Sendable, ItemID: Sendable {}
