/// The pairing of old and new positions by identifier, the first step of
/// every diff.
///
/// Identifiers are matched in order of appearance: the *k*-th occurrence of an
/// identifier among the old elements pairs with the *k*-th occurrence among the
/// new ones. Unpaired occurrences are deleted or inserted.
///
/// The matching runs in passes:
///
/// 1. the common prefix (the same identifiers at the same positions) pairs
///    position with position;
/// 2. the common suffix (the same identifiers at the same distance from the
///    end) is measured;
/// 3. the middle between them is matched through one hash table;
/// 4. the suffix pairs position with position when no identifier whose
///    occurrences the middle leaves unpaired recurs in it; otherwise it is
///    hashed with the middle.
@usableFromInline
struct IdentifierMatching {
    /// For each old position, the new position it moved to, or -1 if deleted.
    @usableFromInline var oldToNew: PositionMap
    /// For each new position, the old position it came from, or -1 if inserted.
    @usableFromInline var newToOld: PositionMap

    /// Whether `new` is known to repeat no identifier: found while hashing
    /// when every element was hashed (nothing trimmed) and the old elements
    /// repeat none; `false` when not known.
    @usableFromInline var newIsKnownUnique: Bool

    /// The length of the common prefix: positions below it pair with
    /// themselves.
    @inlinable var prefix: Int { oldToNew.middleStart }
    /// The length of the common suffix paired position by position: the last
    /// `suffix` old positions pair, in order, with the last `suffix` new ones.
    /// Zero when the suffix was matched through the hash table.
    @inlinable var suffix: Int { oldToNew.endIndex - oldToNew.middleEnd }

    /// Up to this many unbalanced identifiers, the suffix is searched for
    /// them by comparison; beyond it, through a hash set. A comparison costs a
    /// fraction of a hash: 22 identifiers compared against 100,000 UUIDs take
    /// about a third of the time of hashing them.
    @inlinable static var comparedUnbalancedLimit: Int { 32 }

