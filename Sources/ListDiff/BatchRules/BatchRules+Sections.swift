/// The section rules: which sections a stage claims before it (rule 2), how
/// many there are after it (rule 3) and where each comes from (rule 4).
extension BatchRules {
    /// What a stage does to a section that exists before it.
    enum SectionChange: UInt8 {
        case kept, deleted, reloaded, moved

        var operation: BatchOperation {
            switch self {
            case .kept, .reloaded: .reload
            case .deleted: .delete
            case .moved: .move
            }
        }
    }

    /// Where the sections after a stage come from.
    struct SectionPlacement {
        /// The number of sections after the stage.
        var count: Int
        /// The index before the stage of each section after it, `nil` where
        /// a section is inserted.
        var sources: [Int?]
        /// Whether items may enter the section: it is kept, not reloaded.
        var isSettled: [Bool]
        /// Whether the section is inserted.
        var isInserted: [Bool]
        /// The stage's section inserts, by position.
        var inserts: [SectionInsertion<SectionID, ItemID>]
    }

    // MARK: - Rule 2: sections claimed before the stage

    /// What the stage does to each section before it: deletes, reloads and
    /// move sources each in range, naming the section there, and no section
    /// claimed twice.
    func claimSections(of stage: Stage<SectionID, ItemID>) throws(BatchViolation) -> [SectionChange] {
        var sectionChanges = [SectionChange](repeating: .kept, count: outline.sectionCount)
        try claimSections(stage.sectionDeletes.map { ($0.at, $0.id) }, as: .deleted, &sectionChanges)
        try claimSections(stage.sectionReloads.map { ($0.at, $0.id) }, as: .reloaded, &sectionChanges)
        try claimSections(stage.sectionMoves.map { ($0.from, $0.id) }, as: .moved, &sectionChanges)
        return sectionChanges
    }

    func claimSections(
        _ operations: [(at: Int, id: SectionID)], as sectionChange: SectionChange,
        _ sectionChanges: inout [SectionChange]
    )
        throws(BatchViolation)
    {
        guard checksRules else {
            for (at, _) in operations { sectionChanges[at] = sectionChange }
            return
        }
        for (at, id) in operations.sorted(by: { $0.at < $1.at }) {
            guard at >= 0 && at < sectionChanges.count else {
                throw .sectionOutOfRange(sectionChange.operation, at: at, sectionCount: sectionChanges.count)
            }
            let actual = outline.sectionID(at: at)
            guard actual == id else {
                throw .sectionMismatch(
                    sectionChange.operation, at: at, id: describeIdentifier(id), found: describeIdentifier(actual))
            }
            guard sectionChanges[at] == .kept else {
                throw .sectionClaimedTwice(sectionChanges[at].operation, then: sectionChange.operation, at: at)
            }
            sectionChanges[at] = sectionChange
        }
    }

    // MARK: - Rule 3: the number of sections

    /// The number of sections after the stage, before − deleted + inserted,
    /// must be what the data holds (``expected``, UIKit's accounting).
    func checkSectionCount(of stage: Stage<SectionID, ItemID>) throws(BatchViolation) {
        let before = outline.sectionCount
        let after = before - stage.sectionDeletes.count + stage.sectionInserts.count
        if let expected, expected.sectionIDs.count != after {
            throw .sectionCountMismatch(
                after: expected.sectionIDs.count, before: before, inserted: stage.sectionInserts.count,
                deleted: stage.sectionDeletes.count)
        }
    }

    // MARK: - Rule 4: sections placed after the stage

    /// Where each section after the stage comes from: inserts and move
    /// targets in range, no index the target of two; the kept and reloaded
    /// sections fill the other indices in order.
    func placeSections(of stage: Stage<SectionID, ItemID>, sectionChanges: [SectionChange]) throws(BatchViolation)
        -> SectionPlacement
    {
        let before = outline.sectionCount
        let after = before - stage.sectionDeletes.count + stage.sectionInserts.count
        var sources = [Int?](repeating: nil, count: max(after, 0))
        var isPlaced = [Bool](repeating: false, count: max(after, 0))
        var isInserted = [Bool](repeating: false, count: max(after, 0))
        let inserts = stage.sectionInserts.sorted { $0.at < $1.at }
        for insert in inserts {
            guard insert.at >= 0 && insert.at < after else {
                throw .sectionDestinationOutOfRange(.insert, from: nil, to: insert.at, sectionCount: after)
            }
            guard !isPlaced[insert.at] else { throw .sectionDestinationTaken(.insert, then: .insert, to: insert.at) }
            isPlaced[insert.at] = true
            isInserted[insert.at] = true
        }
        for move in stage.sectionMoves.sorted(by: { $0.from < $1.from }) {
            guard move.to >= 0 && move.to < after else {
                throw .sectionDestinationOutOfRange(.move, from: move.from, to: move.to, sectionCount: after)
            }
            guard !isPlaced[move.to] else {
                throw .sectionDestinationTaken(isInserted[move.to] ? .insert : .move, then: .move, to: move.to)
            }
            isPlaced[move.to] = true
            sources[move.to] = move.from
        }
        var remaining = (0..<before).lazy.filter { sectionChanges[$0] == .kept || sectionChanges[$0] == .reloaded }
            .makeIterator()
        for slot in 0..<max(after, 0) where !isPlaced[slot] {
            sources[slot] = remaining.next()
        }
        // A section that items may enter: kept, and not reloaded.
        var isSettled = [Bool](repeating: false, count: max(after, 0))
        for slot in isSettled.indices {
            if let source = sources[slot], sectionChanges[source] == .kept { isSettled[slot] = true }
        }
        return SectionPlacement(
            count: after, sources: sources, isSettled: isSettled, isInserted: isInserted, inserts: inserts)
    }
}
