/// Replays a plan's stages on a model of a list view's data, checking each
/// stage with the exchange format's rules: the engine behind
/// ``Plan/apply(to:target:)``, and the stage-by-stage lists a picture of a
/// plan draws. ``BatchRules`` checks each stage and says where every
/// position comes from; the replay adds where each element comes from and
/// where its content comes from, and the final comparison with the target.
///
/// Every element keeps its origin: its index among the old snapshot's
/// sections, or among its flattened items, or ``inserted``. Its content is
/// the old element's until it is refreshed (inserted, reloaded, or in a
/// reloaded section); from then on it is fresh, meaning the content of the
/// target snapshot at the position the element ends at.
///
/// The rules are the same for every caller: every list sorted, every index
/// in range, identifiers matching, and no insert repeating an identifier
/// more often than the old or the target snapshot itself repeats it.
package struct PlanReplay<SectionID: Hashable, ItemID: Hashable> {
    /// The origin of an element that a stage inserted.
    package static var inserted: Int { -1 }

    /// An item of the replayed list.
    package struct Item: Identifiable {
        /// The item's identifier.
        package var id: ItemID
        /// Its index among the old snapshot's flattened items, or
        /// ``PlanReplay/inserted``.
        package var origin: Int
        /// Whether its content is the target's.
        package var isFresh: Bool
        /// A number no other item of the replay has, kept through every
        /// stage: an old item's is its origin, an inserted one's counts on
        /// from the old items in the order the items arrive.
        package var token: Int = PlanReplay.inserted
    }

    /// A section of the replayed list.
    package struct Section: BatchSection {
        /// The section's identifier.
        package var id: SectionID
        /// Its index among the old snapshot's sections, or
        /// ``PlanReplay/inserted``.
        package var origin: Int
        /// Whether its own content is the target's.
        package var isFresh: Bool
        /// Its items, in order.
        package var items: [Item]
        /// A number no other section of the replay has, kept through every
        /// stage, numbered as items' are.
        package var token: Int = PlanReplay.inserted

        /// A section given by identifiers, inserted (its items too).
        package init(id: SectionID, itemIDs: [ItemID]) {
            self.init(
                id: id, origin: PlanReplay.inserted, isFresh: true,
                items: itemIDs.map { Item(id: $0, origin: PlanReplay.inserted, isFresh: true) })
        }

        init(id: SectionID, origin: Int, isFresh: Bool, items: [Item], token: Int = PlanReplay.inserted) {
            self.id = id
            self.origin = origin
            self.isFresh = isFresh
            self.items = items
            self.token = token
        }
    }

    /// The list after the stages performed so far.
    package private(set) var sections: [Section]
    /// How many times an identifier may occur: 1, or more where the old or
    /// target snapshot itself repeats it.
    let allowedSectionCounts: [SectionID: Int]
    let allowedItemCounts: [ItemID: Int]
    /// The tokens the next inserted section and item take.
    private var nextSectionToken = 0
    private var nextItemToken = 0

    /// A replay that starts from `old`, for a plan that must produce
    /// `target` (which says how often an inserted identifier may repeat).
    ///
    /// - Complexity: O(*n* + *m*) for *n* and *m* old and target sections
    ///   and items.
    package init<Snapshot: DiffableSection>(old: [Snapshot], target: [Snapshot])
    where Snapshot.ID == SectionID, Snapshot.Item.ID == ItemID {
        var sections: [Section] = []
        sections.reserveCapacity(old.count)
        var sectionCounts: [SectionID: Int] = [:]
        var itemCounts: [ItemID: Int] = [:]
        var itemCount = 0
        for (index, section) in old.enumerated() {
            var items: [Item] = []
            items.reserveCapacity(section.items.count)
            for item in section.items {
                items.append(Item(id: item.id, origin: itemCount, isFresh: false, token: itemCount))
                itemCount += 1
                itemCounts[item.id, default: 0] += 1
            }
            sections.append(Section(id: section.id, origin: index, isFresh: false, items: items, token: index))
            sectionCounts[section.id, default: 0] += 1
        }
        self.sections = sections
        nextSectionToken = old.count
        nextItemToken = itemCount
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
    ///
    /// - Returns: The stage's transition: where each section and item after
    ///   it comes from.
    /// - Throws: The first rule the stage breaks, with its number; the list
    ///   is unchanged then.
    /// - Complexity: O(*s* + *n* + *k* log *k*) for *s* sections, *n* items
    ///   and *k* operations.
    @discardableResult
    package mutating func perform(_ stage: Stage<SectionID, ItemID>, number: Int) throws(PlanError)
        -> BatchTransition
    {
        var rules = BatchRules(outline: SectionsOutline(sections))
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
        // The transition places an insert exactly where the stage lists it.
        var sectionToken = nextSectionToken
        var itemToken = nextItemToken
        sections = transition.replay(
            sections,
            insertingSection: { slot in
                let insertion = insertedSections[slot]!
                var section = Section(id: insertion.id, itemIDs: insertion.items)
                section.token = sectionToken
                sectionToken += 1
                for index in section.items.indices {
                    section.items[index].token = itemToken
                    itemToken += 1
                }
                return section
            },
            insertingItem: { path in
                defer { itemToken += 1 }
                return Item(id: insertedItems[path]!, origin: Self.inserted, isFresh: true, token: itemToken)
            },
            refreshing: { item, _, _ in item.isFresh = true },
            reloading: { section, _ in
                section.isFresh = true
                for index in section.items.indices { section.items[index].isFresh = true }
            })
        nextSectionToken = sectionToken
        nextItemToken = itemToken
        return transition
    }

    // MARK: - The result

    /// The snapshot the replay has reached, checked against `target`: the
    /// same sections and items in the same order, each with the target's
    /// content (an element that was never refreshed keeps the content of its
    /// origin in `old`).
    ///
    /// - Parameters:
    ///   - old: The snapshot the replay started from.
    ///   - target: The snapshot the plan must produce.
    ///   - stageCount: The number of stages performed, for the error.
    /// - Returns: The result: elements of `old` where never refreshed, of
    ///   `target` otherwise.
    /// - Throws: A ``PlanError`` of kind `resultMismatch` naming the first
    ///   difference.
    /// - Complexity: O(*n* + *m*) content comparisons for *n* and *m* old
    ///   and target sections and items.
    package func result<Snapshot: DiffableSection>(old: [Snapshot], target: [Snapshot], stageCount: Int)
        throws(PlanError) -> [Snapshot]
    where Snapshot.ID == SectionID, Snapshot.Item.ID == ItemID {
        func mismatch(_ message: String) -> PlanError {
            PlanError(.resultMismatch, stage: stageCount, message)
        }
        guard sections.count == target.count else {
            throw mismatch("\(sections.count) sections, expected \(target.count)")
        }
        let oldItems = old.flatMap(\.items)
        var result: [Snapshot] = []
        result.reserveCapacity(sections.count)
        for (index, (section, expected)) in zip(sections, target).enumerated() {
            guard section.id == expected.id else {
                throw mismatch(
                    "section \(index) is \(describeIdentifier(section.id)), expected \(describeIdentifier(expected.id))"
                )
            }
            let base = section.isFresh ? expected : old[section.origin]
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
                let element = item.isFresh ? expectedItem : oldItems[item.origin]
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
