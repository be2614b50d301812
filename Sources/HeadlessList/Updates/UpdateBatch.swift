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

/// The words UIKit uses in its messages, which differ between tables and
/// collections.
struct ListWords: Sendable {
    /// "table view" or "collection view".
    var view: String
    /// "row" or "item".
    var item: String
    /// "rows" or "items".
    var items: String

    static var table: ListWords { ListWords(view: "table view", item: "row", items: "rows") }
    static var collection: ListWords { ListWords(view: "collection view", item: "item", items: "items") }
}

/// Read access to the shape of a list (its sections and item identifiers),
/// which is all that checking a batch update needs.
protocol ListShape {
    associatedtype SectionID: Hashable
    associatedtype ItemID: Hashable

    var sectionCount: Int { get }
    func sectionID(at section: Int) -> SectionID
    func itemCount(inSection section: Int) -> Int
    func itemID(at path: ItemPath) -> ItemID
}

/// What the data handed to an index-based update holds after it: the counts
/// UIKit checks the update against, and the identifiers the result must show.
struct ExpectedShape<SectionID: Hashable, ItemID: Hashable> {
    var sectionIDs: [SectionID]
    var itemIDs: [[ItemID]]
    var sectionCounts: [SectionID: Int]
    var itemCounts: [ItemID: Int]

    init(sectionIDs: [SectionID], itemIDs: [[ItemID]]) {
        self.sectionIDs = sectionIDs
        self.itemIDs = itemIDs
        var sectionCounts: [SectionID: Int] = [:]
        var itemCounts: [ItemID: Int] = [:]
        for (section, items) in zip(sectionIDs, itemIDs) {
            sectionCounts[section, default: 0] += 1
            for item in items { itemCounts[item, default: 0] += 1 }
        }
        self.sectionCounts = sectionCounts
        self.itemCounts = itemCounts
    }
}

/// Quotes string identifiers and prints others as they are, for messages.
func describeID<ID>(_ id: ID) -> String {
    if let string = id as? String { return "\"\(string)\"" }
    if let id = id as? AnyID, let string = id.base(as: String.self) { return "\"\(string)\"" }
    return String(describing: id)
}
