/// The one engine of batch-update rules: it checks a stage against a list's
/// outline and works out the stage's ``BatchTransition``, or names the first
/// rule the stage breaks as a ``BatchViolation``. Nothing is changed either
/// way, which is what lets a list apply updates atomically.
///
/// ``Plan/apply(to:target:)`` replays plans through it, with the exchange
/// format's sorted-list rule on; HeadlessList checks every batch update
/// through it, with UIKit's accounting (``expected``) for index-based ones.
///
/// The rules, in the order they are checked, each family one function
/// (sections in `BatchRules+Sections.swift`, items in
/// `BatchRules+Items.swift`, identifiers in `BatchRules+Identifiers.swift`);
/// each violation is worded once, from its ``BatchViolation`` case:
///
/// 1. ``checkSorted(_:)`` (``requiresSortedLists``): every list sorted by
///    position, none twice;
/// 2. ``claimSections(of:)``: section deletes, reloads and move sources in
///    range before the stage, matching identifiers, no section claimed
///    twice;
/// 3. ``checkSectionCount(of:)`` (``expected``): the number of sections
///    adds up;
/// 4. ``placeSections(of:sectionChanges:)``: section inserts and move targets in
///    range after the stage, no index the target of two;
/// 5. ``claimItems(of:reconfiguring:sectionChanges:)``: item deletes, reloads,
///    reconfigures and move sources in a section that exists and stays put,
///    in range, matching identifiers, no item claimed twice;
/// 6. ``placeItems(of:departures:sections:)``: item inserts and move
///    targets in a section that exists after the stage and is neither
///    inserted, moved nor reloaded, no path the target of two;
/// 7. ``countItems(of:departures:arrivals:sections:)`` (``expected``): the
///    number of items in each section adds up; every arrival in range;
/// 8. ``checkDuplicateInserts(_:)`` (``checksDuplicateInserts``): no insert
///    repeats an identifier unless the data repeats it that often;
/// 9. ``verify(_:against:)`` (``expected``): the result shows the data's
///    identifiers.
package struct BatchRules<Outline: ListOutline> {
    package typealias SectionID = Outline.SectionID
    package typealias ItemID = Outline.ItemID

    /// The list before the stage.
    package let outline: Outline
    /// Whether every list must be sorted by position, as the exchange format
    /// requires (UIKit does not).
    package var requiresSortedLists = false
    /// What the data holds after an index-based update, for UIKit's
    /// accounting; `nil` for a stage with identifiers.
    package var expected: ExpectedOutline<SectionID, ItemID>?
    /// Whether to check that inserts repeat no identifier, which costs a
    /// pass over every identifier in the list.
    package var checksDuplicateInserts = true
    /// Whether to check the rules at all; off, the stage is trusted (a
    /// planner's stage in a release build) and only its transition is
    /// worked out.
    package var checksRules = true
    /// How often an identifier may occur after the stage: where the data
    /// itself repeats an identifier, inserting a repeat is tolerated.
    package var allowedSectionCounts: [SectionID: Int] = [:]
    package var allowedItemCounts: [ItemID: Int] = [:]

    /// Creates the rules for a stage applied to `outline`.
    package init(outline: Outline) {
        self.outline = outline
    }

    /// Checks `stage`, with `reconfigures` (items re-bound in place, by their
    /// path before the stage), and returns its transition: the rule families
    /// as numbered passes, then the transition assembled.
    ///
    /// - Throws: The first rule broken, in the order the type's discussion
    ///   lists them.
    /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k*
    ///   operations, plus O(*n*) for *n* items when ``expected`` is set or
    ///   the stage inserts and ``checksDuplicateInserts`` is on.
    package func transition(
        of stage: Stage<SectionID, ItemID>, reconfiguring reconfigures: [Placement<ItemPath, ItemID>] = []
    ) throws(BatchViolation) -> BatchTransition {
        // 1. Every list sorted, no position twice.
        if requiresSortedLists && checksRules { try checkSorted(stage) }
        // 2. What the stage does to each section before it.
        let sectionChanges = try claimSections(of: stage)
        // 3. The number of sections adds up.
        try checkSectionCount(of: stage)
        // 4. Where each section after the stage comes from.
        let sections = try placeSections(of: stage, sectionChanges: sectionChanges)
        // 5. The items that leave or are refreshed, before the stage.
        let departures = try claimItems(of: stage, reconfiguring: reconfigures, sectionChanges: sectionChanges)
        // 6. The items that arrive, after the stage.
        let arrivals = try placeItems(of: stage, departures: departures, sections: sections)
        // 7. The number of items in each section adds up; arrivals in range.
        let itemCounts = try countItems(of: stage, departures: departures, arrivals: arrivals, sections: sections)
        // 8. No insert repeats an identifier.
        if checksDuplicateInserts && checksRules { try checkDuplicateInserts(stage) }
        let transition = assemble(
            sectionChanges: sectionChanges, sections: sections, departures: departures, arrivals: arrivals,
            itemCounts: itemCounts)
        // 9. The result shows the data's identifiers.
        if let expected { try verify(transition, against: expected) }
        return transition
    }

    /// The transition of a stage whose rules hold: each section after the
    /// stage with its origin, and for each section whose items change, each
    /// item's origin, in order.
    func assemble(
        sectionChanges: [SectionChange], sections placement: SectionPlacement, departures: ItemDepartures,
        arrivals: ItemArrivals,
        itemCounts: [Int]
    ) -> BatchTransition {
        var sections = ContiguousArray<BatchTransition.SectionSource>()
        sections.reserveCapacity(placement.count)
        var insertedAt: [Int: SectionInsertion<SectionID, ItemID>] = [:]
        for insert in placement.inserts { insertedAt[insert.at] = insert }
        for slot in 0..<placement.count {
            guard let source = placement.sources[slot] else {
                let count = insertedAt[slot]?.items.count ?? 0
                sections.append(
                    BatchTransition.SectionSource(
                        from: nil, isReloaded: false,
                        items: ContiguousArray(
                            repeating: BatchTransition.ItemSource(from: nil, refresh: .none), count: count)))
                continue
            }
            let removed = departures.removals[source].sorted()
            let refreshed = departures.refreshes[source].sorted { $0.item < $1.item }
            let arrived = arrivals[slot].sorted { $0.item < $1.item }
            let isReloaded = sectionChanges[source] == .reloaded
            if removed.isEmpty && refreshed.isEmpty && arrived.isEmpty {
                sections.append(BatchTransition.SectionSource(from: source, isReloaded: isReloaded, items: nil))
                continue
            }
            var items = ContiguousArray<BatchTransition.ItemSource>()
            items.reserveCapacity(itemCounts[slot])
            var nextRemoved = 0
            var nextRefreshed = 0
            var nextArrival = 0
            func appendArrivals() {
                while nextArrival < arrived.count && arrived[nextArrival].item == items.count {
                    items.append(arrived[nextArrival].source)
                    nextArrival += 1
                }
            }
            appendArrivals()
            for position in 0..<outline.itemCount(inSection: source) {
                if nextRemoved < removed.count && removed[nextRemoved] == position {
                    nextRemoved += 1
                    continue
                }
                var refresh = BatchTransition.Refresh.none
                if nextRefreshed < refreshed.count && refreshed[nextRefreshed].item == position {
                    refresh = refreshed[nextRefreshed].refresh
                    nextRefreshed += 1
                }
                items.append(
                    BatchTransition.ItemSource(from: ItemPath(section: source, item: position), refresh: refresh))
                appendArrivals()
            }
            appendArrivals()
            sections.append(BatchTransition.SectionSource(from: source, isReloaded: isReloaded, items: items))
        }
        return BatchTransition(oldSectionCount: outline.sectionCount, sections: sections)
    }
}
