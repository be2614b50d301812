/// The identifier rules: no insert repeats an identifier (rule 8), and an
/// index-based update shows the data's identifiers (rule 9).
extension BatchRules {
    // MARK: - Rule 8: duplicate inserts

    /// An insert must not put an identifier in the list a second time, unless
    /// the data itself repeats it that often.
    ///
    /// - Complexity: O(*n* + *k*), for *n* items in the list and *k*
    ///   operations; nothing when nothing is inserted.
    func checkDuplicateInserts(_ stage: Stage<SectionID, ItemID>) throws(BatchViolation) {
        if !stage.sectionInserts.isEmpty {
            var counts: [SectionID: Int] = [:]
            for insert in stage.sectionInserts { counts[insert.id, default: 0] += 1 }
            for section in 0..<outline.sectionCount {
                let id = outline.sectionID(at: section)
                if counts[id] != nil { counts[id, default: 0] += 1 }
            }
            for delete in stage.sectionDeletes where counts[delete.id] != nil {
                counts[delete.id, default: 0] -= 1
            }
            for insert in stage.sectionInserts.sorted(by: { $0.at < $1.at })
            where counts[insert.id, default: 0] > max(allowedSectionCounts[insert.id, default: 0], 1) {
                throw .duplicateSectionInsert(at: insert.at, id: describeIdentifier(insert.id))
            }
        }
        // How often each inserted identifier occurs after the stage.
        var counts: [ItemID: Int] = [:]
        for insert in stage.itemInserts { counts[insert.id, default: 0] += 1 }
        for insert in stage.sectionInserts {
            for id in insert.items { counts[id, default: 0] += 1 }
        }
        guard !counts.isEmpty else { return }
        for section in 0..<outline.sectionCount {
            for item in 0..<outline.itemCount(inSection: section) {
                let id = outline.itemID(at: ItemPath(section: section, item: item))
                if counts[id] != nil { counts[id, default: 0] += 1 }
            }
        }
        for delete in stage.itemDeletes where counts[delete.id] != nil {
            counts[delete.id, default: 0] -= 1
        }
        for delete in stage.sectionDeletes {
            for item in 0..<outline.itemCount(inSection: delete.at) {
                let id = outline.itemID(at: ItemPath(section: delete.at, item: item))
                if counts[id] != nil { counts[id, default: 0] -= 1 }
            }
        }
        func check(_ id: ItemID, section: Int, item: Int) throws(BatchViolation) {
            if counts[id, default: 0] > max(allowedItemCounts[id, default: 0], 1) {
                throw .duplicateItemInsert(section: section, item: item, id: describeIdentifier(id))
            }
        }
        for insert in stage.itemInserts.sorted(by: { $0.at < $1.at }) {
            try check(insert.id, section: insert.at.section, item: insert.at.item)
        }
        for insert in stage.sectionInserts.sorted(by: { $0.at < $1.at }) {
            for (index, id) in insert.items.enumerated() { try check(id, section: insert.at, item: index) }
        }
    }

    // MARK: - Rule 9: the result's identifiers

    /// The result of an index-based update must show the data's identifiers:
    /// an update whose counts add up but that moves the wrong item, or
    /// inserts where the data changed an identifier, is caught here.
    func verify(_ transition: BatchTransition, against expected: ExpectedOutline<SectionID, ItemID>)
        throws(BatchViolation)
    {
        for (slot, source) in transition.sections.enumerated() {
            if let from = source.from {
                let actual = outline.sectionID(at: from)
                guard actual == expected.sectionIDs[slot] else {
                    throw .resultSectionMismatch(
                        at: slot, found: describeIdentifier(actual),
                        expected: describeIdentifier(expected.sectionIDs[slot]))
                }
            }
            let expectedItems = expected.itemIDs[slot]
            func check(_ item: Int, _ actual: ItemID) throws(BatchViolation) {
                guard actual == expectedItems[item] else {
                    throw .resultItemMismatch(
                        at: ItemPath(section: slot, item: item), found: describeIdentifier(actual),
                        expected: describeIdentifier(expectedItems[item]))
                }
            }
            if let items = source.items {
                for (item, origin) in items.enumerated() {
                    if let from = origin.from { try check(item, outline.itemID(at: from)) }
                }
            } else if let from = source.from {
                for item in 0..<outline.itemCount(inSection: from) {
                    try check(item, outline.itemID(at: ItemPath(section: from, item: item)))
                }
            }
        }
    }
}
