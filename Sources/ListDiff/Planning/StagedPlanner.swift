/// Builds the staged plan between two sectioned snapshots.
///
/// The plan has at most four stages, each dropped when empty:
///
/// - **A, open**: inserts the sections that items will move into (an item
///   cannot move into a section inserted in the same batch) and, when no
///   later stage can, reloads items that will move and changed.
/// - **B, main**: every item delete, insert and move, and the reloads of items
///   that stay; plus every section operation on a section that no item
///   operation of this stage touches.
/// - **C, close**: deletes the sections items moved out of, moves the
///   sections items moved in or out of, reloads changed sections that item
///   operations touched in B (so their refresh covers the items moved in), and
///   reloads items that moved and changed, at their new positions.
/// - **D, finish**: reloads sections that were both moved and changed in C
///   (a batch cannot move and reload one section).
///
/// Section positions between stages are chosen so that the sections that do
/// not move keep their order throughout: an inserted or early-moved section
/// is placed right after the last unmoved section that precedes it in the new
/// snapshot. That keeps every count at the minimum.
@usableFromInline
struct StagedPlanner<Snapshot: DiffableSection> {
    @usableFromInline typealias SectionID = Snapshot.ID
    @usableFromInline typealias ItemID = Snapshot.Item.ID

    /// Stage numbers.
    @usableFromInline static var open: Int { 0 }
    @usableFromInline static var main: Int { 1 }
    @usableFromInline static var close: Int { 2 }
    @usableFromInline static var finish: Int { 3 }
    /// No stage: the operation is not needed.
    @usableFromInline static var none: Int { -1 }

    @usableFromInline let old: [Snapshot]
    @usableFromInline let new: [Snapshot]

    /// Where each section's items start in the flattened item arrays; one
    /// extra entry holds the total.
    @usableFromInline var oldItemStart: [Int] = []
    @usableFromInline var newItemStart: [Int] = []
    /// The section of each flattened item.
    @usableFromInline var oldSectionOfItem: [Int] = []
    @usableFromInline var newSectionOfItem: [Int] = []

    @usableFromInline var sections: IdentifierMatching
    @usableFromInline var items: IdentifierMatching

    @inlinable
    init(old: [Snapshot], new: [Snapshot]) {
        self.old = old
        self.new = new
        sections = IdentifierMatching(old: old, new: new)
        var oldItemIDs: [BareIdentifier<ItemID>] = []
        var newItemIDs: [BareIdentifier<ItemID>] = []
        Self.flatten(old, ids: &oldItemIDs, start: &oldItemStart, sectionOfItem: &oldSectionOfItem)
        Self.flatten(new, ids: &newItemIDs, start: &newItemStart, sectionOfItem: &newSectionOfItem)
        items = IdentifierMatching(old: oldItemIDs, new: newItemIDs)
    }

    @inlinable
    static func flatten(
        _ snapshot: [Snapshot], ids: inout [BareIdentifier<ItemID>], start: inout [Int], sectionOfItem: inout [Int]
    ) {
        start.reserveCapacity(snapshot.count + 1)
        let total = snapshot.reduce(0) { $0 + $1.items.count }
        ids.reserveCapacity(total)
        sectionOfItem.reserveCapacity(total)
        for (index, section) in snapshot.enumerated() {
            start.append(ids.count)
            for item in section.items {
                ids.append(BareIdentifier(item.id))
                sectionOfItem.append(index)
            }
        }
        start.append(ids.count)
    }

