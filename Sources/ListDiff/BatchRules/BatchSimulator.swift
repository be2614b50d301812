/// Performs stages on a model of a list view's data, checking each against
/// the batch-update rules: the engine behind ``Plan/apply(to:target:)``.
///
/// Elements are tracked by where their content comes from: an index into
/// the old snapshot, or `fresh` once inserted or reloaded, meaning the
/// content of the target snapshot at the position the element ends at.
struct BatchSimulator<Snapshot: DiffableSection> {
    typealias SectionID = Snapshot.ID
    typealias ItemID = Snapshot.Item.ID

    static var fresh: Int { -1 }

    struct Item {
        var id: ItemID
        /// The index among the old snapshot's flattened items, or `fresh`.
        var source: Int
    }

    struct Section {
        var id: SectionID
        /// The index of the old section, or `fresh`.
        var source: Int
        var items: [Item]
        /// Inserted, moved or reloaded by the stage being performed.
        var isChangedByStage = false
    }

    let old: [Snapshot]
    let oldItems: [Snapshot.Item]
    let target: [Snapshot]
    var sections: [Section]
    /// How many times each identifier occurs now.
    var sectionCounts: [SectionID: Int] = [:]
    var itemCounts: [ItemID: Int] = [:]
    /// How many times an identifier may occur: 1, or more where the old or
    /// target snapshot itself repeats it.
    var allowedSectionCounts: [SectionID: Int] = [:]
    var allowedItemCounts: [ItemID: Int] = [:]
    var stageNumber = 0

    init(old: [Snapshot], target: [Snapshot]) {
        self.old = old
        self.target = target
        var oldItems: [Snapshot.Item] = []
        var sections: [Section] = []
        for (index, section) in old.enumerated() {
            var items: [Item] = []
            for item in section.items {
                items.append(Item(id: item.id, source: oldItems.count))
                oldItems.append(item)
                itemCounts[item.id, default: 0] += 1
            }
            sections.append(Section(id: section.id, source: index, items: items))
            sectionCounts[section.id, default: 0] += 1
        }
        self.oldItems = oldItems
        self.sections = sections
        var targetSectionCounts: [SectionID: Int] = [:]
        var targetItemCounts: [ItemID: Int] = [:]
        for section in target {
            targetSectionCounts[section.id, default: 0] += 1
            for item in section.items { targetItemCounts[item.id, default: 0] += 1 }
        }
        allowedSectionCounts = sectionCounts.merging(targetSectionCounts, uniquingKeysWith: max)
        allowedItemCounts = itemCounts.merging(targetItemCounts, uniquingKeysWith: max)
    }

    func error(_ kind: PlanError.Kind, _ message: String) -> PlanError {
        PlanError(kind, stage: stageNumber, message)
    }

    // MARK: - A stage

    /// What a stage does to a section that exists before it.
    enum SectionFate: UInt8 {
        case kept, deleted, moved, reloaded
    }

