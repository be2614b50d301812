/// One of the plan's four batch updates. Every section and item operation is
/// assigned to one slot; empty slots are dropped from the plan.
@usableFromInline
enum StageRole: Int, CaseIterable {
    /// **A, open**: inserts the sections that items will move into (an item
    /// cannot move into a section inserted in the same batch) and, when no
    /// later stage can, reloads items that will move and changed.
    case open
    /// **B, main**: every item delete, insert and move, and the reloads of
    /// items that stay; plus every section operation on a section that no
    /// item operation of this stage touches.
    case main
    /// **C, close**: deletes the sections items moved out of, moves the
    /// sections items moved in or out of, reloads changed sections that item
    /// operations touched in B (so their refresh covers the items moved in),
    /// and reloads items that moved and changed, at their new positions.
    case close
    /// **D, finish**: reloads sections that were both moved and changed in C
    /// (a batch cannot move and reload one section).
    case finish
}

/// Builds the staged plan between two sectioned snapshots, in passes:
///
/// 1. ``decideSections()``: which sections stay in place (a longest
///    increasing run of old positions) and which changed content;
/// 2. ``decideItems(_:)``: which items stay in place in their section,
///    which changed content, and which need a reload of their own;
/// 3. ``findTouchedSections(_:_:)``: which sections the main stage's item
///    operations touch;
/// 4. ``assignSectionSlots(_:_:)``: the stage of every section operation;
/// 5. ``placeSections(_:_:)``: section positions after the open and the
///    main stage;
/// 6. ``emitSectionOperations(_:_:_:)`` and 7. ``emitItemOperations(_:_:_:_:)``:
///    the operations, with their positions in each stage's index spaces and
///    the position in `new` each insert and refresh takes its content from;
/// 8. every list sorted by position, empty stages dropped.
///
/// Section positions between stages are chosen so that the sections that do
/// not move keep their order throughout: an inserted or early-moved section
/// is placed right after the last unmoved section that precedes it in the new
/// snapshot. That keeps every count at the minimum.
///
/// Index names, throughout: `s` an old section, `t` a new section, `f` an
/// old item and `g` a new item in the flattened item arrays, `i` and `j` an
/// item's index within its old and new section.
@usableFromInline
struct StagedPlanner<Snapshot: DiffableSection> {
    @usableFromInline typealias SectionID = Snapshot.ID
    @usableFromInline typealias ItemID = Snapshot.Item.ID

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
    /// Each old section's items, read once: reading them through the section
    /// for every item retains and releases the array each time.
    @usableFromInline var oldItems: [[Snapshot.Item]]

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
        oldItems = old.map(\.items)
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

    /// Computes the stages and the sources of their inserts and refreshes.
    ///
    /// - Complexity: O(*n* + *m*) expected, plus O(*k* log *k*) for the
    ///   moves and the sorting of operations, where *n* and *m* count the old
    ///   and new sections and items and *k* the operations.
    @inlinable
    func stages() -> (stages: [Stage<SectionID, ItemID>], sources: [StageSources]) {
        let sectionDecisions = decideSections()
        let itemDecisions = decideItems(sectionDecisions)
        let touched = findTouchedSections(itemDecisions.kept, itemDecisions.changed)
        let slots = assignSectionSlots(sectionDecisions, touched)
        let positions = placeSections(slots, sectionDecisions.kept)
        var output = StageOutput()
        emitSectionOperations(slots, positions, &output)
        emitItemOperations(itemDecisions, slots, positions, &output)
        return output.finish()
    }

    // MARK: - Pass 1: sections

    /// What passes 1 and 2 decide for each new section `t`, or each new
    /// item `g`.
    @usableFromInline
    struct Decisions {
        /// Whether it stays in place: its old position is part of a longest
        /// increasing run (for an item, within the section it stays in). The
        /// others that survive move.
        @usableFromInline var kept: [Bool]
        /// Whether it survives and its content changed; for an item, only
        /// when its section is not reloaded anyway (which would refresh it).
        @usableFromInline var changed: [Bool]

        @inlinable
        init(kept: [Bool], changed: [Bool]) {
            self.kept = kept
            self.changed = changed
        }
    }

    /// Pass 1: the sections that keep their place, and those whose content
    /// changed.
    @inlinable
    func decideSections() -> Decisions {
        let kept = longestIncreasingSubsequence(Array(sections.newToOld))
        var changed = [Bool](repeating: false, count: new.count)
        for (t, s) in sections.newToOld.enumerated() where s >= 0 {
            changed[t] = !new[t].isContentEqual(to: old[s])
        }
        return Decisions(kept: kept, changed: changed)
    }

    // MARK: - Pass 2: items

