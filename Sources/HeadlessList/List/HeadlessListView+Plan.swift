import CellModels
@_spi(ListEngine) import ListDiff

extension HeadlessListView {
    /// Applies a plan made elsewhere (by a server, decoded from JSON) to the
    /// list, one batch update a stage, as the list applies its own diffs:
    /// the plan is checked against the list's sections and `newSections`
    /// first, and nothing changes if it does not lead from one to the other.
    ///
    /// The plan's identifiers are compared with the models' as ``AnyID``s
    /// (a `Plan<ExchangeID, ExchangeID>` applies to models identified by
    /// `ExchangeID`s).
    ///
    /// ```swift
    /// let plan = try ExchangePlan(json: received)   // from the server
    /// try table.performBatchUpdates(plan, sections: rows(of: newSnapshot))
    /// ```
    ///
    /// - Parameters:
    ///   - plan: The plan, from the list's current sections to
    ///     `newSections`.
    ///   - newSections: The sections after the plan (the argument labelled
    ///     `sections`): the models of inserted and reloaded items come
    ///     from them.
    /// - Throws: ``HeadlessListError`` of kind
    ///   ``HeadlessListError/Kind/invalidPlan`` naming the first rule a stage
    ///   breaks or the first difference from `newSections`, or the errors
    ///   ``setSections(_:)`` throws for a model the list cannot show, or
    ///   ``HeadlessListError/Kind/updateInProgress``. The list is then
    ///   exactly as it was.
    /// - Complexity: O(*s* · (*n* + *m*) + *k* log *k*) for *s* stages, *n*
    ///   and *m* old and new items and *k* operations, plus O(*v*) per stage
    ///   for *v* visible cells.
    public func performBatchUpdates<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>(
        _ plan: Plan<SectionID, ItemID>, sections newSections: [CellSection]
    ) throws(HeadlessListError) {
        guard !isApplying else {
            throw HeadlessListError(
                .updateInProgress,
                "performBatchUpdates called while the list is being updated; set sections instead, which waits for the update"
            )
        }
        try checkViews(for: newSections)
        let erased = plan.mapIdentifiers(sections: AnyID.init, items: AnyID.init)
        let before = sections
        let lists: [[CellSection]]
        do {
            lists = try erased.snapshots(from: before, to: newSections)
        } catch {
            throw HeadlessListError(.invalidPlan, error.message)
        }
        for (stage, list) in zip(erased.stages, lists) {
            do {
                try performBatchUpdates(BatchUpdates(stage), sections: list)
            } catch {
                // The plan passed the same rules above, so a stage the list
                // refuses is a defect; the list goes back to where it was.
                reload(to: before)
                throw error
            }
        }
    }
}

extension BatchUpdates {
    /// The operations of a plan's stage, by position.
    init(_ stage: Stage<AnyID, AnyID>) {
        self.init()
        deleteSections(stage.sectionDeletes.map(\.at))
        insertSections(stage.sectionInserts.map(\.at))
        reloadSections(stage.sectionReloads.map(\.at))
        for move in stage.sectionMoves { moveSection(move.from, toSection: move.to) }
        deleteItems(at: stage.itemDeletes.map(\.at))
        insertItems(at: stage.itemInserts.map(\.at))
        reloadItems(at: stage.itemReloads.map(\.at))
        for move in stage.itemMoves { moveItem(at: move.from, to: move.to) }
    }
}