    /// Computes the stages.
    ///
    /// - Complexity: O(*n* + *m*) expected, plus O(*k* log *k*) for the
    ///   moves and the sorting of operations, where *n* and *m* count the old
    ///   and new sections and items and *k* the operations.
    @inlinable
    func stages() -> (stages: [Stage<SectionID, ItemID>], sources: [StageSources]) {
        let sectionKept = longestIncreasingSubsequence(sections.newToOld)
        var sectionChanged = [Bool](repeating: false, count: new.count)
        for (t, s) in sections.newToOld.enumerated() where s >= 0 {
            sectionChanged[t] = !new[t].isContentEqual(to: old[s])
        }

        // Items that stay in their section keep a longest increasing run of
        // their old positions; the rest of them move.
        var staying = [Int](repeating: -1, count: items.newToOld.count)
        for (g, f) in items.newToOld.enumerated() where f >= 0 {
            if sections.oldToNew[oldSectionOfItem[f]] == newSectionOfItem[g] { staying[g] = f }
        }
        // Each old section's items, read once: reading them through the
        // section for every item retains and releases the array each time.
        let oldItems = old.map(\.items)

        // Content changes that need an item reload: not when the item's
        // section is reloaded anyway.
        var itemChanged = [Bool](repeating: false, count: staying.count)
        for t in new.indices {
            let newItems = new[t].items
            let sectionReloaded = sections.newToOld[t] >= 0 && sectionChanged[t]
            guard !sectionReloaded else { continue }
            for g in newItemStart[t]..<newItemStart[t + 1] {
                let f = items.newToOld[g]
                guard f >= 0 else { continue }
                let s = oldSectionOfItem[f]
                itemChanged[g] = !newItems[g - newItemStart[t]].isContentEqual(to: oldItems[s][f - oldItemStart[s]])
            }
        }
        var itemKept = [Bool](repeating: false, count: staying.count)
        for t in new.indices where sections.newToOld[t] >= 0 {
            let range = newItemStart[t]..<newItemStart[t + 1]
            markLongestIncreasingSubsequence(staying, in: range, into: &itemKept)
            preferKeepingChanged(staying, in: range, &itemKept) { itemChanged[$0] }
        }

        // Which sections the item operations of the main stage touch.
        var touchedOld = [Bool](repeating: false, count: old.count)
        var touchedNew = [Bool](repeating: false, count: new.count)
        for (f, g) in items.oldToNew.enumerated() where g < 0 {
            let s = oldSectionOfItem[f]
            if sections.oldToNew[s] >= 0 { touchedOld[s] = true }
        }
        for t in new.indices {
            let sectionSurvives = sections.newToOld[t] >= 0
            for g in newItemStart[t]..<newItemStart[t + 1] {
                let f = items.newToOld[g]
                if f < 0 {
                    if sectionSurvives { touchedNew[t] = true }
                    continue
                }
                let s = oldSectionOfItem[f]
                if !itemKept[g] {
                    touchedOld[s] = true
                    touchedNew[t] = true
                } else if itemChanged[g] {
                    touchedOld[s] = true
                }
            }
        }

        // The stage of each section operation.
        var deleteStage = [Int](repeating: Self.none, count: old.count)
        for (s, t) in sections.oldToNew.enumerated() where t < 0 {
            deleteStage[s] = touchedOld[s] ? Self.close : Self.main
        }
        var insertStage = [Int](repeating: Self.none, count: new.count)
        var moveStage = [Int](repeating: Self.none, count: new.count)
        var reloadStage = [Int](repeating: Self.none, count: new.count)
        for (t, s) in sections.newToOld.enumerated() {
            guard s >= 0 else {
                insertStage[t] = touchedNew[t] ? Self.open : Self.main
                continue
            }
            let touched = touchedOld[s] || touchedNew[t]
            let moved = !sectionKept[t]
            if moved { moveStage[t] = touched ? Self.close : Self.main }
            if sectionChanged[t] {
                if moved {
                    reloadStage[t] = touched ? Self.finish : Self.close
                } else {
                    reloadStage[t] = touched ? Self.close : Self.main
                }
            }
        }
        // When the open stage runs anyway, a section that moves, changes and
        // is touched by item operations can move there and be reloaded in the
        // close stage, which saves the finish stage.
        if insertStage.contains(Self.open) {
            for t in new.indices where moveStage[t] == Self.close && reloadStage[t] == Self.finish {
                moveStage[t] = Self.open
                reloadStage[t] = Self.close
            }
        }
        let hasFinish = reloadStage.contains(Self.finish)

        // Section positions after the open stage and after the main stage.
        let afterOpen = layout(
            oldPresent: { s in
                let t = sections.oldToNew[s]
                return t < 0 || moveStage[t] != Self.open
            },
            newPlaced: { insertStage[$0] == Self.open || moveStage[$0] == Self.open },
            sectionKept: sectionKept)
        let afterMain = layout(
            oldPresent: { s in
                let t = sections.oldToNew[s]
                return t < 0 ? deleteStage[s] != Self.main : moveStage[t] != Self.main && moveStage[t] != Self.open
            },
            newPlaced: { t in
                sections.newToOld[t] < 0 || moveStage[t] == Self.main || moveStage[t] == Self.open
            },
            sectionKept: sectionKept)

        var stages = [Stage<SectionID, ItemID>](repeating: Stage(), count: 4)
        // Where each insert and refresh takes its content in `new`, parallel
        // to the stages' lists.
        var sources = [StageSources](repeating: StageSources(), count: 4)

        // Section operations.
        for (s, stage) in deleteStage.enumerated() where stage != Self.none {
            let at = stage == Self.main ? afterOpen.indexOfOld[s] : afterMain.indexOfOld[s]
            stages[stage].sectionDeletes.append(Placement(at: at, id: old[s].id))
        }
        for (t, stage) in insertStage.enumerated() where stage != Self.none {
            let section = new[t]
            var ids: [ItemID] = []
            var positions: [Int] = []
            for (j, item) in section.items.enumerated() where items.newToOld[newItemStart[t] + j] < 0 {
                ids.append(item.id)
                positions.append(j)
            }
            let at = stage == Self.open ? afterOpen.indexOfNew[t] : afterMain.indexOfNew[t]
            stages[stage].sectionInserts.append(SectionInsertion(at: at, id: section.id, items: ids))
            sources[stage].sectionInserts.append(t)
            sources[stage].sectionInsertItems.append(positions)
        }
        for (t, stage) in moveStage.enumerated() where stage != Self.none {
            let s = sections.newToOld[t]
            let move: Relocation<Int, SectionID>
            switch stage {
            case Self.open: move = Relocation(from: s, to: afterOpen.indexOfNew[t], id: new[t].id)
            case Self.main: move = Relocation(from: afterOpen.indexOfOld[s], to: afterMain.indexOfNew[t], id: new[t].id)
            default: move = Relocation(from: afterMain.indexOfOld[s], to: t, id: new[t].id)
            }
            stages[stage].sectionMoves.append(move)
        }
        for (t, stage) in reloadStage.enumerated() where stage != Self.none {
            let s = sections.newToOld[t]
            let at: Int
            switch stage {
            case Self.main: at = afterOpen.indexOfOld[s]
            case Self.close: at = afterMain.indexOfOld[s]
            default: at = t
            }
            stages[stage].sectionReloads.append(Placement(at: at, id: new[t].id))
            sources[stage].sectionReloads.append(t)
        }

        // Item operations.
        for (f, g) in items.oldToNew.enumerated() where g < 0 {
            let s = oldSectionOfItem[f]
            guard sections.oldToNew[s] >= 0 else { continue }  // goes with its section
            let at = ItemPath(section: afterOpen.indexOfOld[s], item: f - oldItemStart[s])
            stages[Self.main].itemDeletes.append(Placement(at: at, id: oldItems[s][at.item].id))
        }
        for t in new.indices {
            let newItems = new[t].items
            let sectionSurvives = sections.newToOld[t] >= 0
            for g in newItemStart[t]..<newItemStart[t + 1] {
                let j = g - newItemStart[t]
                let id = newItems[j].id
                let source = ItemPath(section: t, item: j)
                let f = items.newToOld[g]
                if f < 0 {
                    if sectionSurvives {
                        let at = ItemPath(section: afterMain.indexOfNew[t], item: j)
                        stages[Self.main].itemInserts.append(Placement(at: at, id: id))
                        sources[Self.main].itemInserts.append(source)
                    }
                    continue
                }
                let s = oldSectionOfItem[f]
                let i = f - oldItemStart[s]
                let from = ItemPath(section: afterOpen.indexOfOld[s], item: i)
                if itemKept[g] {
                    if itemChanged[g] {
                        stages[Self.main].itemReloads.append(Placement(at: from, id: id))
                        sources[Self.main].itemReloads.append(source)
                    }
                    continue
                }
                let to = ItemPath(section: afterMain.indexOfNew[t], item: j)
                stages[Self.main].itemMoves.append(Relocation(from: from, to: to, id: id))
                guard itemChanged[g] else { continue }
                if !sectionSurvives || moveStage[t] != Self.close {
                    stages[Self.close].itemReloads.append(Placement(at: to, id: id))
                    sources[Self.close].itemReloads.append(source)
                } else if hasFinish || sections.oldToNew[s] >= 0 && moveStage[sections.oldToNew[s]] == Self.open {
                    // The open stage cannot reload an item in a section it moves.
                    let at = ItemPath(section: t, item: j)
                    stages[Self.finish].itemReloads.append(Placement(at: at, id: id))
                    sources[Self.finish].itemReloads.append(source)
                } else {
                    let at = ItemPath(section: s, item: i)
                    stages[Self.open].itemReloads.append(Placement(at: at, id: id))
                    sources[Self.open].itemReloads.append(source)
                }
            }
        }

        for index in stages.indices {
            stages[index].sortOperations(&sources[index])
        }
        let kept = stages.indices.filter { !stages[$0].isEmpty }
        return (kept.map { stages[$0] }, kept.map { sources[$0] })
    }

