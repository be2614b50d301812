import CellModels
import ListDiff

/// One batch update with identifiers: a ListDiff ``Stage`` plus the items to
/// reconfigure rather than reload. The form every update takes inside the
/// table, whether it came from a plan or from ``BatchUpdates``.
struct UpdateBatch<SectionID: Hashable, ItemID: Hashable> {
    var stage: Stage<SectionID, ItemID>
    /// Items reconfigured, by their path before the update.
    var itemReconfigures: [Placement<ItemPath, ItemID>] = []

    init(stage: Stage<SectionID, ItemID> = Stage(), itemReconfigures: [Placement<ItemPath, ItemID>] = []) {
        self.stage = stage
        self.itemReconfigures = itemReconfigures
    }

    var isEmpty: Bool { stage.isEmpty && itemReconfigures.isEmpty }
}
