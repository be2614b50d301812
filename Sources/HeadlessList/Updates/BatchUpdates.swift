@_spi(ListEngine) import ListDiff

/// The operations of one batch update, by index, as they would be passed to
/// UIKit's `performBatchUpdates`.
///
/// Deletes, reloads, reconfigures and move sources are positions **before**
/// the update; inserts and move destinations are positions **after** it. The
/// order in which operations are added does not matter.
///
/// ```swift
/// var updates = BatchUpdates()
/// updates.deleteItems(at: [ItemPath(section: 0, item: 3)])
/// updates.insertItems(at: [ItemPath(section: 0, item: 0)])
/// try table.performBatchUpdates(updates, sections: newSections)
/// ```
public struct BatchUpdates: Hashable, Sendable {
    /// Sections deleted, by their index before the update.
    public var sectionDeletes: [Int] = []
    /// Sections inserted, by their index after the update.
    public var sectionInserts: [Int] = []
    /// Sections reloaded, by their index before the update.
    public var sectionReloads: [Int] = []
    /// Sections moved, from an index before to an index after the update.
    public var sectionMoves: [Move<Int>] = []
    /// Items deleted, by their path before the update.
    public var itemDeletes: [ItemPath] = []
    /// Items inserted, by their path after the update.
    public var itemInserts: [ItemPath] = []
    /// Items reloaded (their cell replaced), by their path before the update.
    public var itemReloads: [ItemPath] = []
    /// Items reconfigured (their cell re-bound in place), by their path before
    /// the update.
    public var itemReconfigures: [ItemPath] = []
    /// Items moved, from a path before to a path after the update.
    public var itemMoves: [Move<ItemPath>] = []

    /// Creates an empty batch.
    public init() {}

    /// Whether the batch has no operations.
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
            && itemDeletes.isEmpty && itemInserts.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty && itemMoves.isEmpty
    }

    /// Deletes sections, given by their index before the update.
    public mutating func deleteSections(_ sections: [Int]) { sectionDeletes += sections }

    /// Inserts sections, given by their index after the update; their items
    /// come from the data handed to the update.
    public mutating func insertSections(_ sections: [Int]) { sectionInserts += sections }

    /// Reloads sections, given by their index before the update: their header
    /// and footer, and every item in them.
    public mutating func reloadSections(_ sections: [Int]) { sectionReloads += sections }

    /// Moves a section from its index before the update to its index after.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        sectionMoves.append(Move(from: section, to: newSection))
    }

    /// Deletes items, given by their path before the update.
    public mutating func deleteItems(at paths: [ItemPath]) { itemDeletes += paths }

    /// Inserts items, given by their path after the update.
    public mutating func insertItems(at paths: [ItemPath]) { itemInserts += paths }

    /// Reloads items, given by their path before the update: a visible item's
    /// cell is replaced by a newly dequeued one.
    public mutating func reloadItems(at paths: [ItemPath]) { itemReloads += paths }

    /// Reconfigures items, given by their path before the update: a visible
    /// item's cell stays and is re-bound to the item's new model.
    public mutating func reconfigureItems(at paths: [ItemPath]) { itemReconfigures += paths }

    /// Moves an item from its path before the update to its path after.
    public mutating func moveItem(at path: ItemPath, to newPath: ItemPath) {
        itemMoves.append(Move(from: path, to: newPath))
    }
}
