import ListDiff

/// Checks a batch update against UIKit's consistency rules and works out its
/// ``ShapeTransition``. Nothing is changed: a batch that breaks a rule throws
/// before the table touches its state, which is what makes updates atomic.
///
/// The rules are those of the exchange format (section 3 of the spec): every
/// index in range for its index space, no position twice in one list, no
/// section or item in two of delete, reload, reconfigure and move, no item
/// operation in a section that is deleted, inserted, moved or reloaded, every
/// identifier matching its position, no insert duplicating an identifier.
/// With `expected` data (an index-based update), also UIKit's accounting: the
/// number of sections and, per section, the number of items after the update
/// must equal before − deleted + inserted ± moved.
struct BatchChecker<Shape: ListShape> {
    typealias SectionID = Shape.SectionID
    typealias ItemID = Shape.ItemID

    let shape: Shape
    let words: ListWords
    /// What the data holds after the update, for index-based updates.
    let expected: ExpectedShape<SectionID, ItemID>?
    /// How often an identifier may occur after the update: where the data
    /// itself repeats an identifier, inserting a repeat is tolerated.
    let allowedSectionCounts: [SectionID: Int]
    let allowedItemCounts: [ItemID: Int]
    /// Whether to check that inserts repeat no identifier, which costs a
    /// pass over every identifier in the list.
    var checksDuplicateInserts = true

    /// What the update does to a section that exists before it.
    enum Fate: UInt8 {
        case kept, deleted, reloaded, moved

        var verb: String {
            switch self {
            case .kept: "keep"
            case .deleted: "delete"
            case .reloaded: "reload"
            case .moved: "move"
            }
        }

        var participle: String {
            switch self {
            case .kept: "kept"
            case .deleted: "deleted"
            case .reloaded: "reloaded"
            case .moved: "moved"
            }
        }
    }

    /// What the update does to an item that exists before it.
    enum ItemClaim: UInt8 {
        case delete, reload, reconfigure, move

        var verb: String {
            switch self {
            case .delete: "delete"
            case .reload: "reload"
            case .reconfigure: "reconfigure"
            case .move: "move"
            }
        }
    }

    func fail(_ kind: HeadlessListError.Kind, _ message: String) -> HeadlessListError {
        HeadlessListError(kind, message)
    }

