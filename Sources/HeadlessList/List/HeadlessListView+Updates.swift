import CellModels
@_spi(ListEngine) import ListDiff

/// A diff between two snapshots, with what applying it needs: made where the
/// diff runs, on or off the main actor.
///
/// The plan carries, for each insert and refresh, the position in the new
/// snapshot its model comes from, so applying it takes models by position:
/// no table from identifiers to models is built.
struct SnapshotDiff: Sendable {
    var plan: Plan<AnyID, AnyID>
    /// Identifiers that occur more than once in the new snapshot, with how
    /// often.
    var repeatedItems: [AnyID: Int] = [:]
    var repeatedSections: [AnyID: Int] = [:]

    /// Diffs two snapshots.
    ///
    /// - Complexity: O(*n* + *m* + *k* log *k*), as ListDiff's plan, plus
    ///   O(*m*) to find repeated identifiers.
    init(from old: [CellSection], to new: [CellSection]) {
        plan = Plan(from: old, to: new)
        // The planner often knows, from its own hashing, that `new` repeats
        // nothing; hashing every identifier again cost about 0.8× the diff.
        if !plan.newIsKnownUnique { findRepeats(in: new) }
    }

    /// Whether a list whose ``HeadlessListView/fullReloadThreshold`` is
    /// `threshold` reloads fully rather than applying `plan`.
    static func reloads(_ plan: Plan<AnyID, AnyID>, threshold: Int?) -> Bool {
        threshold.map { plan.counts.operations > $0 } ?? false
    }

    /// Finds the identifiers that `new` repeats, for the diagnostics.
    mutating func findRepeats(in new: [CellSection]) {
        var seenSections = Set<AnyID>(minimumCapacity: new.count)
        for section in new where !seenSections.insert(section.id).inserted {
            repeatedSections[section.id, default: 1] += 1
        }
        let itemCount = new.reduce(0) { $0 + $1.items.count }
        var seenItems = Set<AnyID>(minimumCapacity: itemCount)
        for section in new {
            for item in section.items where !seenItems.insert(item.id).inserted {
                repeatedItems[item.id, default: 1] += 1
            }
        }
    }

    /// Diffs two snapshots on the global concurrent executor, off the main
    /// actor.
    @concurrent
    static func computed(from old: [CellSection], to new: [CellSection]) async -> SnapshotDiff {
        SnapshotDiff(from: old, to: new)
    }
}

extension HeadlessListView {
    // MARK: - Snapshots

    /// Sets the sections as setting ``sections`` does, or throws when the
    /// list cannot show one of their models; nothing changes then.
    ///
    /// ```swift
    /// try table.setSections([CellSection(id: "s", items: [AnyCellModel(row)])])
    /// ```
    ///
    /// - Parameter newSections: The new snapshot.
    /// - Throws: ``HeadlessListError`` for the first model the list cannot
    ///   show: a reuse identifier with no cell registered
    ///   (``HeadlessListError/Kind/unregisteredReuseIdentifier``), a factory
    ///   that makes a view with another identifier
    ///   (``HeadlessListError/Kind/reuseIdentifierMismatch``), a cell the
    ///   model cannot configure (``HeadlessListError/Kind/cellTypeMismatch``),
    ///   or a custom layout behaviour with no answer for a phase
    ///   (``HeadlessListError/Kind/unansweredCustomLayout``). Header and
    ///   footer view models are checked the same way.
    /// - Complexity: As setting ``sections``, plus making one cell or view
    ///   for each model type the list has not shown before (kept for the
    ///   first dequeue).
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func setSections(_ newSections: [CellSection]) throws(HeadlessListError) {
        try checkViews(for: newSections)
        requestCount += 1
        let sequence = requestCount
        if isApplying {
            pendingSnapshot = (sequence, newSections)
            return
        }
        applySnapshot(
            newSections, sequence: sequence,
            diff: SnapshotDiff(from: sections, to: newSections))
        drainPendingSnapshots()
    }

    /// Applies the snapshots set while an update was being applied; only the
    /// latest of them, as each replaces the one before.
    func drainPendingSnapshots() {
        while !isApplying, let pending = pendingSnapshot {
            pendingSnapshot = nil
            applySnapshot(
                pending.sections, sequence: pending.sequence,
                diff: SnapshotDiff(from: sections, to: pending.sections))
        }
    }

