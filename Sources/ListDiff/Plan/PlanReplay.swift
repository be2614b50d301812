/// Replays a plan's stages on a model of a list view's data: the engine
/// behind ``Plan/apply(to:target:)``. ``BatchRules`` checks each stage and
/// says where every position comes from; the replay adds where each
/// element's content comes from, and the final comparison with the target.
///
/// Content is tracked by source: an index into the old snapshot, or `fresh`
/// once inserted or reloaded, meaning the content of the target snapshot at
/// the position the element ends at.
struct PlanReplay<Snapshot: DiffableSection> {
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
    }

    /// The replayed list as the rules read it.
    struct Shape: BatchShape {
        let sections: [Section]

        var sectionCount: Int { sections.count }
        func sectionID(at section: Int) -> SectionID { sections[section].id }
        func itemCount(inSection section: Int) -> Int { sections[section].items.count }
        func itemID(at path: ItemPath) -> ItemID { sections[path.section].items[path.item].id }
    }

    let old: [Snapshot]
    let oldItems: [Snapshot.Item]
    let target: [Snapshot]
    var sections: [Section]
    /// How many times an identifier may occur: 1, or more where the old or
    /// target snapshot itself repeats it.
    let allowedSectionCounts: [SectionID: Int]
    let allowedItemCounts: [ItemID: Int]

    init(old: [Snapshot], target: [Snapshot]) {
        self.old = old
        self.target = target
        var oldItems: [Snapshot.Item] = []
        var sections: [Section] = []
        var sectionCounts: [SectionID: Int] = [:]
        var itemCounts: [ItemID: Int] = [:]
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

    /// Checks stage `number` (counted from 1) and performs it.
    mutating func perform(_ stage: Stage<SectionID, ItemID>, number: Int) throws(PlanError) {
        var rules = BatchRules(shape: Shape(sections: sections))
        rules.requiresSortedLists = true
        rules.allowedSectionCounts = allowedSectionCounts
        rules.allowedItemCounts = allowedItemCounts
        let transition: BatchTransition
        do {
            transition = try rules.transition(of: stage)
        } catch {
            throw PlanError(error, stage: number)
        }

        var insertedSections: [Int: SectionInsertion<SectionID, ItemID>] = [:]
        for insert in stage.sectionInserts { insertedSections[insert.at] = insert }
        var insertedItems: [ItemPath: ItemID] = [:]
        for insert in stage.itemInserts { insertedItems[insert.at] = insert.id }

        var next: [Section] = []
        next.reserveCapacity(transition.sections.count)
        for (slot, origin) in transition.sections.enumerated() {
            guard let from = origin.from else {
                let insertion = insertedSections[slot]!
                let items = insertion.items.map { Item(id: $0, source: Self.fresh) }
                next.append(Section(id: insertion.id, source: Self.fresh, items: items))
                continue
            }
            var section = sections[from]
            if let origins = origin.items {
                section.items = origins.enumerated().map { item, origin in
                    guard let previous = origin.from else {
                        return Item(id: insertedItems[ItemPath(section: slot, item: item)]!, source: Self.fresh)
                    }
                    var element = sections[previous.section].items[previous.item]
                    if origin.refresh != .none { element.source = Self.fresh }
                    return element
                }
            }
            if origin.isReloaded {
                section.source = Self.fresh
                for index in section.items.indices { section.items[index].source = Self.fresh }
            }
            next.append(section)
        }
        sections = next
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
                throw mismatch(
                    "section \(index) is \(describeIdentifier(section.id)), expected \(describeIdentifier(expected.id))"
                )
            }
            let base = section.source == Self.fresh ? expected : old[section.source]
            guard base.isContentEqual(to: expected) else {
                throw mismatch(
                    "section \(index) (\(describeIdentifier(section.id))) has stale content: it needed a reload")
            }
            let expectedItems = expected.items
            guard section.items.count == expectedItems.count else {
                throw mismatch(
                    "section \(index) (\(describeIdentifier(section.id))) holds \(section.items.count) items, expected \(expectedItems.count)"
                )
            }
            var items: [Snapshot.Item] = []
            items.reserveCapacity(expectedItems.count)
            for (position, (item, expectedItem)) in zip(section.items, expectedItems).enumerated() {
                let path = ItemPath(section: index, item: position)
                guard item.id == expectedItem.id else {
                    throw mismatch(
                        "item \(path) is \(describeIdentifier(item.id)), expected \(describeIdentifier(expectedItem.id))"
                    )
                }
                let element = item.source == Self.fresh ? expectedItem : oldItems[item.source]
                guard element.isContentEqual(to: expectedItem) else {
                    throw mismatch(
                        "item \(path) (\(describeIdentifier(item.id))) has stale content: it needed a reload")
                }
                items.append(element)
            }
            result.append(Snapshot(base, items: items))
        }
        return result
    }
}