    /// Matches the identifiers of `old` with those of `new`.
    ///
    /// The prefix is paired without hashing: its occurrences come first in
    /// both arrays, so the *k*-th with the *k*-th is exactly that pairing.
    ///
    /// The suffix is subtler: an identifier in it may also occur in the
    /// middle, and if the middle holds a different number of its occurrences
    /// in `old` and in `new`, its rank shifts and the suffix does not pair
    /// position by position. Those identifiers are exactly the ones some of
    /// whose middle occurrences stay unpaired (call them unbalanced), so the
    /// middle is matched first and the suffix is then searched for its
    /// unbalanced identifiers only: one comparison per suffix element and
    /// unbalanced identifier while there are few (an everyday refresh has a
    /// handful of inserts and deletes), one hash per suffix element
    /// otherwise. When one does recur, which needs a repeated identifier, the
    /// suffix is matched through the hash table with the middle.
    ///
    /// The elements are taken as arrays of a generic `Identifiable` type
    /// rather than through closures, so that the specialised loop reads each
    /// identifier straight from contiguous storage (closures here cost a call
    /// per element: about 10% of the instructions of a flat diff).
    ///
    /// - Complexity: O(*n* + *m*) expected, where *n* and *m* are the old and
    ///   new counts: one comparison per element of the common prefix and
    ///   suffix, at most 32 more per suffix element, and hashing operations,
    ///   one per element, for the middle; memory for the middle only.
    @inlinable
    init<Element: Identifiable>(old: [Element], new: [Element]) {
        let oldCount = old.count
        let newCount = new.count

        // Pass 1: the common prefix pairs position with position.
        var prefix = 0
        let shorter = min(oldCount, newCount)
        while prefix < shorter && old[prefix].id == new[prefix].id { prefix += 1 }
        // A short prefix is hashed with the middle: it saves little, and a
        // fully hashed `new` tells whether it repeats an identifier.
        if prefix < shorter && 4 * prefix < oldCount + newCount - 2 * prefix { prefix = 0 }

        // Pass 2: the common suffix, not overlapping the prefix. It is worth
        // trimming only when long against the middle: searching it costs up
        // to a hash per element when many identifiers are unbalanced.
        var suffix = 0
        while suffix < shorter - prefix && old[oldCount - 1 - suffix].id == new[newCount - 1 - suffix].id {
            suffix += 1
        }
        if 4 * suffix < oldCount + newCount - 2 * (prefix + suffix) { suffix = 0 }

        // Pass 3: the middle through the hash table.
        var oldMiddle = prefix..<oldCount - suffix
        var newMiddle = prefix..<newCount - suffix
        var oldToNew = Array(repeating: -1, count: oldMiddle.count)
        var newToOld = Array(repeating: -1, count: newMiddle.count)
        var newUnique = Self.matchByHashing(old, oldMiddle, new, newMiddle, &oldToNew, &newToOld)

        // Pass 4: the suffix pairs position by position unless an unbalanced
        // identifier recurs in it; then it is matched with the middle.
        if suffix > 0 {
            var unbalanced: [Element.ID] = []
            for (index, partner) in oldToNew.enumerated() where partner < 0 {
                unbalanced.append(old[prefix + index].id)
            }
            for (index, partner) in newToOld.enumerated() where partner < 0 {
                unbalanced.append(new[prefix + index].id)
            }
            if Self.anyOccurs(unbalanced, in: old, oldCount - suffix..<oldCount) {
                suffix = 0
                oldMiddle = prefix..<oldCount
                newMiddle = prefix..<newCount
                oldToNew = Array(repeating: -1, count: oldMiddle.count)
                newToOld = Array(repeating: -1, count: newMiddle.count)
                newUnique = Self.matchByHashing(old, oldMiddle, new, newMiddle, &oldToNew, &newToOld)
            }
        }
        newIsKnownUnique = newCount < 2 || newUnique && prefix == 0 && suffix == 0
        self.oldToNew = PositionMap(
            middle: oldToNew, middleStart: prefix, count: oldCount, suffixShift: newCount - oldCount)
        self.newToOld = PositionMap(
            middle: newToOld, middleStart: prefix, count: newCount, suffixShift: oldCount - newCount)
    }