    /// Diffs `newSections` against the current sections off the main actor,
    /// then applies the plan here, as setting ``sections`` does.
    ///
    /// Snapshots that arrive while one is being diffed or applied are queued
    /// and coalesced: when the current one is done, only the latest queued
    /// snapshot is diffed (against the list as it is then) and applied; the
    /// ones it replaced are never applied and their callers get
    /// ``UpdateOutcome/coalesced``. A snapshot set synchronously through
    /// ``sections`` meanwhile is newer than any queued one and wins over it.
    /// If the list changes while a diff runs (a synchronous set or a batch
    /// update), the diff is made again against the new state, so nothing is
    /// applied twice or against the wrong data.
    ///
    /// ```swift
    /// async let first = table.update(to: a)
    /// async let second = table.update(to: b)   // a is skipped if b arrives in time
    /// ```
    ///
    /// - Parameter newSections: The new snapshot.
    /// - Returns: ``UpdateOutcome/applied`` once this snapshot is applied,
    ///   ``UpdateOutcome/coalesced`` once a later one has replaced it, or at
    ///   once ``UpdateOutcome/rejected(_:)`` with the error
    ///   ``setSections(_:)`` would throw when the list cannot show one of its
    ///   models (the list is then unchanged).
    /// - Complexity: As setting ``sections``, the diff off the main actor.
    @discardableResult
    public func update(to newSections: [CellSection]) async -> UpdateOutcome {
        do {
            try checkViews(for: newSections)
        } catch {
            return .rejected(error)
        }
        requestCount += 1
        let sequence = requestCount
        asyncPending = (sequence, newSections)
        if isDiffing {
            return await withCheckedContinuation { continuation in
                waiters.append((sequence, continuation))
            }
        }
        isDiffing = true
        var applied: Set<Int> = []
        while let pending = asyncPending {
            asyncPending = nil
            guard pending.sequence > lastAppliedRequest else { continue }
            let generation = dataGeneration
            let diff = await SnapshotDiff.computed(from: sections, to: pending.sections)
            // A newer snapshot, set or queued meanwhile, wins.
            guard pending.sequence > lastAppliedRequest, asyncPending == nil else { continue }
            guard generation == dataGeneration, !isApplying else {
                asyncPending = pending
                continue
            }
            applySnapshot(pending.sections, sequence: pending.sequence, diff: diff)
            drainPendingSnapshots()
            applied.insert(pending.sequence)
            resumeWaiters(applied: applied, upTo: lastAppliedRequest)
        }
        isDiffing = false
        resumeWaiters(applied: applied, upTo: .max)
        return applied.contains(sequence) ? .applied : .coalesced
    }

    func resumeWaiters(applied: Set<Int>, upTo sequence: Int) {
        let ready = waiters.filter { $0.sequence <= sequence }
        waiters.removeAll { $0.sequence <= sequence }
        for waiter in ready {
            waiter.continuation.resume(returning: applied.contains(waiter.sequence) ? .applied : .coalesced)
        }
    }

    /// Applies a diffed snapshot: the plan stage by stage, or a full reload
    /// above the threshold.
    func applySnapshot(_ target: [CellSection], sequence: Int, diff: SnapshotDiff) {
        lastAppliedRequest = max(lastAppliedRequest, sequence)
        reportRepeats(diff)
        guard !diff.plan.isEmpty else {
            // Equal content: keep the models the cells are bound to, take
            // the new headers and footers (equal too).
            return
        }
        if SnapshotDiff.reloads(diff.plan, threshold: fullReloadThreshold) {
            reload(to: target)
            return
        }
        guard let sources = diff.plan.sources else {
            preconditionFailure("HeadlessList: a plan made by the planner carries its sources")
        }
        var context = beginUpdate()
        let sectionRefresh: BatchTransition.Refresh = refreshStrategy == .reconfigure ? .reconfigure : .reload
        for (stage, source) in zip(diff.plan.stages, sources) {
            let models = StageModels(stage, source, target: target)
            var batch = stage
            var reconfigures: [Placement<ItemPath, AnyID>] = []
            batch.itemReloads = []
            for reload in stage.itemReloads {
                let old = data[reload.at.section].section.items[reload.at.item]
                if refreshStrategy == .reconfigure
                    && models.refreshedItem(at: reload.at)?.reuseIdentifier == old.reuseIdentifier
                {
                    reconfigures.append(reload)
                } else {
                    batch.itemReloads.append(reload)
                }
            }
            do {
                try apply(
                    batch, reconfiguring: reconfigures, expected: nil, allowedSections: diff.repeatedSections,
                    allowedItems: diff.repeatedItems,
                    models: .planned(models), sectionReloadRefresh: sectionRefresh, context: &context)
            } catch {
                // ListDiff's plans keep every rule (debug builds check each
                // stage); should one not, the list still ends showing the
                // target.
                report(.invalidPlan(error.message))
                finishUpdate(&context)
                reload(to: target)
                return
            }
        }
        finishUpdate(&context)
    }