    mutating func perform(_ stage: Stage<SectionID, ItemID>, number: Int) throws(PlanError) {
        stageNumber = number

        // Before-space checks: nothing changes until every rule has passed.
        try checkAscending(stage.sectionDeletes.map(\.at), "section deletes")
        try checkAscending(stage.sectionReloads.map(\.at), "section reloads")
        try checkAscending(stage.sectionMoves.map(\.from), "section moves")
        try checkAscending(stage.sectionInserts.map(\.at), "section inserts")
        try checkAscending(stage.itemDeletes.map(\.at), "item deletes")
        try checkAscending(stage.itemReloads.map(\.at), "item reloads")
        try checkAscending(stage.itemMoves.map(\.from), "item moves")
        try checkAscending(stage.itemInserts.map(\.at), "item inserts")

        var fates = [SectionFate](repeating: .kept, count: sections.count)
        for delete in stage.sectionDeletes {
            try claimSection(delete.at, id: delete.id, as: .deleted, "section delete", &fates)
        }
        for reload in stage.sectionReloads {
            try claimSection(reload.at, id: reload.id, as: .reloaded, "section reload", &fates)
        }
        for move in stage.sectionMoves {
            try claimSection(move.from, id: move.id, as: .moved, "section move", &fates)
        }

        var claimedItems = Set<ItemPath>()
        for delete in stage.itemDeletes {
            try claimItem(delete.at, id: delete.id, "item delete", fates, &claimedItems)
        }
        for reload in stage.itemReloads {
            try claimItem(reload.at, id: reload.id, "item reload", fates, &claimedItems)
        }
        for move in stage.itemMoves {
            try claimItem(move.from, id: move.id, "item move", fates, &claimedItems)
        }

        // After-space: the sections.
        let afterCount =
            sections.count - stage.sectionDeletes.count + stage.sectionInserts.count
        var placed = [Section?](repeating: nil, count: afterCount)
        var working = sections
        for reload in stage.sectionReloads {
            working[reload.at].source = Self.fresh
            working[reload.at].isChangedByStage = true
            for index in working[reload.at].items.indices {
                working[reload.at].items[index].source = Self.fresh
            }
        }
        for reload in stage.itemReloads {
            working[reload.at.section].items[reload.at.item].source = Self.fresh
        }
        for insert in stage.sectionInserts {
            try placeSection(
                at: insert.at, afterCount: afterCount, "section insert of \(describe(insert.id))", &placed)
            let items = insert.items.map { Item(id: $0, source: Self.fresh) }
            placed[insert.at] = Section(id: insert.id, source: Self.fresh, items: items, isChangedByStage: true)
        }
        for move in stage.sectionMoves {
            try placeSection(
                at: move.to, afterCount: afterCount, "section move of \(describe(move.id))", &placed)
            var section = working[move.from]
            section.isChangedByStage = true
            placed[move.to] = section
        }

        // Remove deleted and moved-away items, keeping the moved ones.
        var removedByPath: [ItemPath: Item] = [:]
        var removals: [Int: Set<Int>] = [:]
        for path in stage.itemDeletes.map(\.at) + stage.itemMoves.map(\.from) {
            removals[path.section, default: []].insert(path.item)
            removedByPath[path] = working[path.section].items[path.item]
        }
        for (section, indices) in removals {
            var kept: [Item] = []
            for (index, item) in working[section].items.enumerated() where !indices.contains(index) {
                kept.append(item)
            }
            working[section].items = kept
        }

        var remaining = working.indices.lazy.filter { fates[$0] == .kept || fates[$0] == .reloaded }
            .makeIterator()
        for slot in placed.indices where placed[slot] == nil {
            guard let next = remaining.next() else {
                throw error(.indexOutOfRange, "sections after the stage do not add up")
            }
            placed[slot] = working[next]
        }
        var after = placed.map { $0! }

        // After-space: the items.
        var arrivals: [Int: [(item: Int, element: Item)]] = [:]
        for insert in stage.itemInserts {
            arrivals[insert.at.section, default: []].append((insert.at.item, Item(id: insert.id, source: Self.fresh)))
        }
        for move in stage.itemMoves {
            arrivals[move.to.section, default: []].append((move.to.item, removedByPath[move.from]!))
        }
        for (section, incoming) in arrivals.sorted(by: { $0.key < $1.key }) {
            guard section < after.count else {
                let path = ItemPath(section: section, item: incoming[0].item)
                throw error(
                    .indexOutOfRange,
                    "item insert or move to \(path): section \(section) is out of range (\(after.count) sections after the stage)"
                )
            }
            guard !after[section].isChangedByStage else {
                throw error(
                    .itemOperationInChangedSection,
                    "item insert or move into section \(section) (\(describe(after[section].id))), which this stage inserts, moves or reloads"
                )
            }
            let count = after[section].items.count + incoming.count
            var slots = [Item?](repeating: nil, count: count)
            for (item, element) in incoming {
                let path = ItemPath(section: section, item: item)
                guard item >= 0 && item < count else {
                    throw error(
                        .indexOutOfRange,
                        "item insert or move to \(path) is out of range (section \(section) holds \(count) items after the stage)"
                    )
                }
                guard slots[item] == nil else {
                    throw error(.conflictingOperations, "two items inserted or moved to \(path)")
                }
                slots[item] = element
            }
            var existing = after[section].items.makeIterator()
            for slot in slots.indices where slots[slot] == nil {
                slots[slot] = existing.next()
            }
            after[section].items = slots.map { $0! }
        }

        // Identifier counts: an insert must not duplicate an identifier.
        for delete in stage.sectionDeletes {
            sectionCounts[delete.id, default: 0] -= 1
            for item in sections[delete.at].items { itemCounts[item.id, default: 0] -= 1 }
        }
        for delete in stage.itemDeletes { itemCounts[delete.id, default: 0] -= 1 }
        for insert in stage.sectionInserts {
            sectionCounts[insert.id, default: 0] += 1
            if sectionCounts[insert.id]! > allowedSectionCounts[insert.id, default: 1] {
                throw error(
                    .duplicateInsert, "section insert of \(describe(insert.id)), which is already in the snapshot")
            }
            for id in insert.items { try countInsertedItem(id) }
        }
        for insert in stage.itemInserts { try countInsertedItem(insert.id) }

        for index in after.indices { after[index].isChangedByStage = false }
        sections = after
    }

    mutating func countInsertedItem(_ id: ItemID) throws(PlanError) {
        itemCounts[id, default: 0] += 1
        if itemCounts[id]! > allowedItemCounts[id, default: 1] {
            throw error(.duplicateInsert, "item insert of \(describe(id)), which is already in the snapshot")
        }
    }

