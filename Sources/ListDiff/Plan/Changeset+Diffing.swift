extension Changeset {
    /// Computes the minimal changeset that turns `old` into `new`.
    ///
    /// - Deletes are the old elements whose identifier is not in `new`;
    ///   inserts, the new elements whose identifier is not in `old`.
    /// - Moves are the surviving elements that are not part of a longest
    ///   increasing subsequence of old positions taken in new order: the
    ///   fewest moves there can be. Rotating 100,000 elements by one is one
    ///   move.
    /// - Reloads are the surviving elements whose content changed
    ///   (`isContentEqual(to:)` is false): in ``reloads`` by old index when the
    ///   element stayed in place, in ``reloadsAfterMoves`` by new index when it
    ///   also moved.
    ///
    /// Duplicate identifiers never trap: the *k*-th occurrence of an
    /// identifier in `old` pairs with its *k*-th occurrence in `new`, and the
    /// rest are deleted or inserted.
    ///
    /// ```swift
    /// let changes = Changeset(from: [a, b, c], to: [c, a, b])
    /// // changes.moves == [Move(from: 2, to: 0)]
    /// ```
    ///
    /// - Parameters:
    ///   - old: The elements before the change.
    ///   - new: The elements after the change.
    /// - Complexity: O(*n* + *m*) expected for matching, where *n* and *m* are
    ///   the old and new counts, plus O(*k* log *k*) for choosing the moves
    ///   among *k* surviving elements (O(*k*) when they are mostly in order);
    ///   O(*n* + *m*) memory.
    @inlinable
    public init<Element: Diffable>(from old: [Element], to new: [Element]) {
        let matching = IdentifierMatching(old: old, new: new)
        // Only the middle, between the common prefix and suffix, needs
        // choosing: the prefix and suffix stay in place, and a longest run of
        // the middle joins them (its old positions lie between theirs). Index
        // `k` of the middle arrays is position `prefix + k`.
        let prefix = matching.prefix
        let newToOld = matching.newToOld.middle
        let oldToNew = matching.oldToNew.middle
        var isKept = [Bool](repeating: false, count: newToOld.count)
        markLongestIncreasingSubsequence(newToOld, in: newToOld.indices, into: &isKept)

        var deletes: [Int] = []
        for (index, partner) in oldToNew.enumerated() where partner < 0 {
            deletes.append(prefix + index)
        }
        // The prefix and suffix change only by reloads, by old index.
        var prefixReloads: [Int] = []
        for position in 0..<prefix where !new[position].isContentEqual(to: old[position]) {
            prefixReloads.append(position)
        }
        var suffixReloads: [Int] = []
        let shift = old.count - new.count
        for position in matching.newToOld.middleEnd..<new.count
        where !new[position].isContentEqual(to: old[position + shift]) {
            suffixReloads.append(position + shift)
        }
        var inserts: [Int] = []
        var moves: [Move<Int>] = []
        var reloads: [Int] = []
        var reloadsAfterMoves: [Int] = []
        // In new order: inserts, reloads (kept elements come in old order
        // too) and reloads after moves.
        func collect() {
            inserts.removeAll(keepingCapacity: true)
            reloads = prefixReloads
            reloadsAfterMoves.removeAll(keepingCapacity: true)
            for (index, partner) in newToOld.enumerated() {
                let position = prefix + index
                if partner < 0 {
                    inserts.append(position)
                    continue
                }
                let changed = !new[position].isContentEqual(to: old[partner])
                if isKept[index] {
                    if changed { reloads.append(partner) }
                } else if changed {
                    reloadsAfterMoves.append(position)
                }
            }
            reloads += suffixReloads
        }
        collect()
        if !reloadsAfterMoves.isEmpty {
            // Try to keep changed elements in place, saving a second batch.
            // (The prefix and suffix cannot take part: a middle element that
            // fitted beside them would lengthen the longest run.)
            preferKeepingChanged(newToOld, in: newToOld.indices, &isKept) { index in
                !new[prefix + index].isContentEqual(to: old[newToOld[index]])
            }
            collect()
        }
        // In old order, so sorted by source with no sort: a random
        // permutation of 10,000 moves nearly every element.
        for (index, partner) in oldToNew.enumerated() where partner >= 0 && !isKept[partner - prefix] {
            moves.append(Move(from: prefix + index, to: partner))
        }
        self.init(
            deletes: deletes, inserts: inserts, moves: moves,
            reloads: reloads, reloadsAfterMoves: reloadsAfterMoves)
    }
}
