/// A slot of the matching's hash table: an identifier's hash and the old
/// position of its first unpaired occurrence, or the complement (`~p`) of its
/// last occurrence once all are paired, or, for an identifier only `new`
/// holds, its new position `p` stored as ``newOnly(_:)``; ``empty`` when
/// unused. The three ranges do not meet: old complements lie in
/// `-(n + 1) ..< 0` and new positions from `Int.min + 1` up.
@usableFromInline
struct MatchEntry {
    /// The position of an unused slot.
    @inlinable static var empty: Int { .min }

    /// The stored form of new position `position`.
    @inlinable static func newOnly(_ position: Int) -> Int { Int.min + 1 + position }

    /// The new position a stored `position` holds, or `nil` when it holds an
    /// old one.
    @inlinable
    static func newPosition(_ position: Int) -> Int? {
        position < Int.min / 2 && position != empty ? position - (Int.min + 1) : nil
    }

    @usableFromInline var hash: Int
    @usableFromInline var position: Int

    @inlinable
    init(hash: Int = 0, position: Int = MatchEntry.empty) {
        self.hash = hash
        self.position = position
    }
}