    /// Pairs `old[oldRange]` with `new[newRange]` by order of appearance.
    /// `oldToNew[k]` receives the partner of old position
    /// `oldRange.lowerBound + k`, and `newToOld` likewise; both hold -1 on
    /// entry.
    ///
    /// One open-addressing hash table maps each old identifier to its first
    /// unpaired position; repeated identifiers are chained through
    /// `nextOccurrence`, which is only allocated when the old elements repeat
    /// an identifier. A slot holds the identifier's hash and a position, not
    /// the identifier: the identifier is read from `old` when the hashes
    /// agree. That makes a slot 16 bytes whatever the identifier, and costs
    /// no more hashing than a `Dictionary` (one hash per element) but less
    /// around it: 10,000 UUIDs matched in 0.93–0.96× the time of building a
    /// `Dictionary` of the old ones and probing it with the new, against
    /// 1.12× for the same matching through a `Dictionary`.
    ///
    /// A new identifier found in no slot takes the empty slot it reached,
    /// marked as new (see ``MatchEntry``), so that a second occurrence of
    /// it finds it: a write to a slot already in cache, and the pass then
    /// knows whether `new[newRange]` repeats an identifier, which saves a
    /// caller that must report repeats a hash of every identifier.
    ///
    /// - Returns: Whether `new[newRange]` is known to repeat no identifier:
    ///   `false` when it does, or when `old[oldRange]` repeats one (then a
    ///   repeat in `new` can pair without notice).
    /// - Complexity: O(*n* + *m*) expected: one hash per element of the two
    ///   ranges.
    @inlinable
    @discardableResult
    static func matchByHashing<Element: Identifiable>(
        _ old: [Element], _ oldRange: Range<Int>, _ new: [Element], _ newRange: Range<Int>,
        _ oldToNew: inout [Int], _ newToOld: inout [Int]
    ) -> Bool {
        guard !oldRange.isEmpty else { return newRange.count < 2 }
        guard !newRange.isEmpty else { return true }
        let oldStart = oldRange.lowerBound
        let newStart = newRange.lowerBound
        // At most half full, so that a probe finds its slot in one or two
        // steps.
        var capacity = 16
        while capacity < 2 * oldRange.count { capacity *= 2 }
        let mask = capacity - 1
        var slots = [MatchEntry](repeating: MatchEntry(), count: capacity)
        var nextOccurrence: [Int] = []
        var mayRepeat = false
        // New-only identifiers fill the table up to three quarters at most;
        // past that, whether `new` repeats one is left unknown.
        var room = capacity / 4 * 3 - oldRange.count
        slots.withUnsafeMutableBufferPointer { slots in
            // Walk backwards so that each identifier ends up at its first
            // occurrence, with later occurrences chained behind it.
            for position in oldRange.reversed() {
                let id = old[position].id
                let hash = id.hashValue
                var slot = hash & mask
                while true {
                    let held = slots[slot].position
                    if held == MatchEntry.empty {
                        slots[slot] = MatchEntry(hash: hash, position: position)
                        break
                    }
                    if slots[slot].hash == hash && old[held].id == id {
                        if nextOccurrence.isEmpty {
                            nextOccurrence = Array(repeating: -1, count: oldRange.count)
                        }
                        nextOccurrence[position - oldStart] = held
                        slots[slot].position = position
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
            // Each new occurrence takes the first unpaired old one; a slot
            // whose occurrences are all taken keeps the last one, complemented,
            // to compare identifiers with.
            let repeats = !nextOccurrence.isEmpty
            for position in newRange {
                let id = new[position].id
                let hash = id.hashValue
                var slot = hash & mask
                while true {
                    let held = slots[slot].position
                    if held == MatchEntry.empty {
                        if room > 0 {
                            slots[slot] = MatchEntry(hash: hash, position: MatchEntry.newOnly(position))
                            room -= 1
                        } else {
                            mayRepeat = true  // not known
                        }
                        break
                    }
                    guard slots[slot].hash == hash else {
                        slot = (slot + 1) & mask
                        continue
                    }
                    if let newPosition = MatchEntry.newPosition(held) {
                        if new[newPosition].id == id {
                            mayRepeat = true
                            break
                        }
                    } else if old[held >= 0 ? held : ~held].id == id {
                        if held >= 0 {
                            oldToNew[held - oldStart] = position
                            newToOld[position - newStart] = held
                            let next = repeats ? nextOccurrence[held - oldStart] : -1
                            slots[slot].position = next >= 0 ? next : ~held
                        } else {
                            mayRepeat = true
                        }
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        return !mayRepeat && nextOccurrence.isEmpty
    }

    /// Whether any of `identifiers` is the identifier of an element of
    /// `elements[range]`: by comparison while there are at most
    /// ``comparedUnbalancedLimit`` of them, through a hash set beyond.
    ///
    /// - Complexity: O(*k* × *r*) comparisons for *k* identifiers and *r*
    ///   elements in `range` when *k* is at most 32; O(*k* + *r*) expected
    ///   hashing operations otherwise.
    @inlinable
    static func anyOccurs<Element: Identifiable>(
        _ identifiers: [Element.ID], in elements: [Element], _ range: Range<Int>
    ) -> Bool {
        if identifiers.isEmpty { return false }
        if identifiers.count <= comparedUnbalancedLimit {
            for position in range {
                let id = elements[position].id
                for candidate in identifiers where candidate == id { return true }
            }
            return false
        }
        let set = Set(identifiers)
        for position in range where set.contains(elements[position].id) { return true }
        return false
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