    /// Pass 2: items that stay in their section keep a longest increasing run
    /// of their old positions (preferring, among runs as long, one that
    /// leaves changed items in place); the rest of the survivors move.
    @inlinable
    func decideItems(_ sectionDecisions: Decisions) -> Decisions {
        // The old position of each new item that stays in its section.
        var staying = [Int](repeating: -1, count: items.newToOld.count)
        for (g, f) in items.newToOld.enumerated() where f >= 0 {
            if sections.oldToNew[oldSectionOfItem[f]] == newSectionOfItem[g] { staying[g] = f }
        }
        // Content changes that need an item reload: not when the item's
        // section is reloaded anyway.
        var changed = [Bool](repeating: false, count: staying.count)
        for t in new.indices {
            let newItems = new[t].items
            let sectionReloaded = sections.newToOld[t] >= 0 && sectionDecisions.changed[t]
            guard !sectionReloaded else { continue }
            for g in newItemStart[t]..<newItemStart[t + 1] {
                let f = items.newToOld[g]
                guard f >= 0 else { continue }
                let s = oldSectionOfItem[f]
                changed[g] = !newItems[g - newItemStart[t]].isContentEqual(to: oldItems[s][f - oldItemStart[s]])
            }
        }
        var kept = [Bool](repeating: false, count: staying.count)
        for t in new.indices where sections.newToOld[t] >= 0 {
            let range = newItemStart[t]..<newItemStart[t + 1]
            markLongestIncreasingSubsequence(staying, in: range, into: &kept)
            preferKeepingChanged(staying, in: range, &kept) { changed[$0] }
        }
        return Decisions(kept: kept, changed: changed)
    }

    // MARK: - Pass 3: touched sections

    /// Which sections the main stage's item operations touch: an old section
    /// `s` an item leaves, is deleted from or is reloaded in, and a new
    /// section `t` an item enters or is inserted into.
    @usableFromInline
    struct TouchedSections {
        @usableFromInline var old: [Bool]
        @usableFromInline var new: [Bool]

        @inlinable
        init(old: [Bool], new: [Bool]) {
            self.old = old
            self.new = new
        }
    }

    /// Pass 3: the sections that item operations of the main stage touch.
    /// Those must not be moved, inserted or reloaded in the same stage.
    @inlinable
    func findTouchedSections(_ itemKept: [Bool], _ itemChanged: [Bool]) -> TouchedSections {
        var touched = TouchedSections(
            old: [Bool](repeating: false, count: old.count), new: [Bool](repeating: false, count: new.count))
        for (f, g) in items.oldToNew.enumerated() where g < 0 {
            let s = oldSectionOfItem[f]
            if sections.oldToNew[s] >= 0 { touched.old[s] = true }
        }
        for t in new.indices {
            let sectionSurvives = sections.newToOld[t] >= 0
            for g in newItemStart[t]..<newItemStart[t + 1] {
                let f = items.newToOld[g]
                if f < 0 {
                    if sectionSurvives { touched.new[t] = true }
                    continue
                }
                let s = oldSectionOfItem[f]
                if !itemKept[g] {
                    touched.old[s] = true
                    touched.new[t] = true
                } else if itemChanged[g] {
                    touched.old[s] = true
                }
            }
        }
        return touched
    }

    // MARK: - Pass 4: the stage of each section operation

    /// The stage of every section operation; `nil` where the operation is
    /// not needed.
    @usableFromInline
    struct SectionSlots {
        /// For each old section `s`, the stage that deletes it.
        @usableFromInline var delete: [StageRole?]
        /// For each new section `t`, the stages that insert, move and reload
        /// it.
        @usableFromInline var insert: [StageRole?]
        @usableFromInline var move: [StageRole?]
        @usableFromInline var reload: [StageRole?]

        @inlinable
        init(oldCount: Int, newCount: Int) {
            delete = [StageRole?](repeating: nil, count: oldCount)
            insert = [StageRole?](repeating: nil, count: newCount)
            move = [StageRole?](repeating: nil, count: newCount)
            reload = [StageRole?](repeating: nil, count: newCount)
        }

        /// Whether some section is reloaded in the finish stage.
        @inlinable
        var hasFinish: Bool { reload.contains(.finish) }
    }

