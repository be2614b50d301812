extension Plan {
    /// The list after each stage: what a list view must hold when it applies
    /// the stage as one batch update. Each element has its old content until
    /// a stage refreshes it (inserts it, reloads it, or reloads its section),
    /// and the target's content from then on. The plan is checked first, as
    /// ``apply(to:target:)`` checks it.
    ///
    /// A plan received from elsewhere (decoded from JSON) is applied to a
    /// list this way: stage `k` as a batch update whose data is
    /// `snapshots[k]`; the last snapshot is `target`.
    ///
    /// ```swift
    /// let lists = try plan.snapshots(from: old, to: new)
    /// for (stage, list) in zip(plan.stages, lists) { /* one batch update */ }
    /// ```
    ///
    /// - Parameters:
    ///   - old: The snapshot the plan starts from.
    ///   - target: The snapshot the plan must produce.
    /// - Returns: One snapshot per stage, the list after it.
    /// - Throws: ``PlanError``: the first rule a stage breaks, or the first
    ///   difference between the result and `target`. Nothing is returned
    ///   then.
    /// - Complexity: O(*s* · (*n* + *m*) + *k* log *k*) for *s* stages, *n*
    ///   and *m* old and new sections and items and *k* operations.
    public func snapshots<Snapshot: DiffableSection>(
        from old: [Snapshot], to target: [Snapshot]
    ) throws(PlanError) -> [[Snapshot]]
    where Snapshot.ID == SectionID, Snapshot.Item.ID == ItemID {
        typealias Replay = PlanReplay<SectionID, ItemID>
        var replay = Replay(old: old, target: target)
        var lists: [[Replay.Section]] = []
        lists.reserveCapacity(stages.count)
        for (index, stage) in stages.enumerated() {
            try replay.perform(stage, number: index + 1)
            lists.append(replay.sections)
        }
        _ = try replay.result(old: old, target: target, stageCount: stages.count)

        // Where each element ends, by token: a refreshed element shows the
        // target's content there.
        var sectionEnds: [Int: Int] = [:]
        var itemEnds: [Int: ItemPath] = [:]
        for (index, section) in replay.sections.enumerated() {
            sectionEnds[section.token] = index
            for (position, item) in section.items.enumerated() {
                itemEnds[item.token] = ItemPath(section: index, item: position)
            }
        }
        let oldItems = old.flatMap(\.items)
        let content = StageContent(
            old: old, oldItems: oldItems, target: target, sectionEnds: sectionEnds, itemEnds: itemEnds)
        var snapshots: [[Snapshot]] = []
        snapshots.reserveCapacity(lists.count)
        for (index, list) in lists.enumerated() {
            var snapshot: [Snapshot] = []
            snapshot.reserveCapacity(list.count)
            for section in list { snapshot.append(try content.section(section, stage: index + 1)) }
            snapshots.append(snapshot)
        }
        return snapshots
    }

    /// The same plan with every identifier converted: for a list whose
    /// identifiers wrap the plan's (a `Plan<String, String>` decoded from
    /// JSON, applied to a list keyed by `AnyID`).
    ///
    /// - Parameters:
    ///   - sections: Converts a section identifier.
    ///   - items: Converts an item identifier.
    /// - Returns: The plan with converted identifiers, the same operations
    ///   at the same positions.
    /// - Complexity: O(*k*) for *k* operations.
    public func mapIdentifiers<NewSectionID: Hashable, NewItemID: Hashable>(
        sections: (SectionID) -> NewSectionID, items: (ItemID) -> NewItemID
    ) -> Plan<NewSectionID, NewItemID> {
        Plan<NewSectionID, NewItemID>(
            stages: stages.map { stage in
                var mapped = Stage<NewSectionID, NewItemID>()
                mapped.sectionDeletes = stage.sectionDeletes.map { Placement(at: $0.at, id: sections($0.id)) }
                mapped.sectionInserts = stage.sectionInserts.map {
                    SectionInsertion(at: $0.at, id: sections($0.id), items: $0.items.map(items))
                }
                mapped.sectionMoves = stage.sectionMoves.map {
                    IdentifiedMove(from: $0.from, to: $0.to, id: sections($0.id))
                }
                mapped.sectionReloads = stage.sectionReloads.map { Placement(at: $0.at, id: sections($0.id)) }
                mapped.itemDeletes = stage.itemDeletes.map { Placement(at: $0.at, id: items($0.id)) }
                mapped.itemInserts = stage.itemInserts.map { Placement(at: $0.at, id: items($0.id)) }
                mapped.itemMoves = stage.itemMoves.map { IdentifiedMove(from: $0.from, to: $0.to, id: items($0.id)) }
                mapped.itemReloads = stage.itemReloads.map { Placement(at: $0.at, id: items($0.id)) }
                return mapped
            })
    }
}

/// The content of a replayed element in an intermediate list: its old
/// content until refreshed, then the target's where it ends.
private struct StageContent<Snapshot: DiffableSection> {
    typealias Replay = PlanReplay<Snapshot.ID, Snapshot.Item.ID>
    let old: [Snapshot]
    let oldItems: [Snapshot.Item]
    let target: [Snapshot]
    let sectionEnds: [Int: Int]
    let itemEnds: [Int: ItemPath]

    func section(_ section: Replay.Section, stage: Int) throws(PlanError) -> Snapshot {
        let base: Snapshot
        if section.isFresh || section.origin == Replay.inserted, let end = sectionEnds[section.token] {
            base = target[end]
        } else if section.origin != Replay.inserted {
            base = old[section.origin]
        } else if let known = target.first(where: { $0.id == section.id }) ?? old.first(where: { $0.id == section.id })
        {
            // Inserted, then deleted before the end: any content the
            // identifier has will do, the section is never shown refreshed.
            base = known
        } else {
            throw unknown(describeIdentifier(section.id), "section", stage: stage)
        }
        var items: [Snapshot.Item] = []
        items.reserveCapacity(section.items.count)
        for item in section.items { items.append(try self.item(item, stage: stage)) }
        return Snapshot(base, items: items)
    }

    func item(_ item: Replay.Item, stage: Int) throws(PlanError) -> Snapshot.Item {
        if item.isFresh || item.origin == Replay.inserted, let end = itemEnds[item.token] {
            return target[end.section].items[end.item]
        }
        if item.origin != Replay.inserted { return oldItems[item.origin] }
        // Inserted, then deleted before the end, as for a section.
        for section in target {
            if let match = section.items.first(where: { $0.id == item.id }) { return match }
        }
        if let match = oldItems.first(where: { $0.id == item.id }) { return match }
        throw unknown(describeIdentifier(item.id), "item", stage: stage)
    }

    private func unknown(_ id: String, _ noun: String, stage: Int) -> PlanError {
        PlanError(
            .identifierMismatch, stage: stage,
            "stage \(stage) holds the \(noun) \(id), inserted and deleted again, which neither snapshot has: "
                + "there is no content to show for it")
    }
}
