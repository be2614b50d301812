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

extension Placement: Sendable where ID: Sendable {}
