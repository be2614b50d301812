/// The pairing of old and new positions by identifier, the first step of
/// every diff.
///
/// Identifiers are matched in order of appearance: the *k*-th occurrence of an
/// identifier among the old elements pairs with the *k*-th occurrence among the
/// new ones. Unpaired occurrences are deleted or inserted.
@usableFromInline
struct IdentifierMatching {
    /// For each old position, the new position it moved to, or -1 if deleted.
    @usableFromInline var oldToNew: [Int]
    /// For each new position, the old position it came from, or -1 if inserted.
    @usableFromInline var newToOld: [Int]

    /// Matches `oldCount` old identifiers with `newCount` new ones.
    ///
    /// One hash table maps each old identifier to its first unpaired
    /// position; repeated identifiers are chained through `nextOccurrence`,
    /// which is only allocated when the old elements repeat an identifier.
    ///
    /// - Complexity: O(*n* + *m*) expected hashing operations, one per
    ///   element, where *n* and *m* are `oldCount` and `newCount`.
    @inlinable
    init<ID: Hashable>(
        oldCount: Int, oldID: (Int) -> ID,
        newCount: Int, newID: (Int) -> ID
    ) {
        var firstUnpaired = [ID: Int](minimumCapacity: oldCount)
        var nextOccurrence: [Int] = []
        // Walk backwards so that each identifier ends up mapped to its first
        // occurrence, with later occurrences chained behind it.
        var position = oldCount - 1
        while position >= 0 {
            if let later = firstUnpaired.updateValue(position, forKey: oldID(position)) {
                if nextOccurrence.isEmpty {
                    nextOccurrence = Array(repeating: -1, count: oldCount)
                }
                nextOccurrence[position] = later
            }
            position -= 1
        }

        var oldToNew = Array(repeating: -1, count: oldCount)
        var newToOld = Array(repeating: -1, count: newCount)
        if nextOccurrence.isEmpty {
            // Every old identifier is unique: a lookup is a read, and a second
            // new occurrence finds its old partner already taken.
            for new in 0..<newCount {
                if let old = firstUnpaired[newID(new)], oldToNew[old] < 0 {
                    oldToNew[old] = new
                    newToOld[new] = old
                }
            }
        } else {
            for new in 0..<newCount {
                guard let slot = firstUnpaired.index(forKey: newID(new)) else { continue }
                let old = firstUnpaired.values[slot]
                guard old >= 0 else { continue }
                oldToNew[old] = new
                newToOld[new] = old
                firstUnpaired.values[slot] = nextOccurrence[old]
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }
}