    /// Section positions in an intermediate snapshot.
    @usableFromInline
    struct Layout {
        /// The position of each old section, or -1 if it is not there.
        @usableFromInline var indexOfOld: [Int]
        /// The position of each new section, or -1 if it is not there.
        @usableFromInline var indexOfNew: [Int]

        @inlinable
        init(indexOfOld: [Int], indexOfNew: [Int]) {
            self.indexOfOld = indexOfOld
            self.indexOfNew = indexOfNew
        }
    }

    /// Lays out the old sections for which `oldPresent` holds, in old order,
    /// and places each new section for which `newPlaced` holds right after
    /// the last unmoved section that precedes it in the new snapshot.
    ///
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new sections.
    @inlinable
    func layout(
        oldPresent: (Int) -> Bool, newPlaced: (Int) -> Bool, sectionKept: [Bool]
    ) -> Layout {
        var result = Layout(
            indexOfOld: [Int](repeating: -1, count: old.count),
            indexOfNew: [Int](repeating: -1, count: new.count))
        var position = 0
        // Places the new sections between an unmoved section (or the start)
        // and the next unmoved one.
        func placeGroup(after anchor: Int) {
            var t = anchor + 1
            while t < new.count && !sectionKept[t] {
                if newPlaced(t) {
                    result.indexOfNew[t] = position
                    let s = sections.newToOld[t]
                    if s >= 0 { result.indexOfOld[s] = position }
                    position += 1
                }
                t += 1
            }
        }
        placeGroup(after: -1)
        for s in old.indices where oldPresent(s) {
            result.indexOfOld[s] = position
            let t = sections.oldToNew[s]
            if t >= 0 { result.indexOfNew[t] = position }
            position += 1
            if t >= 0 && sectionKept[t] { placeGroup(after: t) }
        }
        return result
    }
}

