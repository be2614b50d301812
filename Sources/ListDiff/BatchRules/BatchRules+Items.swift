/// The item rules: which items a stage claims before it (rule 5), where
/// items arrive after it (rule 6) and how many each section holds (rule 7).
extension BatchRules {
    /// The items that leave a section or are refreshed in it, by section
    /// before the stage (a table keyed by section, hashed once per
    /// operation).
    struct ItemDepartures {
        /// The positions of the items deleted or moved away, by section.
        var removals: [[Int]]
        /// The positions of the items reloaded or reconfigured, by section.
        var refreshes: [[(item: Int, refresh: BatchTransition.Refresh)]]
        /// The stage's item moves, by source when the rules are checked.
        var moves: [IdentifiedMove<ItemPath, ItemID>]
    }

    /// The items that arrive in each section after the stage: their
    /// positions and origins.
    typealias ItemArrivals = [[(item: Int, source: BatchTransition.ItemSource)]]

    /// `list` in order of position when the rules are checked, so that the
    /// first rule broken is the first by position; a trusted stage breaks
    /// none, and the transition sorts what it gathers, so its lists are taken
    /// as they come: sorting them here, generic over the identifiers, cost a
    /// third of applying a plan's stage.
    func ordered<Operation>(_ list: [Operation], by position: (Operation) -> ItemPath) -> [Operation] {
        checksRules ? list.sorted { position($0) < position($1) } : list
    }

    // MARK: - Rule 5: items claimed before the stage

    /// The items the stage deletes, reloads, reconfigures and moves away:
    /// each in a section that exists and stays put, in range, naming the
    /// item there, and no item claimed twice.
    func claimItems(
        of stage: Stage<SectionID, ItemID>, reconfiguring reconfigures: [Placement<ItemPath, ItemID>],
        sectionChanges: [SectionChange]
    ) throws(BatchViolation) -> ItemDepartures {
        var claims: [ItemPath: BatchOperation] = [:]
        var removals = [[Int]](repeating: [], count: sectionChanges.count)
        var refreshes = [[(item: Int, refresh: BatchTransition.Refresh)]](repeating: [], count: sectionChanges.count)
        for delete in ordered(stage.itemDeletes, by: { $0.at }) {
            try claimItem(delete.at, id: delete.id, as: .delete, sectionChanges, &claims)
            removals[delete.at.section].append(delete.at.item)
        }
        for reload in ordered(stage.itemReloads, by: { $0.at }) {
            try claimItem(reload.at, id: reload.id, as: .reload, sectionChanges, &claims)
            refreshes[reload.at.section].append((reload.at.item, .reload))
        }
        for reconfigure in ordered(reconfigures, by: { $0.at }) {
            try claimItem(reconfigure.at, id: reconfigure.id, as: .reconfigure, sectionChanges, &claims)
            refreshes[reconfigure.at.section].append((reconfigure.at.item, .reconfigure))
        }
        let moves = ordered(stage.itemMoves, by: { $0.from })
        for move in moves {
            try claimItem(move.from, id: move.id, as: .move, sectionChanges, &claims)
            removals[move.from.section].append(move.from.item)
        }
        return ItemDepartures(removals: removals, refreshes: refreshes, moves: moves)
    }

    func claimItem(
        _ path: ItemPath, id: ItemID, as operation: BatchOperation, _ sectionChanges: [SectionChange],
        _ claims: inout [ItemPath: BatchOperation]
    ) throws(BatchViolation) {
        guard checksRules else { return }
        guard path.section >= 0 && path.section < sectionChanges.count else {
            throw .itemSectionOutOfRange(operation, at: path, sectionCount: sectionChanges.count)
        }
        guard sectionChanges[path.section] == .kept else {
            throw .itemInChangedSection(
                operation, at: path, section: describeIdentifier(outline.sectionID(at: path.section)),
                change: sectionChanges[path.section].operation)
        }
        let count = outline.itemCount(inSection: path.section)
        guard path.item >= 0 && path.item < count else {
            throw .itemOutOfRange(operation, at: path, itemCount: count)
        }
        let actual = outline.itemID(at: path)
        guard actual == id else {
            throw .itemMismatch(operation, at: path, id: describeIdentifier(id), found: describeIdentifier(actual))
        }
        if let earlier = claims[path] { throw .itemClaimedTwice(earlier, then: operation, at: path) }
        claims[path] = operation
    }

