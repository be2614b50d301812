/// Rule 1, the exchange format's own (``BatchRules/requiresSortedLists``).
extension BatchRules {
    /// The exchange format's rule: every list sorted by position, no
    /// position twice.
    func checkSorted(_ stage: Stage<SectionID, ItemID>) throws(BatchViolation) {
        func check<Position: Comparable & CustomStringConvertible>(_ positions: [Position], _ list: BatchList)
            throws(BatchViolation)
        {
            for (earlier, later) in zip(positions, positions.dropFirst()) where !(earlier < later) {
                throw .unsortedList(list, earlier: earlier.description, later: later.description)
            }
        }
        try check(stage.sectionDeletes.map(\.at), .sectionDeletes)
        try check(stage.sectionReloads.map(\.at), .sectionReloads)
        try check(stage.sectionMoves.map(\.from), .sectionMoves)
        try check(stage.sectionInserts.map(\.at), .sectionInserts)
        try check(stage.itemDeletes.map(\.at), .itemDeletes)
        try check(stage.itemReloads.map(\.at), .itemReloads)
        try check(stage.itemMoves.map(\.from), .itemMoves)
        try check(stage.itemInserts.map(\.at), .itemInserts)
    }
}
