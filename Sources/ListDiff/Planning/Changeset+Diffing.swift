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
        // The common prefix stays; a longest run of the rest follows it.
        let prefix = matching.prefix
        var isKept = [Bool](repeating: false, count: new.count)
        for position in 0..<prefix { isKept[position] = true }
        markLongestIncreasingSubsequence(matching.newToOld, in: prefix..<new.count, into: &isKept)

        var deletes: [Int] = []
        for (position, partner) in matching.oldToNew.enumerated() where partner < 0 {
            deletes.append(position)
        }
        var inserts: [Int] = []
        var moves: [Move<Int>] = []
        var reloads: [Int] = []
        var reloadsAfterMoves: [Int] = []
        // In new order: inserts, reloads (kept elements come in old order
        // too) and reloads after moves.
        func collect() {
            inserts.removeAll(keepingCapacity: true)
            reloads.removeAll(keepingCapacity: true)
            reloadsAfterMoves.removeAll(keepingCapacity: true)
            for (position, partner) in matching.newToOld.enumerated() {
                if partner < 0 {
                    inserts.append(position)
                    continue
                }
                let changed = !new[position].isContentEqual(to: old[partner])
                if isKept[position] {
                    if changed { reloads.append(partner) }
                } else if changed {
                    reloadsAfterMoves.append(position)
                }
            }
        }
        collect()
        if !reloadsAfterMoves.isEmpty {
            // Try to keep changed elements in place, saving a second batch.
            let newToOld = matching.newToOld
            preferKeepingChanged(newToOld, in: newToOld.indices, &isKept) { position in
                !new[position].isContentEqual(to: old[newToOld[position]])
            }
            collect()
        }
        // In old order, so sorted by source with no sort: a random
        // permutation of 10,000 moves nearly every element.
        for (position, partner) in matching.oldToNew.enumerated() where partner >= 0 && !isKept[partner] {
            moves.append(Move(from: position, to: partner))
        }
        self.init(
            deletes: deletes, inserts: inserts, moves: moves,
            reloads: reloads, reloadsAfterMoves: reloadsAfterMoves)
    }
}