    /// Pass 4: an untouched section is deleted, inserted, moved or reloaded
    /// in the main stage; a touched one is inserted before it (open), and
    /// deleted, moved or reloaded after it (close), a moved and changed one
    /// reloaded after that (finish).
    @inlinable
    func assignSectionSlots(_ sectionDecisions: Decisions, _ touched: TouchedSections) -> SectionSlots {
        var slots = SectionSlots(oldCount: old.count, newCount: new.count)
        for (s, t) in sections.oldToNew.enumerated() where t < 0 {
            slots.delete[s] = touched.old[s] ? .close : .main
        }
        for (t, s) in sections.newToOld.enumerated() {
            guard s >= 0 else {
                slots.insert[t] = touched.new[t] ? .open : .main
                continue
            }
            let isTouched = touched.old[s] || touched.new[t]
            let moves = !sectionDecisions.kept[t]
            if moves { slots.move[t] = isTouched ? .close : .main }
            if sectionDecisions.changed[t] {
                if moves {
                    slots.reload[t] = isTouched ? .finish : .close
                } else {
                    slots.reload[t] = isTouched ? .close : .main
                }
            }
        }
        // When the open stage runs anyway, a section that moves, changes and
        // is touched by item operations can move there and be reloaded in the
        // close stage, which saves the finish stage.
        if slots.insert.contains(.open) {
            for t in new.indices where slots.move[t] == .close && slots.reload[t] == .finish {
                slots.move[t] = .open
                slots.reload[t] = .close
            }
        }
        return slots
    }

    // MARK: - Pass 5: section positions between stages

    /// Section positions after the open stage and after the main stage.
    @usableFromInline
    struct SectionPositions {
        @usableFromInline var afterOpen: SectionPlacement
        @usableFromInline var afterMain: SectionPlacement

        @inlinable
        init(afterOpen: SectionPlacement, afterMain: SectionPlacement) {
            self.afterOpen = afterOpen
            self.afterMain = afterMain
        }
    }

    /// Pass 5: where the sections stand after the open and the main stage.
    @inlinable
    func placeSections(_ slots: SectionSlots, _ sectionKept: [Bool]) -> SectionPositions {
        let afterOpen = placeSections(
            oldPresent: { s in
                let t = sections.oldToNew[s]
                return t < 0 || slots.move[t] != .open
            },
            newPlaced: { slots.insert[$0] == .open || slots.move[$0] == .open },
            sectionKept: sectionKept)
        let afterMain = placeSections(
            oldPresent: { s in
                let t = sections.oldToNew[s]
                return t < 0 ? slots.delete[s] != .main : slots.move[t] != .main && slots.move[t] != .open
            },
            newPlaced: { t in
                sections.newToOld[t] < 0 || slots.move[t] == .main || slots.move[t] == .open
            },
            sectionKept: sectionKept)
        return SectionPositions(afterOpen: afterOpen, afterMain: afterMain)
    }

    // MARK: - Pass 6: section operations

    /// Pass 6: every section operation, at its positions in its stage's
    /// index spaces.
    @inlinable
    func emitSectionOperations(_ slots: SectionSlots, _ positions: SectionPositions, _ output: inout StageOutput) {
        let (afterOpen, afterMain) = (positions.afterOpen, positions.afterMain)
        for (s, slot) in slots.delete.enumerated() {
            guard let slot else { continue }
            let at = slot == .main ? afterOpen.indexOfOld[s] : afterMain.indexOfOld[s]
            output.stages[slot.rawValue].sectionDeletes.append(Placement(at: at, id: old[s].id))
        }
        for (t, slot) in slots.insert.enumerated() {
            guard let slot else { continue }
            let section = new[t]
            // The section arrives with the items that are new; items moved
            // into it arrive in the main stage.
            var ids: [ItemID] = []
            var positions: [Int] = []
            for (j, item) in section.items.enumerated() where items.newToOld[newItemStart[t] + j] < 0 {
                ids.append(item.id)
                positions.append(j)
            }
            let at = slot == .open ? afterOpen.indexOfNew[t] : afterMain.indexOfNew[t]
            output.stages[slot.rawValue].sectionInserts.append(SectionInsertion(at: at, id: section.id, items: ids))
            output.sources[slot.rawValue].sectionInserts.append(t)
            output.sources[slot.rawValue].sectionInsertItems.append(positions)
        }
        for (t, slot) in slots.move.enumerated() {
            guard let slot else { continue }
            let s = sections.newToOld[t]
            let move: IdentifiedMove<Int, SectionID>
            switch slot {
            case .open: move = IdentifiedMove(from: s, to: afterOpen.indexOfNew[t], id: new[t].id)
            case .main: move = IdentifiedMove(from: afterOpen.indexOfOld[s], to: afterMain.indexOfNew[t], id: new[t].id)
            case .close, .finish: move = IdentifiedMove(from: afterMain.indexOfOld[s], to: t, id: new[t].id)
            }
            output.stages[slot.rawValue].sectionMoves.append(move)
        }
        for (t, slot) in slots.reload.enumerated() {
            guard let slot else { continue }
            let s = sections.newToOld[t]
            let at: Int
            switch slot {
            case .open, .main: at = afterOpen.indexOfOld[s]
            case .close: at = afterMain.indexOfOld[s]
            case .finish: at = t
            }
            output.stages[slot.rawValue].sectionReloads.append(Placement(at: at, id: new[t].id))
            output.sources[slot.rawValue].sectionReloads.append(t)
        }
    }

