/// A slot of the matching's hash table: an identifier's hash and the old
/// position of its first unpaired occurrence, or the complement (`~p`) of its
/// last occurrence once all are paired; ``empty`` when unused.
@usableFromInline
struct PositionSlot {
    /// The position of an unused slot.
    @inlinable static var empty: Int { .min }

    @usableFromInline var hash: Int
    @usableFromInline var position: Int

    @inlinable
    init(hash: Int = 0, position: Int = PositionSlot.empty) {
        self.hash = hash
        self.position = position
    }
}