    /// Reports each repeated identifier the first time a snapshot repeats it.
    func reportRepeats(_ diff: SnapshotDiff) {
        let newItems = diff.repeatedItems.keys.filter { reportedDuplicateItems.insert($0).inserted }
        if !newItems.isEmpty {
            report(.duplicateItemIdentifiers(newItems.sorted { $0.description < $1.description }))
        }
        let newSections = diff.repeatedSections.keys.filter { reportedDuplicateSections.insert($0).inserted }
        if !newSections.isEmpty {
            report(.duplicateSectionIdentifiers(newSections.sorted { $0.description < $1.description }))
        }
    }

    // MARK: - Full reload

    /// Reloads everything from the current data, as UIKit's `reloadData`:
    /// every visible cell (and header and footer view) ends displaying and
    /// goes to the reuse pool, the layout is made anew (measured sizes are
    /// kept for items whose content and width did not change), and the
    /// visible items get cells again. The selection stays.
    ///
    /// - Complexity: O(*n* + *v*), for *n* items and *v* visible cells.
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func reloadData() {
        exclusively("reloadData") {
            record(.reloadData)
            endDisplayingAll()
            layout.reload(itemCounts: data.map(\.keys.count), width: viewportSize.width, sizing: makeSizing())
            dataGeneration += 1
            clampContentOffset()
            updateVisibleCells()
        }
    }

    /// Replaces the data with `target` in a full reload. The selection
    /// follows identifiers, and the first visible item stays in place if it
    /// is still there.
    func reload(to target: [CellSection]) {
        isApplying = true
        let selectedIDs = Set(selectedItemIDs)
        var anchor: (id: AnyID, delta: Double)?
        if maintainsVisibleContentPosition, let first = visibleOrder.first {
            anchor = (uncheckedModel(at: first).id, layout.uncheckedFrameForItem(at: first).minY - contentOffset.y)
        }
        record(.reloadData)
        endDisplayingAll()
        data = []
        data.reserveCapacity(target.count)
        selectedKeys.removeAll()
        var anchorPath: ItemPath?
        for (index, section) in target.enumerated() {
            var keys = ContiguousArray<ItemKey>()
            keys.reserveCapacity(section.items.count)
            for (item, model) in section.items.enumerated() {
                let key = makeKey()
                keys.append(key)
                if selectedIDs.contains(model.id) { selectedKeys.insert(key) }
                if anchorPath == nil, model.id == anchor?.id { anchorPath = ItemPath(section: index, item: item) }
            }
            data.append(SectionState(key: makeKey(), section: section, keys: keys))
        }
        layout.reload(itemCounts: data.map(\.keys.count), width: viewportSize.width, sizing: makeSizing())
        if let anchor, let anchorPath {
            contentOffset.y = layout.uncheckedFrameForItem(at: anchorPath).minY - anchor.delta
        }
        dataGeneration += 1
        clampContentOffset()
        updateVisibleCells()
        isApplying = false
        checkInvariants()
    }

    /// Ends displaying every visible cell, in the order of their paths, then
    /// every header and footer view, in the order of their sections.
    func endDisplayingAll() {
        visibleCells.endAll(host: CellHost(list: self, refreshes: [:]))
        visibleOrder.removeAll()
        visibleSupplements.endAll(host: SupplementHost(list: self, reloaded: []))
    }
}
