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
    /// The length of the common prefix: positions below it pair with
    /// themselves.
    @usableFromInline var prefix: Int

    /// Matches the identifiers of `old` with those of `new`.
    ///
    /// One hash table maps each old identifier to its first unpaired
    /// position; repeated identifiers are chained through `nextOccurrence`,
    /// which is only allocated when the old elements repeat an identifier.
    ///
    /// A common prefix (the same identifiers at the same positions) pairs
    /// position with position without being hashed: its occurrences come
    /// first in both arrays, so the *k*-th with the *k*-th is exactly that
    /// pairing, and identical or appended-to lists cost one comparison per
    /// element. (A common suffix does not pair so simply: an identifier in it
    /// may also occur in the middle, shifting its rank.)
    ///
    /// The elements are taken as arrays of a generic `Identifiable` type
    /// rather than through closures, so that the specialised loop reads each
    /// identifier straight from contiguous storage (closures here cost a call
    /// per element: about 10% of the instructions of a flat diff).
    ///
    /// - Complexity: O(*n* + *m*): one comparison per element of the common
    ///   prefix, and expected hashing operations, one per element, for the
    ///   rest, where *n* and *m* are the old and new counts.
    @inlinable
    init<Element: Identifiable>(old: [Element], new: [Element]) {
        let oldCount = old.count
        let newCount = new.count
        var oldToNew = Array(repeating: -1, count: oldCount)
        var newToOld = Array(repeating: -1, count: newCount)
        // The common prefix pairs position with position.
        var prefix = 0
        let shorter = min(oldCount, newCount)
        while prefix < shorter && old[prefix].id == new[prefix].id {
            oldToNew[prefix] = prefix
            newToOld[prefix] = prefix
            prefix += 1
        }
        self.prefix = prefix
        guard prefix < oldCount && prefix < newCount else {
            self.oldToNew = oldToNew
            self.newToOld = newToOld
            return
        }

        var firstUnpaired = [Element.ID: Int](minimumCapacity: oldCount - prefix)
        var nextOccurrence: [Int] = []
        // Walk backwards so that each identifier ends up mapped to its first
        // occurrence, with later occurrences chained behind it.
        var position = oldCount - 1
        while position >= prefix {
            if let later = firstUnpaired.updateValue(position, forKey: old[position].id) {
                if nextOccurrence.isEmpty {
                    nextOccurrence = Array(repeating: -1, count: oldCount)
                }
                nextOccurrence[position] = later
            }
            position -= 1
        }

        if nextOccurrence.isEmpty {
            // Every old identifier is unique: a lookup is a read, and a second
            // new occurrence finds its old partner already taken.
            for position in prefix..<newCount {
                if let partner = firstUnpaired[new[position].id], oldToNew[partner] < 0 {
                    oldToNew[partner] = position
                    newToOld[position] = partner
                }
            }
        } else {
            for position in prefix..<newCount {
                guard let slot = firstUnpaired.index(forKey: new[position].id) else { continue }
                let partner = firstUnpaired.values[slot]
                guard partner >= 0 else { continue }
                oldToNew[partner] = position
                newToOld[position] = partner
                firstUnpaired.values[slot] = nextOccurrence[partner]
            }
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }
}

/// An identifier on its own, so that arrays of bare identifiers can be
/// matched like arrays of elements.
@usableFromInline
struct BareIdentifier<ID: Hashable>: Identifiable {
    @usableFromInline let id: ID

    @inlinable
    init(_ id: ID) { self.id = id }
}