    func checkAscending<Position: Comparable & CustomStringConvertible>(
        _ positions: [Position], _ list: String
    ) throws(PlanError) {
        for (earlier, later) in zip(positions, positions.dropFirst()) where !(earlier < later) {
            throw error(
                .unsortedOrRepeated,
                earlier == later
                    ? "\(list) list \(later) twice" : "\(list) are not sorted: \(later) comes after \(earlier)")
        }
    }

    func claimSection(
        _ index: Int, id: SectionID, as fate: SectionFate, _ operation: String, _ fates: inout [SectionFate]
    ) throws(PlanError) {
        guard index >= 0 && index < sections.count else {
            throw error(
                .indexOutOfRange,
                "\(operation) at \(index) is out of range (\(sections.count) sections before the stage)")
        }
        guard sections[index].id == id else {
            throw error(
                .identifierMismatch,
                "\(operation) at \(index): id \(describe(id)) does not match \(describe(sections[index].id)) found there"
            )
        }
        guard fates[index] == .kept else {
            throw error(
                .conflictingOperations,
                "\(operation) at \(index): section \(describe(id)) is already \(fates[index]) by this stage")
        }
        fates[index] = fate
    }

    func claimItem(
        _ path: ItemPath, id: ItemID, _ operation: String, _ fates: [SectionFate], _ claimed: inout Set<ItemPath>
    ) throws(PlanError) {
        guard path.section >= 0 && path.section < sections.count else {
            throw error(
                .indexOutOfRange,
                "\(operation) at \(path): section \(path.section) is out of range (\(sections.count) sections before the stage)"
            )
        }
        guard fates[path.section] == .kept else {
            throw error(
                .itemOperationInChangedSection,
                "\(operation) at \(path) is in section \(describe(sections[path.section].id)), which this stage \(fates[path.section] == .reloaded ? "reloads" : fates[path.section] == .moved ? "moves" : "deletes")"
            )
        }
        let items = sections[path.section].items
        guard path.item >= 0 && path.item < items.count else {
            throw error(
                .indexOutOfRange,
                "\(operation) at \(path) is out of range (section \(path.section) holds \(items.count) items before the stage)"
            )
        }
        guard items[path.item].id == id else {
            throw error(
                .identifierMismatch,
                "\(operation) at \(path): id \(describe(id)) does not match \(describe(items[path.item].id)) found there"
            )
        }
        guard claimed.insert(path).inserted else {
            throw error(
                .conflictingOperations,
                "\(operation) at \(path): item \(describe(id)) is already deleted, reloaded or moved by this stage")
        }
    }

    mutating func placeSection(
        at index: Int, afterCount: Int, _ operation: String, _ placed: inout [Section?]
    ) throws(PlanError) {
        guard index >= 0 && index < afterCount else {
            throw error(
                .indexOutOfRange, "\(operation) to \(index) is out of range (\(afterCount) sections after the stage)")
        }
        guard placed[index] == nil else {
            throw error(
                .conflictingOperations, "\(operation): section \(index) is already the target of another insert or move"
            )
        }
    }

    // MARK: - The result

    func result(stageCount: Int) throws(PlanError) -> [Snapshot] {
        func mismatch(_ message: String) -> PlanError {
            PlanError(.resultMismatch, stage: stageCount, message)
        }
        guard sections.count == target.count else {
            throw mismatch("\(sections.count) sections, expected \(target.count)")
        }
        var result: [Snapshot] = []
        result.reserveCapacity(sections.count)
        for (index, (section, expected)) in zip(sections, target).enumerated() {
            guard section.id == expected.id else {
                throw mismatch("section \(index) is \(describe(section.id)), expected \(describe(expected.id))")
            }
            let base = section.source == Self.fresh ? expected : old[section.source]
            guard base.isContentEqual(to: expected) else {
                throw mismatch("section \(index) (\(describe(section.id))) has stale content: it needed a reload")
            }
            let expectedItems = expected.items
            guard section.items.count == expectedItems.count else {
                throw mismatch(
                    "section \(index) (\(describe(section.id))) holds \(section.items.count) items, expected \(expectedItems.count)"
                )
            }
            var items: [Snapshot.Item] = []
            items.reserveCapacity(expectedItems.count)
            for (position, (item, expectedItem)) in zip(section.items, expectedItems).enumerated() {
                let path = ItemPath(section: index, item: position)
                guard item.id == expectedItem.id else {
                    throw mismatch("item \(path) is \(describe(item.id)), expected \(describe(expectedItem.id))")
                }
                let element = item.source == Self.fresh ? expectedItem : oldItems[item.source]
                guard element.isContentEqual(to: expectedItem) else {
                    throw mismatch("item \(path) (\(describe(item.id))) has stale content: it needed a reload")
                }
                items.append(element)
            }
            result.append(Snapshot(base, items: items))
        }
        return result
    }
}

/// Describes an identifier in a message: strings quoted, others as they
/// print.
func describe(_ id: some Hashable) -> String {
    if let string = id as? String { return "\"\(string)\"" }
    return String(describing: id)
}
