import CellModels
@_spi(ListEngine) import ListDiff

/// The models one stage of a plan brings in, taken from the target snapshot
/// by the positions the plan's sources give: keyed by the stage's own
/// operations, never by identifier.
///
/// A plan's item lists are sorted by position, so an item's model is found
/// by binary search in the stage's own list: building a hash table of the
/// inserted models, then hashing a path for each, cost about a twentieth of
/// applying a stage.
struct StageModels {
    /// Inserted sections, by their index after the stage, holding the items
    /// they arrive with.
    var insertedSections: [Int: CellSection] = [:]
    /// Reloaded sections, by their index before the stage.
    var reloadedSections: [Int: CellSection] = [:]
    /// The target snapshot the models come from.
    let target: [CellSection]
    /// Inserted items' paths after the stage, sorted, and where in `target`
    /// each one's model is.
    let insertPaths: [ItemPath]
    let insertSources: [ItemPath]
    /// Reloaded items' paths before the stage, sorted, and where in `target`
    /// each one's new model is.
    let reloadPaths: [ItemPath]
    let reloadSources: [ItemPath]

    /// Takes the models of `stage` from `target` at the positions `sources`
    /// gives.
    ///
    /// - Complexity: O(*k*) for *k* operations, plus the items of inserted
    ///   sections.
    init(_ stage: Stage<AnyID, AnyID>, _ sources: StageSources, target: [CellSection]) {
        self.target = target
        insertPaths = stage.itemInserts.map(\.at)
        insertSources = sources.itemInserts
        reloadPaths = stage.itemReloads.map(\.at)
        reloadSources = sources.itemReloads
        assert(zip(insertPaths, insertPaths.dropFirst()).allSatisfy { $0 < $1 }, "a plan's inserts are sorted")
        assert(zip(reloadPaths, reloadPaths.dropFirst()).allSatisfy { $0 < $1 }, "a plan's reloads are sorted")
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
    }

    /// The model of the item inserted at `path` (after the stage).
    ///
    /// - Complexity: O(log *k*) for *k* inserts.
    func insertedItem(at path: ItemPath) -> AnyCellModel {
        model(at: path, in: insertPaths, insertSources)
    }

    /// The new model of the item reloaded at `path` (before the stage), or
    /// `nil` when the stage does not reload it.
    ///
    /// - Complexity: O(log *k*) for *k* reloads.
    func refreshedItem(at path: ItemPath) -> AnyCellModel? {
        let index = Self.firstIndex(notBelow: path, in: reloadPaths)
        guard index < reloadPaths.count, reloadPaths[index] == path else { return nil }
        let source = reloadSources[index]
        return target[source.section].items[source.item]
    }

    /// The model for `path`, which `paths` holds; `sources` runs parallel.
    private func model(at path: ItemPath, in paths: [ItemPath], _ sources: [ItemPath]) -> AnyCellModel {
        let index = Self.firstIndex(notBelow: path, in: paths)
        precondition(index < paths.count && paths[index] == path, "HeadlessList: no model for \(path) in the stage")
        let source = sources[index]
        return target[source.section].items[source.item]
    }

    /// The first index of sorted `paths` whose path is not below `path`.
    private static func firstIndex(notBelow path: ItemPath, in paths: [ItemPath]) -> Int {
        var low = 0
        var high = paths.count
        while low < high {
            let middle = (low + high) >> 1
            if paths[middle] < path { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
