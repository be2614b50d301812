import CellModels
@_spi(ListEngine) import ListDiff

extension HeadlessListView {
    /// Applies batch updates given as operations, as UIKit's
    /// `performBatchUpdates` does: `sections` is the data after the update,
    /// and the operations must account for every difference between it and
    /// the current data.
    ///
    /// The update is checked completely before anything changes. It must
    /// keep UIKit's rules:
    ///
    /// - every index in range: deletes, reloads, reconfigures and move
    ///   sources among the sections and items before the update; inserts and
    ///   move destinations among those after it;
    /// - no index twice in one list, and no section or item in two of
    ///   delete, reload, reconfigure and move; no after-position the target
    ///   of two inserts or moves;
    /// - no item operation in a section the update deletes, inserts, moves or
    ///   reloads;
    /// - the number of sections after the update equals the number before,
    ///   minus those deleted, plus those inserted; and for each section, the
    ///   number of items after equals the number before, minus those deleted,
    ///   plus those inserted, minus those moved out, plus those moved in;
    /// - the result shows the identifiers of `sections` in order (an update
    ///   whose counts add up but that moves the wrong item is caught), and
    ///   an insert does not repeat an identifier unless `sections` does.
    ///
    /// Items that are not reloaded or reconfigured take their model from
    /// `sections` without their cell being refreshed, as in UIKit: a visible
    /// cell keeps showing what it showed until it is refreshed or reused.
    ///
    /// ```swift
    /// var updates = BatchUpdates()
    /// updates.insertItems(at: [ItemPath(section: 0, item: 0)])
    /// try table.performBatchUpdates(updates, sections: [CellSection(id: "s", items: [new] + old)])
    /// ```
    ///
    /// - Parameters:
    ///   - updates: The operations.
    ///   - newSections: The data after the update (the argument labelled
    ///     `sections`).
    /// - Throws: A ``HeadlessListError`` that says, in UIKit's words, which
    ///   rule was broken, or that a model of `sections` cannot be shown (as
    ///   ``setSections(_:)`` checks), or that the list is being updated
    ///   already (``HeadlessListError/Kind/updateInProgress``, from a
    ///   handler called during an update). The list is then exactly as it
    ///   was.
    /// - Complexity: O(*n* + *k* log *k*), where *n* is the number of items
    ///   in `sections` and *k* the number of operations, plus O(*v*) for *v*
    ///   visible cells.
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func performBatchUpdates(_ updates: BatchUpdates, sections newSections: [CellSection])
        throws(HeadlessListError)
    {
        guard !isApplying else {
            throw HeadlessListError(
                .updateInProgress,
                "performBatchUpdates called while the list is being updated; set sections instead, which waits for the update"
            )
        }
        try checkViews(for: newSections)
        let (stage, reconfigures) = makeStage(updates, newSections: newSections)
        let expected = ExpectedOutline(
            sectionIDs: newSections.map(\.id), itemIDs: newSections.map { $0.items.map(\.id) })
        var context = beginUpdate()
        do {
            try apply(
                stage, reconfiguring: reconfigures, expected: expected, allowedSections: expected.sectionCounts,
                allowedItems: expected.itemCounts,
                models: .positional(newSections), sectionReloadRefresh: .reload, context: &context)
        } catch {
            isApplying = false
            isBetweenStages = false
            throw error
        }
        // The data source is the truth: every item takes its model from it,
        // though only refreshed cells show the change.
        for index in data.indices { data[index].section = newSections[index] }
        finishUpdate(&context)
        drainPendingSnapshots()
    }

    /// Fills in the identifiers of an index-based update: before the update
    /// from the current data, after it from `newSections`. Positions out of
    /// range get an identifier that matches nothing; the check reports them.
    func makeStage(_ updates: BatchUpdates, newSections: [CellSection])
        -> (stage: Stage<AnyID, AnyID>, reconfigures: [Placement<ItemPath, AnyID>])
    {
        let missing = AnyID(MissingIdentifier())
        func sectionID(before index: Int) -> AnyID {
            data.indices.contains(index) ? data[index].section.id : missing
        }
        func itemID(before path: ItemPath) -> AnyID {
            guard data.indices.contains(path.section), data[path.section].section.items.indices.contains(path.item)
            else { return missing }
            return data[path.section].section.items[path.item].id
        }
        func itemID(after path: ItemPath) -> AnyID {
            guard newSections.indices.contains(path.section),
                newSections[path.section].items.indices.contains(path.item)
            else { return missing }
            return newSections[path.section].items[path.item].id
        }
        var stage = Stage<AnyID, AnyID>()
        stage.sectionDeletes = updates.sectionDeletes.map { Placement(at: $0, id: sectionID(before: $0)) }
        stage.sectionInserts = updates.sectionInserts.map { index in
            newSections.indices.contains(index)
                ? SectionInsertion(at: index, id: newSections[index].id, items: newSections[index].items.map(\.id))
                : SectionInsertion(at: index, id: missing, items: [])
        }
        stage.sectionMoves = updates.sectionMoves.map {
            IdentifiedMove(from: $0.from, to: $0.to, id: sectionID(before: $0.from))
        }
        stage.sectionReloads = updates.sectionReloads.map { Placement(at: $0, id: sectionID(before: $0)) }
        stage.itemDeletes = updates.itemDeletes.map { Placement(at: $0, id: itemID(before: $0)) }
        stage.itemInserts = updates.itemInserts.map { Placement(at: $0, id: itemID(after: $0)) }
        stage.itemMoves = updates.itemMoves.map {
            IdentifiedMove(from: $0.from, to: $0.to, id: itemID(before: $0.from))
        }
        stage.itemReloads = updates.itemReloads.map { Placement(at: $0, id: itemID(before: $0)) }
        return (stage, updates.itemReconfigures.map { Placement(at: $0, id: itemID(before: $0)) })
    }

