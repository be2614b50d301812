/// An operation at one position: a delete or a reload (positions before the
/// stage) or an item insert (positions after the stage), with the identifier
/// found there.
public struct Placement<Position: Hashable & Comparable & Sendable, ID: Hashable>: Hashable {
    /// Where the operation applies.
    public var at: Position
    /// The identifier of the section or item at that position.
    public var id: ID

    /// Creates an operation at `at` on the element identified by `id`.
    @inlinable
    public init(at: Position, id: ID) {
        self.at = at
        self.id = id
    }
}

/// A move: the element identified by `id` leaves `from` (a position before the
/// stage) and arrives at `to` (a position after the stage).
public struct Relocation<Position: Hashable & Comparable & Sendable, ID: Hashable>: Hashable {
    /// The position before the stage.
    public var from: Position
    /// The position after the stage.
    public var to: Position
    /// The identifier of the moved section or item.
    public var id: ID

    /// Creates a move of `id` from `from` to `to`.
    @inlinable
    public init(from: Position, to: Position, id: ID) {
        self.from = from
        self.to = to
        self.id = id
    }
}

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

extension Placement: Sendable where ID: Sendable {}
extension Relocation: Sendable where ID: Sendable {}
extension SectionInsertion: Sendable where SectionID: Sendable, ItemID: Sendable {}