    func check(_ batch: UpdateBatch<SectionID, ItemID>) throws(HeadlessListError) -> ShapeTransition {
        let stage = batch.stage
        let before = shape.sectionCount

        // Sections, before the update.
        var fates = [Fate](repeating: .kept, count: before)
        try claimSections(stage.sectionDeletes.map { ($0.at, $0.id) }, as: .deleted, &fates)
        try claimSections(stage.sectionReloads.map { ($0.at, $0.id) }, as: .reloaded, &fates)
        try claimSections(stage.sectionMoves.map { ($0.from, $0.id) }, as: .moved, &fates)

        // The number of sections.
        let after = before - stage.sectionDeletes.count + stage.sectionInserts.count
        if let expected, expected.sectionIDs.count != after {
            throw fail(
                .invalidNumberOfSections,
                "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) after the update (\(expected.sectionIDs.count)) must be equal to the number of sections contained in the \(words.view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(stage.sectionInserts.count) inserted, \(stage.sectionDeletes.count) deleted)."
            )
        }

        // Sections, after the update.
        var sources = [Int?](repeating: nil, count: after)
        var isPlaced = [Bool](repeating: false, count: after)
        var isInserted = [Bool](repeating: false, count: after)
        for insert in stage.sectionInserts.sorted(by: { $0.at < $1.at }) {
            guard insert.at >= 0 && insert.at < after else {
                throw fail(
                    .indexOutOfRange,
                    "attempt to insert section \(insert.at) but there are only \(after) sections after the update")
            }
            guard !isPlaced[insert.at] else {
                throw fail(.repeatedIndex, "attempt to insert section \(insert.at) twice")
            }
            isPlaced[insert.at] = true
            isInserted[insert.at] = true
        }
        for move in stage.sectionMoves.sorted(by: { $0.from < $1.from }) {
            guard move.to >= 0 && move.to < after else {
                throw fail(
                    .indexOutOfRange,
                    "attempt to move section \(move.from) to section \(move.to), but there are only \(after) sections after the update"
                )
            }
            guard !isPlaced[move.to] else {
                throw fail(
                    .conflictingOperations,
                    isInserted[move.to]
                        ? "attempt to insert and move to the same section (\(move.to))"
                        : "attempt to move two sections to the same section (\(move.to))")
            }
            isPlaced[move.to] = true
            sources[move.to] = move.from
        }
        var remaining = (0..<before).lazy.filter { fates[$0] == .kept || fates[$0] == .reloaded }.makeIterator()
        for slot in 0..<after where !isPlaced[slot] {
            sources[slot] = remaining.next()
        }
        // A section that items may enter or leave: kept, and not reloaded.
        var isSettled = [Bool](repeating: false, count: after)
        for slot in 0..<after {
            if let source = sources[slot], fates[source] == .kept { isSettled[slot] = true }
        }

        // Items, before the update.
        var claims: [ItemPath: ItemClaim] = [:]
        var removals: [Int: [Int]] = [:]
        var refreshes: [Int: [(item: Int, refresh: ShapeTransition.Refresh)]] = [:]
        for delete in stage.itemDeletes.sorted(by: { $0.at < $1.at }) {
            try claimItem(delete.at, id: delete.id, as: .delete, fates, &claims)
            removals[delete.at.section, default: []].append(delete.at.item)
        }
        for reload in stage.itemReloads.sorted(by: { $0.at < $1.at }) {
            try claimItem(reload.at, id: reload.id, as: .reload, fates, &claims)
            refreshes[reload.at.section, default: []].append((reload.at.item, .reload))
        }
        for reconfigure in batch.itemReconfigures.sorted(by: { $0.at < $1.at }) {
            try claimItem(reconfigure.at, id: reconfigure.id, as: .reconfigure, fates, &claims)
            refreshes[reconfigure.at.section, default: []].append((reconfigure.at.item, .reconfigure))
        }
        let itemMoves = stage.itemMoves.sorted { $0.from < $1.from }
        for move in itemMoves {
            try claimItem(move.from, id: move.id, as: .move, fates, &claims)
            removals[move.from.section, default: []].append(move.from.item)
        }

        // Items, after the update: where they arrive.
        var arrivals: [Int: [(item: Int, source: ShapeTransition.ItemSource)]] = [:]
        var arrivalKinds: [ItemPath: Bool] = [:]  // true for a move
        for insert in stage.itemInserts.sorted(by: { $0.at < $1.at }) {
            try placeItem(insert.at, from: nil, after: after, isSettled, isInserted, &arrivalKinds)
            arrivals[insert.at.section, default: []].append(
                (insert.at.item, ShapeTransition.ItemSource(from: nil, refresh: .none)))
        }
        for move in itemMoves {
            try placeItem(move.to, from: move.from, after: after, isSettled, isInserted, &arrivalKinds)
            arrivals[move.to.section, default: []].append(
                (move.to.item, ShapeTransition.ItemSource(from: move.from, refresh: .none)))
        }

        // The number of items in each section, checked against the data.
        var itemCounts = [Int](repeating: 0, count: after)
        let insertedSections = stage.sectionInserts.sorted { $0.at < $1.at }
        for insert in insertedSections { itemCounts[insert.at] = insert.items.count }
        for slot in 0..<after {
            guard let source = sources[slot] else { continue }
            let beforeCount = shape.itemCount(inSection: source)
            let removed = removals[source] ?? []
            let arrived = arrivals[slot] ?? []
            itemCounts[slot] = beforeCount - removed.count + arrived.count
            if let expected, expected.itemIDs[slot].count != itemCounts[slot] {
                let inserted = arrived.filter { $0.source.from == nil }.count
                let movedIn = arrived.filter { $0.source.from.map { $0.section != source } ?? false }.count
                let movedOut = itemMoves.filter { $0.from.section == source && $0.to.section != slot }.count
                let deleted = removed.count - itemMoves.filter { $0.from.section == source }.count
                throw fail(
                    .invalidNumberOfItems,
                    "Invalid update: invalid number of \(words.items) in section \(slot). The number of \(words.items) contained in an existing section after the update (\(expected.itemIDs[slot].count)) must be equal to the number of \(words.items) contained in that section before the update (\(beforeCount)), plus or minus the number of \(words.items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(words.items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                )
            }
            for (item, arrival) in arrived where item >= itemCounts[slot] {
                let path = ItemPath(section: slot, item: item)
                throw fail(
                    .indexOutOfRange,
                    arrival.from.map {
                        "attempt to move index path \($0) to index path \(path), but there are only \(itemCounts[slot]) \(words.items) in section \(slot) after the update"
                    }
                        ?? "attempt to insert \(words.item) \(item) into section \(slot), but there are only \(itemCounts[slot]) \(words.items) in section \(slot) after the update"
                )
            }
        }

        if checksDuplicateInserts { try checkDuplicateInserts(stage) }

        // The transition.
        var sections = ContiguousArray<ShapeTransition.SectionSource>()
        sections.reserveCapacity(after)
        var insertedAt: [Int: SectionInsertion<SectionID, ItemID>] = [:]
        for insert in insertedSections { insertedAt[insert.at] = insert }
        for slot in 0..<after {
            guard let source = sources[slot] else {
                let count = insertedAt[slot]?.items.count ?? 0
                sections.append(
                    ShapeTransition.SectionSource(
                        from: nil, isReloaded: false,
                        items: ContiguousArray(
                            repeating: ShapeTransition.ItemSource(from: nil, refresh: .none), count: count)))
                continue
            }
            let removed = removals[source]?.sorted() ?? []
            let refreshed = refreshes[source]?.sorted { $0.item < $1.item } ?? []
            let arrived = arrivals[slot]?.sorted { $0.item < $1.item } ?? []
            let isReloaded = fates[source] == .reloaded
            if removed.isEmpty && refreshed.isEmpty && arrived.isEmpty {
                sections.append(ShapeTransition.SectionSource(from: source, isReloaded: isReloaded, items: nil))
                continue
            }
            var items = ContiguousArray<ShapeTransition.ItemSource>()
            items.reserveCapacity(itemCounts[slot])
            var nextRemoved = 0
            var nextRefreshed = 0
            var nextArrival = 0
            var position = 0
            func appendArrivals() {
                while nextArrival < arrived.count && arrived[nextArrival].item == items.count {
                    items.append(arrived[nextArrival].source)
                    nextArrival += 1
                }
            }
            appendArrivals()
            let beforeCount = shape.itemCount(inSection: source)
            while position < beforeCount {
                if nextRemoved < removed.count && removed[nextRemoved] == position {
                    nextRemoved += 1
                    position += 1
                    continue
                }
                var refresh = ShapeTransition.Refresh.none
                if nextRefreshed < refreshed.count && refreshed[nextRefreshed].item == position {
                    refresh = refreshed[nextRefreshed].refresh
                    nextRefreshed += 1
                }
                items.append(
                    ShapeTransition.ItemSource(from: ItemPath(section: source, item: position), refresh: refresh))
                position += 1
                appendArrivals()
            }
            appendArrivals()
            sections.append(ShapeTransition.SectionSource(from: source, isReloaded: isReloaded, items: items))
        }
        let transition = ShapeTransition(oldSectionCount: before, sections: sections)
        if let expected { try verify(transition, against: expected) }
        return transition
    }

    // MARK: - Sections

    func claimSections(_ operations: [(at: Int, id: SectionID)], as fate: Fate, _ fates: inout [Fate])
        throws(HeadlessListError)
    {
        for (at, id) in operations.sorted(by: { $0.at < $1.at }) {
            guard at >= 0 && at < fates.count else {
                throw fail(
                    .indexOutOfRange,
                    "attempt to \(fate.verb) section \(at), but there are only \(fates.count) sections before the update"
                )
            }
            let actual = shape.sectionID(at: at)
            guard actual == id else {
                throw fail(
                    .identifierMismatch,
                    "attempt to \(fate.verb) section \(at) (\(describeID(id))), but the section there is \(describeID(actual))"
                )
            }
            switch fates[at] {
            case .kept:
                fates[at] = fate
            case fate:
                throw fail(.repeatedIndex, "attempt to \(fate.verb) section \(at) twice")
            case let earlier:
                throw fail(
                    .conflictingOperations, "attempt to \(earlier.verb) and \(fate.verb) the same section (\(at))")
            }
        }
    }

    // MARK: - Items

    func claimItem(
        _ path: ItemPath, id: ItemID, as claim: ItemClaim, _ fates: [Fate], _ claims: inout [ItemPath: ItemClaim]
    ) throws(HeadlessListError) {
        guard path.section >= 0 && path.section < fates.count else {
            throw fail(
                .indexOutOfRange,
                "attempt to \(claim.verb) \(words.item) \(path.item) from section \(path.section), but there are only \(fates.count) sections before the update"
            )
        }
        guard fates[path.section] == .kept else {
            throw fail(
                .itemOperationInChangedSection,
                "attempt to \(claim.verb) \(words.item) \(path.item) from section \(path.section), which is being \(fates[path.section].participle) in the same update"
            )
        }
        let count = shape.itemCount(inSection: path.section)
        guard path.item >= 0 && path.item < count else {
            throw fail(
                .indexOutOfRange,
                "attempt to \(claim.verb) \(words.item) \(path.item) from section \(path.section) which only contains \(count) \(words.items) before the update"
            )
        }
        let actual = shape.itemID(at: path)
        guard actual == id else {
            throw fail(
                .identifierMismatch,
                "attempt to \(claim.verb) \(words.item) \(path.item) from section \(path.section) (\(describeID(id))), but the \(words.item) there is \(describeID(actual))"
            )
        }
        if let earlier = claims[path] {
            if earlier == claim {
                throw fail(.repeatedIndex, "attempt to \(claim.verb) the same index path twice (\(path))")
            }
            if claim == .move {
                throw fail(
                    .conflictingOperations,
                    "attempt to perform a \(earlier.verb) and a move from the same index path (\(path))"
                )
            }
            throw fail(
                .conflictingOperations, "attempt to \(earlier.verb) and \(claim.verb) the same index path (\(path))")
        }
        claims[path] = claim
    }

    func placeItem(
        _ path: ItemPath, from: ItemPath?, after: Int, _ isSettled: [Bool], _ isInserted: [Bool],
        _ arrivals: inout [ItemPath: Bool]
    ) throws(HeadlessListError) {
        // The start of the message, made only when there is an error to
        // report: this runs for every insert and move.
        func what() -> String {
            from.map { "attempt to move index path \($0) to index path \(path)" }
                ?? "attempt to insert \(words.item) \(path.item) into section \(path.section)"
        }
        guard path.section >= 0 && path.section < after else {
            throw fail(.indexOutOfRange, "\(what()), but there are only \(after) sections after the update")
        }
        guard isSettled[path.section] else {
            let change = isInserted[path.section] ? "inserted" : "moved or reloaded"
            throw fail(
                .itemOperationInChangedSection,
                "\(what()), but section \(path.section) is being \(change) in the same update")
        }
        guard path.item >= 0 else {
            throw fail(.indexOutOfRange, "\(what()), but \(words.item) \(path.item) is not a valid index")
        }
        if let earlierIsMove = arrivals[path] {
            let isMove = from != nil
            throw fail(
                earlierIsMove == isMove ? .repeatedIndex : .conflictingOperations,
                earlierIsMove != isMove
                    ? "attempt to perform an insert and a move to the same index path (\(path))"
                    : isMove
                        ? "attempt to move two \(words.items) to the same index path (\(path))"
                        : "attempt to insert the same index path twice (\(path))")
        }
        arrivals[path] = from != nil
    }

    // MARK: - Identifiers

    /// The result of an index-based update must show the data's identifiers:
    /// an update whose counts add up but that moves the wrong item, or
    /// inserts where the data changed an identifier, is caught here.
    func verify(_ transition: ShapeTransition, against expected: ExpectedShape<SectionID, ItemID>)
        throws(HeadlessListError)
    {
        for (slot, source) in transition.sections.enumerated() {
            if let from = source.from {
                let actual = shape.sectionID(at: from)
                guard actual == expected.sectionIDs[slot] else {
                    throw fail(
                        .identifierMismatch,
                        "Invalid update: section \(slot) after the update would be \(describeID(actual)), but the data has \(describeID(expected.sectionIDs[slot])) there"
                    )
                }
            }
            let expectedItems = expected.itemIDs[slot]
            func check(_ item: Int, _ actual: ItemID) throws(HeadlessListError) {
                guard actual == expectedItems[item] else {
                    throw fail(
                        .identifierMismatch,
                        "Invalid update: \(words.item) \(ItemPath(section: slot, item: item)) after the update would be \(describeID(actual)), but the data has \(describeID(expectedItems[item])) there"
                    )
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
    func checkDuplicateInserts(_ stage: Stage<SectionID, ItemID>) throws(HeadlessListError) {
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
                throw fail(
                    .duplicateInsert,
                    "attempt to insert section \(insert.at) (\(describeID(insert.id))), but \(describeID(insert.id)) is already in the \(words.view)"
                )
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
        func check(_ id: ItemID, _ place: @autoclosure () -> String) throws(HeadlessListError) {
            if counts[id, default: 0] > max(allowedItemCounts[id, default: 0], 1) {
                throw fail(
                    .duplicateInsert,
                    "attempt to insert \(place()) (\(describeID(id))), but \(describeID(id)) is already in the \(words.view)"
                )
            }
        }
        for insert in stage.itemInserts.sorted(by: { $0.at < $1.at }) {
            try check(insert.id, "\(words.item) \(insert.at.item) into section \(insert.at.section)")
        }
        for insert in stage.sectionInserts.sorted(by: { $0.at < $1.at }) {
            for (index, id) in insert.items.enumerated() {
                try check(id, "\(words.item) \(index) into section \(insert.at)")
            }
        }
    }
}