    // MARK: - The core of every update

    /// Where the inserted and refreshed sections and items of an update take
    /// their models.
    enum ModelSource {
        /// From the data after a one-stage, index-based update, by position.
        case positional([CellSection])
        /// From a plan's stage, by the positions its sources give.
        case planned(StageModels)

        /// The section inserted at `slot` (an index after the update), with
        /// the items it arrives with.
        func insertedSection(at slot: Int) -> CellSection {
            switch self {
            case .positional(let sections): sections[slot]
            case .planned(let models): models.insertedSections[slot]!
            }
        }

        /// The new model of the section reloaded from `from` to `slot`.
        func reloadedSection(from: Int, at slot: Int) -> CellSection {
            switch self {
            case .positional(let sections): sections[slot]
            case .planned(let models): models.reloadedSections[from]!
            }
        }

        /// The model of the item inserted at `path` (after the update).
        func insertedItem(at path: ItemPath) -> AnyCellModel {
            switch self {
            case .positional(let sections): sections[path.section].items[path.item]
            case .planned(let models): models.insertedItem(at: path)
            }
        }

        /// The new model of the item refreshed from `from` to `path`.
        func refreshedItem(from: ItemPath, at path: ItemPath) -> AnyCellModel {
            switch self {
            case .positional(let sections): sections[path.section].items[path.item]
            case .planned(let models): models.refreshedItem(at: from)!
            }
        }
    }

    /// What one update (all its stages) has done so far.
    struct UpdateProgress {
        /// Items refreshed, by key, and how.
        var refreshes: [ItemKey: BatchTransition.Refresh] = [:]
        /// The first visible item, its path as the update goes on (`nil`
        /// once removed) and how far its top is below the content offset, to
        /// keep it in place.
        var anchor: (key: ItemKey, path: ItemPath?, delta: Double)?
    }

    /// Starts an update: marks the list as applying and notes the anchor.
    func beginUpdate() -> UpdateProgress {
        isApplying = true
        isBetweenStages = true
        var context = UpdateProgress()
        if maintainsVisibleContentPosition, let first = visibleOrder.first {
            let key = data[first.section].keys[first.item]
            context.anchor = (key, first, layout.uncheckedFrameForItem(at: first).minY - contentOffset.y)
        }
        return context
    }