extension Stage {
    /// Sorts every list by position, as the exchange format requires, with
    /// the sources that run parallel to some of them.
    @inlinable
    mutating func sortOperations(_ sources: inout StageSources) {
        sectionDeletes.sort { $0.at < $1.at }
        sortTogether(&sectionInserts, &sources.sectionInserts, &sources.sectionInsertItems) { $0.at }
        sectionMoves.sort { $0.from < $1.from }
        sortTogether(&sectionReloads, &sources.sectionReloads) { $0.at }
        itemDeletes.sort { $0.at < $1.at }
        sortTogether(&itemInserts, &sources.itemInserts) { $0.at }
        itemMoves.sort { $0.from < $1.from }
        sortTogether(&itemReloads, &sources.itemReloads) { $0.at }
    }
}

/// Sorts `operations` by `position`, and `sources` (and `more`, when given)
/// in the same order.
///
/// - Complexity: O(*k*) when already sorted, as the planner's lists mostly
///   are; O(*k* log *k*) otherwise.
@inlinable
func sortTogether<Operation, Source, More, Position: Comparable>(
    _ operations: inout [Operation], _ sources: inout [Source], _ more: inout [More],
    by position: (Operation) -> Position
) {
    guard zip(operations, operations.dropFirst()).contains(where: { position($0) > position($1) }) else { return }
    let order = operations.indices.sorted { position(operations[$0]) < position(operations[$1]) }
    operations = order.map { operations[$0] }
    sources = order.map { sources[$0] }
    if !more.isEmpty { more = order.map { more[$0] } }
}

/// Sorts `operations` by `position`, and `sources` in the same order.
@inlinable
func sortTogether<Operation, Source, Position: Comparable>(
    _ operations: inout [Operation], _ sources: inout [Source], by position: (Operation) -> Position
) {
    var none: [Never] = []
    sortTogether(&operations, &sources, &none, by: position)
}

extension Plan {
    /// Computes the minimal staged plan that turns the sections `old` into
    /// `new`, as the exchange format's section 3 defines it.
    ///
    /// Sections and items are matched by identifier; items are matched across
    /// the whole snapshot, so an item can move from one section to another,
    /// into a section being inserted or out of one being deleted. The plan:
    ///
    /// - deletes and inserts only what is absent from the other snapshot
    ///   (items inside a deleted or inserted section go with it);
    /// - moves every item that changes section, and otherwise only the
    ///   sections and items outside a longest increasing subsequence of
    ///   positions: rotating a list by one is one move;
    /// - reloads only sections and items whose content changed, and no item
    ///   whose section is reloaded anyway;
    /// - splits the work into the fewest stages the batch-update rules allow
    ///   for this structure (at most four; one for most changes).
    ///
    /// Duplicate identifiers never trap and still give a valid plan: the
    /// *k*-th occurrence of an identifier in `old` pairs with its *k*-th
    /// occurrence in `new`.
    ///
    /// ```swift
    /// let plan = Plan(from: oldSections, to: newSections)
    /// for stage in plan.stages { /* one performBatchUpdates per stage */ }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The sections before the change.
    ///   - new: The sections after the change.
    /// - Complexity: O(*n* + *m*) expected for matching, where *n* and *m*
    ///   count the old and new sections and items, plus O(*k* log *k*) for the
    ///   moves and the ordering of *k* operations; O(*n* + *m*) memory.
    @inlinable
    public init<Snapshot: DiffableSection>(from old: [Snapshot], to new: [Snapshot])
    where Snapshot.ID == SectionID, Snapshot.Item.ID == ItemID {
        let planned = StagedPlanner(old: old, new: new).stages()
        self.init(stages: planned.stages, sources: planned.sources)
    }
}