    // MARK: - Rule 6: items placed after the stage

    /// Where items arrive: inserts and move targets each in a section that
    /// exists after the stage and is neither inserted, moved nor reloaded,
    /// at no negative position, and no path the target of two.
    func placeItems(
        of stage: Stage<SectionID, ItemID>, departures: ItemDepartures, sections: SectionPlacement
    ) throws(BatchViolation) -> ItemArrivals {
        var arrivals = ItemArrivals(repeating: [], count: max(sections.count, 0))
        var arrivalKinds: [ItemPath: BatchOperation] = [:]
        for insert in ordered(stage.itemInserts, by: { $0.at }) {
            try placeItem(insert.at, from: nil, sections, &arrivalKinds)
            arrivals[insert.at.section].append(
                (insert.at.item, BatchTransition.ItemSource(from: nil, refresh: .none)))
        }
        for move in departures.moves {
            try placeItem(move.to, from: move.from, sections, &arrivalKinds)
            arrivals[move.to.section].append(
                (move.to.item, BatchTransition.ItemSource(from: move.from, refresh: .none)))
        }
        return arrivals
    }

    func placeItem(
        _ path: ItemPath, from: ItemPath?, _ sections: SectionPlacement, _ arrivals: inout [ItemPath: BatchOperation]
    ) throws(BatchViolation) {
        guard checksRules else { return }
        let operation: BatchOperation = from == nil ? .insert : .move
        guard path.section >= 0 && path.section < sections.count else {
            throw .itemDestinationSectionOutOfRange(operation, from: from, to: path, sectionCount: sections.count)
        }
        guard sections.isSettled[path.section] else {
            let section = sections.sources[path.section].map { describeIdentifier(outline.sectionID(at: $0)) } ?? "new"
            throw .itemDestinationInChangedSection(
                operation, from: from, to: path, section: section,
                change: sections.isInserted[path.section] ? .insert : .move)
        }
        guard path.item >= 0 else { throw .negativeItemDestination(operation, from: from, to: path) }
        if let earlier = arrivals[path] { throw .itemDestinationTaken(earlier, then: operation, to: path) }
        arrivals[path] = operation
    }

    // MARK: - Rule 7: the number of items in each section

    /// The number of items in each section after the stage: before −
    /// removed + arrived, which must be what the data holds (``expected``,
    /// UIKit's accounting), with every arrival in range.
    func countItems(
        of stage: Stage<SectionID, ItemID>, departures: ItemDepartures, arrivals: ItemArrivals,
        sections: SectionPlacement
    ) throws(BatchViolation) -> [Int] {
        var itemCounts = [Int](repeating: 0, count: sections.count)
        for insert in sections.inserts { itemCounts[insert.at] = insert.items.count }
        for slot in 0..<sections.count {
            guard let source = sections.sources[slot] else { continue }
            let beforeCount = outline.itemCount(inSection: source)
            let removed = departures.removals[source]
            let arrived = arrivals[slot]
            itemCounts[slot] = beforeCount - removed.count + arrived.count
            if let expected, expected.itemIDs[slot].count != itemCounts[slot] {
                let movesOut = departures.moves.filter { $0.from.section == source }
                throw .itemCountMismatch(
                    section: slot, after: expected.itemIDs[slot].count, before: beforeCount,
                    inserted: arrived.filter { $0.source.from == nil }.count,
                    deleted: removed.count - movesOut.count,
                    movedIn: arrived.filter { $0.source.from.map { $0.section != source } ?? false }.count,
                    movedOut: movesOut.filter { $0.to.section != slot }.count)
            }
            for (item, arrival) in arrived where checksRules && item >= itemCounts[slot] {
                let path = ItemPath(section: slot, item: item)
                throw .itemDestinationOutOfRange(
                    arrival.from == nil ? .insert : .move, from: arrival.from, to: path, itemCount: itemCounts[slot])
            }
        }
        return itemCounts
    }
}
