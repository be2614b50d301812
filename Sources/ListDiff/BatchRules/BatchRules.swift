/// The one engine of batch-update rules: it checks a stage against a list's
/// shape and works out the stage's ``BatchTransition``, or names the first
/// rule the stage breaks as a ``BatchViolation``. Nothing is changed either
/// way, which is what lets a list apply updates atomically.
///
/// ``Plan/apply(to:target:)`` replays plans through it, with the exchange
/// format's sorted-list rule on; HeadlessList checks every batch update
/// through it, with UIKit's accounting (``expected``) for index-based ones.
///
/// The rules, in the order they are checked:
///
/// 1. (``requiresSortedLists``) every list sorted by position, none twice;
/// 2. section deletes, reloads and move sources: in range before the stage,
///    matching identifiers, no section claimed twice;
/// 3. (``expected``) the number of sections adds up;
/// 4. section inserts and move targets: in range after the stage, no index
///    the target of two;
/// 5. item deletes, reloads, reconfigures and move sources: in a section
///    that exists and stays put, in range, matching identifiers, no item
///    claimed twice;
/// 6. item inserts and move targets: in a section that exists after the
///    stage and is neither inserted, moved nor reloaded, no path the target
///    of two;
/// 7. (``expected``) the number of items in each section adds up; every
///    arrival in range;
/// 8. (``checksDuplicateInserts``) no insert repeats an identifier unless
///    the data repeats it that often;
/// 9. (``expected``) the result shows the data's identifiers.
package struct BatchRules<Shape: BatchShape> {
    package typealias SectionID = Shape.SectionID
    package typealias ItemID = Shape.ItemID

    /// The list before the stage.
    package let shape: Shape
    /// Whether every list must be sorted by position, as the exchange format
    /// requires (UIKit does not).
    package var requiresSortedLists = false
    /// What the data holds after an index-based update, for UIKit's
    /// accounting; `nil` for a stage with identifiers.
    package var expected: ExpectedShape<SectionID, ItemID>?
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

    /// Creates the rules for a stage applied to `shape`.
    package init(shape: Shape) {
        self.shape = shape
    }

    /// What a stage does to a section that exists before it.
    enum Fate: UInt8 {
        case kept, deleted, reloaded, moved

        var operation: BatchOperation {
            switch self {
            case .kept, .reloaded: .reload
            case .deleted: .delete
            case .moved: .move
            }
        }
    }

    /// Checks `stage`, with `reconfigures` (items re-bound in place, by their
    /// path before the stage), and returns its transition.
    ///
    /// - Throws: The first rule broken, in the order the type's discussion
    ///   lists them.
    /// - Complexity: O(*s* + *k* log *k*) for *s* sections and *k*
    ///   operations, plus O(*n*) for *n* items when ``expected`` is set or
    ///   the stage inserts and ``checksDuplicateInserts`` is on.
    package func transition(
        of stage: Stage<SectionID, ItemID>, reconfiguring reconfigures: [Placement<ItemPath, ItemID>] = []
    ) throws(BatchViolation) -> BatchTransition {
        if requiresSortedLists && checksRules { try checkSorted(stage) }
        let before = shape.sectionCount

        // Sections, before the stage.
        var fates = [Fate](repeating: .kept, count: before)
        try claimSections(stage.sectionDeletes.map { ($0.at, $0.id) }, as: .deleted, &fates)
        try claimSections(stage.sectionReloads.map { ($0.at, $0.id) }, as: .reloaded, &fates)
        try claimSections(stage.sectionMoves.map { ($0.from, $0.id) }, as: .moved, &fates)

        // The number of sections.
        let after = before - stage.sectionDeletes.count + stage.sectionInserts.count
        if let expected, expected.sectionIDs.count != after {
            throw .sectionCountMismatch(
                after: expected.sectionIDs.count, before: before, inserted: stage.sectionInserts.count,
                deleted: stage.sectionDeletes.count)
        }

        // Sections, after the stage.
        var sources = [Int?](repeating: nil, count: max(after, 0))
        var isPlaced = [Bool](repeating: false, count: max(after, 0))
        var isInserted = [Bool](repeating: false, count: max(after, 0))
        let insertedSections = stage.sectionInserts.sorted { $0.at < $1.at }
        for insert in insertedSections {
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
        var remaining = (0..<before).lazy.filter { fates[$0] == .kept || fates[$0] == .reloaded }.makeIterator()
        for slot in 0..<max(after, 0) where !isPlaced[slot] {
            sources[slot] = remaining.next()
        }
        // A section that items may enter: kept, and not reloaded.
        var isSettled = [Bool](repeating: false, count: max(after, 0))
        for slot in isSettled.indices {
            if let source = sources[slot], fates[source] == .kept { isSettled[slot] = true }
        }

        // Items, before the stage. The lists are walked in order of position
        // so that the first rule broken is the first by position; a trusted
        // stage breaks none, and the transition sorts what it gathers, so its
        // lists are walked as they come: sorting them here, generic over the
        // identifiers, cost a third of applying a plan's stage.
        func ordered<Operation>(_ list: [Operation], by position: (Operation) -> ItemPath) -> [Operation] {
            checksRules ? list.sorted { position($0) < position($1) } : list
        }
        var claims: [ItemPath: BatchOperation] = [:]
        // By section, before the stage (a table keyed by section hashed once
        // per operation).
        var removals = [[Int]](repeating: [], count: before)
        var refreshes = [[(item: Int, refresh: BatchTransition.Refresh)]](repeating: [], count: before)
        for delete in ordered(stage.itemDeletes, by: { $0.at }) {
            try claimItem(delete.at, id: delete.id, as: .delete, fates, &claims)
            removals[delete.at.section].append(delete.at.item)
        }
        for reload in ordered(stage.itemReloads, by: { $0.at }) {
            try claimItem(reload.at, id: reload.id, as: .reload, fates, &claims)
            refreshes[reload.at.section].append((reload.at.item, .reload))
        }
        for reconfigure in ordered(reconfigures, by: { $0.at }) {
            try claimItem(reconfigure.at, id: reconfigure.id, as: .reconfigure, fates, &claims)
            refreshes[reconfigure.at.section].append((reconfigure.at.item, .reconfigure))
        }
        let itemMoves = ordered(stage.itemMoves, by: { $0.from })
        for move in itemMoves {
            try claimItem(move.from, id: move.id, as: .move, fates, &claims)
            removals[move.from.section].append(move.from.item)
        }

        // Items, after the stage: where they arrive.
        var arrivals = [[(item: Int, source: BatchTransition.ItemSource)]](repeating: [], count: max(after, 0))
        var arrivalKinds: [ItemPath: BatchOperation] = [:]
        for insert in ordered(stage.itemInserts, by: { $0.at }) {
            try placeItem(insert.at, from: nil, after: after, sources, isSettled, isInserted, &arrivalKinds)
            arrivals[insert.at.section].append(
                (insert.at.item, BatchTransition.ItemSource(from: nil, refresh: .none)))
        }
        for move in itemMoves {
            try placeItem(move.to, from: move.from, after: after, sources, isSettled, isInserted, &arrivalKinds)
            arrivals[move.to.section].append(
                (move.to.item, BatchTransition.ItemSource(from: move.from, refresh: .none)))
        }

        // The number of items in each section, checked against the data.
        var itemCounts = [Int](repeating: 0, count: after)
        for insert in insertedSections { itemCounts[insert.at] = insert.items.count }
        for slot in 0..<after {
            guard let source = sources[slot] else { continue }
            let beforeCount = shape.itemCount(inSection: source)
            let removed = removals[source]
            let arrived = arrivals[slot]
            itemCounts[slot] = beforeCount - removed.count + arrived.count
            if let expected, expected.itemIDs[slot].count != itemCounts[slot] {
                let movesOut = itemMoves.filter { $0.from.section == source }
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

        if checksDuplicateInserts && checksRules { try checkDuplicateInserts(stage) }

        // The transition.
        var sections = ContiguousArray<BatchTransition.SectionSource>()
        sections.reserveCapacity(after)
        var insertedAt: [Int: SectionInsertion<SectionID, ItemID>] = [:]
        for insert in insertedSections { insertedAt[insert.at] = insert }
        for slot in 0..<after {
            guard let source = sources[slot] else {
                let count = insertedAt[slot]?.items.count ?? 0
                sections.append(
                    BatchTransition.SectionSource(
                        from: nil, isReloaded: false,
                        items: ContiguousArray(
                            repeating: BatchTransition.ItemSource(from: nil, refresh: .none), count: count)))
                continue
            }
            let removed = removals[source].sorted()
            let refreshed = refreshes[source].sorted { $0.item < $1.item }
            let arrived = arrivals[slot].sorted { $0.item < $1.item }
            let isReloaded = fates[source] == .reloaded
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
            for position in 0..<shape.itemCount(inSection: source) {
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
        let transition = BatchTransition(oldSectionCount: before, sections: sections)
        if let expected { try verify(transition, against: expected) }
        return transition
    }

    // MARK: - Sorted lists

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

    // MARK: - Sections

    func claimSections(_ operations: [(at: Int, id: SectionID)], as fate: Fate, _ fates: inout [Fate])
        throws(BatchViolation)
    {
        guard checksRules else {
            for (at, _) in operations { fates[at] = fate }
            return
        }
        for (at, id) in operations.sorted(by: { $0.at < $1.at }) {
            guard at >= 0 && at < fates.count else {
                throw .sectionOutOfRange(fate.operation, at: at, sectionCount: fates.count)
            }
            let actual = shape.sectionID(at: at)
            guard actual == id else {
                throw .sectionMismatch(
                    fate.operation, at: at, id: describeIdentifier(id), found: describeIdentifier(actual))
            }
            guard fates[at] == .kept else {
                throw .sectionClaimedTwice(fates[at].operation, then: fate.operation, at: at)
            }
            fates[at] = fate
        }
    }

    // MARK: - Items

    func claimItem(
        _ path: ItemPath, id: ItemID, as operation: BatchOperation, _ fates: [Fate],
        _ claims: inout [ItemPath: BatchOperation]
    ) throws(BatchViolation) {
        guard checksRules else { return }
        guard path.section >= 0 && path.section < fates.count else {
            throw .itemSectionOutOfRange(operation, at: path, sectionCount: fates.count)
        }
        guard fates[path.section] == .kept else {
            throw .itemInChangedSection(
                operation, at: path, section: describeIdentifier(shape.sectionID(at: path.section)),
                change: fates[path.section].operation)
        }
        let count = shape.itemCount(inSection: path.section)
        guard path.item >= 0 && path.item < count else {
            throw .itemOutOfRange(operation, at: path, itemCount: count)
        }
        let actual = shape.itemID(at: path)
        guard actual == id else {
            throw .itemMismatch(operation, at: path, id: describeIdentifier(id), found: describeIdentifier(actual))
        }
        if let earlier = claims[path] { throw .itemClaimedTwice(earlier, then: operation, at: path) }
        claims[path] = operation
    }

    func placeItem(
        _ path: ItemPath, from: ItemPath?, after: Int, _ sources: [Int?], _ isSettled: [Bool], _ isInserted: [Bool],
        _ arrivals: inout [ItemPath: BatchOperation]
    ) throws(BatchViolation) {
        guard checksRules else { return }
        let operation: BatchOperation = from == nil ? .insert : .move
        guard path.section >= 0 && path.section < after else {
            throw .itemDestinationSectionOutOfRange(operation, from: from, to: path, sectionCount: after)
        }
        guard isSettled[path.section] else {
            let section = sources[path.section].map { describeIdentifier(shape.sectionID(at: $0)) } ?? "new"
            throw .itemDestinationInChangedSection(
                operation, from: from, to: path, section: section, change: isInserted[path.section] ? .insert : .move)
        }
        guard path.item >= 0 else { throw .negativeItemDestination(operation, from: from, to: path) }
        if let earlier = arrivals[path] { throw .itemDestinationTaken(earlier, then: operation, to: path) }
        arrivals[path] = operation
    }

    // MARK: - Identifiers

    /// The result of an index-based update must show the data's identifiers:
    /// an update whose counts add up but that moves the wrong item, or
    /// inserts where the data changed an identifier, is caught here.
    func verify(_ transition: BatchTransition, against expected: ExpectedShape<SectionID, ItemID>)
        throws(BatchViolation)
    {
        for (slot, source) in transition.sections.enumerated() {
            if let from = source.from {
                let actual = shape.sectionID(at: from)
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
                    if let from = origin.from { try check(item, shape.itemID(at: from)) }
                }
            } else if let from = source.from {
                for item in 0..<shape.itemCount(inSection: from) {
                    try check(item, shape.itemID(at: ItemPath(section: from, item: item)))
                }
            }
        }
    }

    /// An insert must not put an identifier in the list a second time, unless
    /// the data itself repeats it that often.
    ///
    /// - Complexity: O(*n* + *k*), for *n* items in the list and *k*
    ///   operations; nothing when nothing is inserted.
    func checkDuplicateInserts(_ stage: Stage<SectionID, ItemID>) throws(BatchViolation) {
        if !stage.sectionInserts.isEmpty {
            var counts: [SectionID: Int] = [:]
            for insert in stage.sectionInserts { counts[insert.id, default: 0] += 1 }
            for section in 0..<shape.sectionCount {
                let id = shape.sectionID(at: section)
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
        for section in 0..<shape.sectionCount {
            for item in 0..<shape.itemCount(inSection: section) {
                let id = shape.itemID(at: ItemPath(section: section, item: item))
                if counts[id] != nil { counts[id, default: 0] += 1 }
            }
        }
        for delete in stage.itemDeletes where counts[delete.id] != nil {
            counts[delete.id, default: 0] -= 1
        }
        for delete in stage.sectionDeletes {
            for item in 0..<shape.itemCount(inSection: delete.at) {
                let id = shape.itemID(at: ItemPath(section: delete.at, item: item))
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
}
