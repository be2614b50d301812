/// A move by position alone: from a position before the update to a position
/// after it. A ``Changeset``'s moves are `Move<Int>`; an index-based batch
/// update's are `Move<Int>` for sections and `Move<ItemPath>` for items. A
/// stage of a ``Plan`` names what it moves too: its moves are
/// ``IdentifiedMove``s.
public struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the update.
    public var from: Position
    /// The position after the update.
    public var to: Position

    /// Creates a move from `from` to `to`.
    @inlinable
    public init(from: Position, to: Position) {
        self.from = from
        self.to = to
    }
}
