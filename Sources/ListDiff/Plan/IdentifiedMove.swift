/// A move that names what moves: the element identified by `id` leaves `from`
/// (a position before the stage) and arrives at `to` (a position after the
/// stage). A ``Move`` is the same without the identifier.
public struct IdentifiedMove<Position: Hashable & Comparable & Sendable, ID: Hashable>: Hashable {
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

extension IdentifiedMove: Sendable where ID: Sendable {}