    // MARK: - Pass 7: item operations

    /// Pass 7: every item operation. Deletes, inserts, moves and the reloads
    /// of items that stay go in the main stage; an item that moves and
    /// changed is reloaded at its new position in the close stage, or, when
    /// its new section moves there, in the finish stage (or before the move,
    /// in the open stage, when no finish stage runs).
    @inlinable
    func emitItemOperations(
        _ itemDecisions: Decisions, _ slots: SectionSlots, _ positions: SectionPositions,
        _ output: inout StageOutput
    ) {
        let (afterOpen, afterMain) = (positions.afterOpen, positions.afterMain)
        let main = StageRole.main.rawValue
        let hasFinish = slots.hasFinish
        for (f, g) in items.oldToNew.enumerated() where g < 0 {
            let s = oldSectionOfItem[f]
            guard sections.oldToNew[s] >= 0 else { continue }  // goes with its section
            let at = ItemPath(section: afterOpen.indexOfOld[s], item: f - oldItemStart[s])
            output.stages[main].itemDeletes.append(Placement(at: at, id: oldItems[s][at.item].id))
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
                    // An item new to a new section arrives with it.
                    if sectionSurvives {
                        let at = ItemPath(section: afterMain.indexOfNew[t], item: j)
                        output.stages[main].itemInserts.append(Placement(at: at, id: id))
                        output.sources[main].itemInserts.append(source)
                    }
                    continue
                }
                let s = oldSectionOfItem[f]
                let i = f - oldItemStart[s]
                let from = ItemPath(section: afterOpen.indexOfOld[s], item: i)
                if itemDecisions.kept[g] {
                    if itemDecisions.changed[g] {
                        output.stages[main].itemReloads.append(Placement(at: from, id: id))
                        output.sources[main].itemReloads.append(source)
                    }
                    continue
                }
                let to = ItemPath(section: afterMain.indexOfNew[t], item: j)
                output.stages[main].itemMoves.append(IdentifiedMove(from: from, to: to, id: id))
                guard itemDecisions.changed[g] else { continue }
                let reload: (slot: StageRole, at: ItemPath)
                if !sectionSurvives || slots.move[t] != .close {
                    reload = (.close, to)
                } else if hasFinish || sections.oldToNew[s] >= 0 && slots.move[sections.oldToNew[s]] == .open {
                    // The open stage cannot reload an item in a section it moves.
                    reload = (.finish, ItemPath(section: t, item: j))
                } else {
                    reload = (.open, ItemPath(section: s, item: i))
                }
                output.stages[reload.slot.rawValue].itemReloads.append(Placement(at: reload.at, id: id))
                output.sources[reload.slot.rawValue].itemReloads.append(source)
            }
        }
    }

    // MARK: - Pass 8: the output

    /// The four stages being built, with their sources.
    @usableFromInline
    struct StageOutput {
        @usableFromInline var stages = [Stage<SectionID, ItemID>](repeating: Stage(), count: StageRole.allCases.count)
        @usableFromInline var sources = [StageSources](repeating: StageSources(), count: StageRole.allCases.count)

        @inlinable
        init() {}

        /// Pass 8: every list sorted by position, empty stages dropped.
        @inlinable
        mutating func finish() -> (stages: [Stage<SectionID, ItemID>], sources: [StageSources]) {
            for index in stages.indices {
                stages[index].sortOperations(&sources[index])
            }
            let kept = stages.indices.filter { !stages[$0].isEmpty }
            return (kept.map { stages[$0] }, kept.map { sources[$0] })
        }
    }

    /// Section positions in an intermediate snapshot.
    @usableFromInline
    struct SectionPlacement {
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

    /// Places the old sections for which `oldPresent` holds, in old order,
    /// and places each new section for which `newPlaced` holds right after
    /// the last unmoved section that precedes it in the new snapshot.
    ///
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new sections.
    @inlinable
    func placeSections(
        oldPresent: (Int) -> Bool, newPlaced: (Int) -> Bool, sectionKept: [Bool]
    ) -> SectionPlacement {
        var result = SectionPlacement(
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
        let planner = StagedPlanner(old: old, new: new)
        let planned = planner.stages()
        self.init(stages: planned.stages, sources: planned.sources)
        newIsKnownUnique = planner.sections.newIsKnownUnique && planner.items.newIsKnownUnique
    }
}
