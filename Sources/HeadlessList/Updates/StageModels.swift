import CellModels
@_spi(ListEngine) import ListDiff

/// The models one stage of a plan brings in, taken from the target snapshot
/// by the positions the plan's sources give: a few small tables keyed by
/// the stage's own operations, never by identifier.
struct StageModels {
    /// Inserted sections, by their index after the stage, holding the items
    /// they arrive with.
    var insertedSections: [Int: CellSection] = [:]
    /// Reloaded sections, by their index before the stage.
    var reloadedSections: [Int: CellSection] = [:]
    /// Inserted items, by their path after the stage.
    var insertedItems: [ItemPath: AnyCellModel] = [:]
    /// Reloaded items, by their path before the stage.
    var refreshedItems: [ItemPath: AnyCellModel] = [:]

    /// Takes the models of `stage` from `target` at the positions `sources`
    /// gives.
    ///
    /// - Complexity: O(*k*) for *k* operations, plus the items of inserted
    ///   sections.
    init(_ stage: Stage<AnyID, AnyID>, _ sources: StageSources, target: [CellSection]) {
        insertedSections.reserveCapacity(stage.sectionInserts.count)
        for (index, insert) in stage.sectionInserts.enumerated() {
            let section = target[sources.sectionInserts[index]]
            let positions = sources.sectionInsertItems[index]
            // A section that arrives whole keeps the target's array.
            insertedSections[insert.at] =
                positions.count == section.items.count
                ? section : CellSection(section, items: positions.map { section.items[$0] })
        }
        for (reload, t) in zip(stage.sectionReloads, sources.sectionReloads) {
            reloadedSections[reload.at] = target[t]
        }
        insertedItems.reserveCapacity(stage.itemInserts.count)
        for (insert, at) in zip(stage.itemInserts, sources.itemInserts) {
            insertedItems[insert.at] = target[at.section].items[at.item]
        }
        refreshedItems.reserveCapacity(stage.itemReloads.count)
        for (reload, at) in zip(stage.itemReloads, sources.itemReloads) {
            refreshedItems[reload.at] = target[at.section].items[at.item]
        }
    }
}