    /// Checks one batch and applies it to the data, the layout and the
    /// selection, recording its events. Throws before changing anything.
    func apply(
        _ stage: Stage<AnyID, AnyID>, reconfiguring reconfigures: [Placement<ItemPath, AnyID>],
        expected: ExpectedOutline<AnyID, AnyID>?,
        allowedSections: [AnyID: Int], allowedItems: [AnyID: Int], models: ModelSource,
        sectionReloadRefresh: BatchTransition.Refresh, context: inout UpdateProgress
    ) throws(HeadlessListError) {
        var rules = BatchRules(outline: SectionsOutline(data))
        rules.expected = expected
        rules.allowedSectionCounts = allowedSections
        rules.allowedItemCounts = allowedItems
        if case .planned = models {
            // A plan's stages keep every rule by construction (ListDiff's
            // tests check it with `Plan.apply`): debug builds check them
            // again, release builds only work out the transition. A plan's
            // inserts repeat no identifier either; checking would cost a
            // pass over every identifier per stage.
            rules.checksDuplicateInserts = false
            #if !DEBUG
                rules.checksRules = false
            #endif
        }
        let transition: BatchTransition
        do {
            transition = try rules.transition(of: stage, reconfiguring: reconfigures)
        } catch {
            throw HeadlessListError(error, words: words)
        }

        recordEvents(of: stage, reconfiguring: reconfigures)
        // Nothing throws from here on. Removed items leave the selection; with
        // nothing selected, as in most updates, the deletes are not walked.
        if !selectedKeys.isEmpty {
            for delete in stage.sectionDeletes { selectedKeys.subtract(data[delete.at].keys) }
            for delete in stage.itemDeletes { selectedKeys.remove(data[delete.at.section].keys[delete.at.item]) }
        }

        func refresh(_ key: ItemKey, _ kind: BatchTransition.Refresh) {
            if context.refreshes[key] != .reload { context.refreshes[key] = kind }
        }
        var anchorPath: ItemPath?

        var newData: [SectionState] = []
        newData.reserveCapacity(transition.sections.count)
        for (slot, source) in transition.sections.enumerated() {
            guard let from = source.from else {
                let section = models.insertedSection(at: slot)
                var keys = ContiguousArray<ItemKey>()
                keys.reserveCapacity(section.items.count)
                for _ in section.items.indices { keys.append(makeKey()) }
                newData.append(SectionState(key: makeKey(), section: section, keys: keys))
                continue
            }
            var state = data[from]
            let reloadedSection = source.isReloaded ? models.reloadedSection(from: from, at: slot) : nil
            if let reloadedSection {
                state.section = CellSection(reloadedSection, items: state.section.items)
                reloadedSectionKeys.insert(state.key)
            }
            if let origins = source.items {
                var items: [AnyCellModel] = []
                var keys = ContiguousArray<ItemKey>()
                items.reserveCapacity(origins.count)
                keys.reserveCapacity(origins.count)
                // Most items stay in their section: its arrays are read
                // directly, not through `data` for every item.
                let ownItems = state.section.items
                let ownKeys = state.keys
                let anchor = context.anchor?.path
                for (item, origin) in origins.enumerated() {
                    let path = ItemPath(section: slot, item: item)
                    guard let previous = origin.from else {
                        items.append(models.insertedItem(at: path))
                        keys.append(makeKey())
                        continue
                    }
                    let isOwn = previous.section == from
                    let key = isOwn ? ownKeys[previous.item] : data[previous.section].keys[previous.item]
                    if previous == anchor { anchorPath = path }
                    if origin.refresh != .none {
                        items.append(models.refreshedItem(from: previous, at: path))
                        refresh(key, origin.refresh)
                    } else {
                        items.append(
                            isOwn
                                ? ownItems[previous.item] : data[previous.section].section.items[previous.item])
                    }
                    keys.append(key)
                }
                state.section.items = items
                state.keys = keys
            } else {
                if let anchor = context.anchor?.path, anchor.section == from {
                    anchorPath = ItemPath(section: slot, item: anchor.item)
                }
                if let reloadedSection {
                    for item in state.section.items.indices {
                        let old = state.section.items[item]
                        let new = reloadedSection.items[item]
                        // A plan's section reload keeps the items that did
                        // not change, as a diff keeps them everywhere else.
                        if case .planned = models, old.isContentEqual(to: new) { continue }
                        state.section.items[item] = new
                        refresh(state.keys[item], sectionReloadRefresh)
                    }
                }
            }
            newData.append(state)
        }
        context.anchor?.path = anchorPath
        data = newData
        layout.apply(transition, sizing: makeSizing())
        dataGeneration += 1
        checkInvariants()
    }

    /// Records a batch's operations, in UIKit's order.
    /// Nothing is built when no one listens (events not recorded, no
    /// ``HeadlessListView/onEvent``): sorting a 22,000-operation stage's
    /// paths for events no one reads cost a fiftieth of applying it.
    func recordEvents(of stage: Stage<AnyID, AnyID>, reconfiguring reconfigures: [Placement<ItemPath, AnyID>]) {
        guard isRecordingEvents || onEvent != nil else { return }
        record(.beginUpdates)
        if !stage.sectionDeletes.isEmpty { record(.deleteSections(stage.sectionDeletes.map(\.at).sorted())) }
        if !stage.sectionInserts.isEmpty { record(.insertSections(stage.sectionInserts.map(\.at).sorted())) }
        for move in stage.sectionMoves.sorted(by: { $0.from < $1.from }) {
            record(.moveSection(move.from, to: move.to))
        }
        if !stage.sectionReloads.isEmpty { record(.reloadSections(stage.sectionReloads.map(\.at).sorted())) }
        if !stage.itemDeletes.isEmpty { record(.deleteItems(stage.itemDeletes.map(\.at).sorted())) }
        if !stage.itemInserts.isEmpty { record(.insertItems(stage.itemInserts.map(\.at).sorted())) }
        for move in stage.itemMoves.sorted(by: { $0.from < $1.from }) { record(.moveItem(move.from, to: move.to)) }
        if !stage.itemReloads.isEmpty { record(.reloadItems(stage.itemReloads.map(\.at).sorted())) }
        if !reconfigures.isEmpty { record(.reconfigureItems(reconfigures.map(\.at).sorted())) }
        record(.endUpdates)
    }

    /// Ends an update: the anchored content offset, and the visible cells.
    func finishUpdate(_ context: inout UpdateProgress) {
        if let anchor = context.anchor, let path = anchor.path {
            contentOffset.y = layout.uncheckedFrameForItem(at: path).minY - anchor.delta
        }
        clampContentOffset()
        updateVisibleCells(refreshes: context.refreshes)
        isBetweenStages = false
        isApplying = false
        checkInvariants()
    }
}

/// The identifier given to positions out of range: equal to nothing else.
private struct MissingIdentifier: Hashable, Sendable {}
