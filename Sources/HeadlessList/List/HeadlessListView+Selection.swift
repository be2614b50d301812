import CellModels
@_spi(ListEngine) import ListDiff

extension HeadlessListView {
    /// The paths of the selected items, ascending.
    ///
    /// The selection follows items by identity through every update: a
    /// moved item stays selected at its new path, a refreshed one stays
    /// selected, a deleted one leaves the selection. A full reload from a
    /// snapshot keeps the items whose identifiers were selected.
    ///
    /// - Complexity: O(*n*) for *n* items when anything is selected.
    public var indexPathsForSelectedItems: [ItemPath] {
        guard !selectedKeys.isEmpty else { return [] }
        var paths: [ItemPath] = []
        for (section, state) in data.enumerated() {
            for (item, key) in state.keys.enumerated() where selectedKeys.contains(key) {
                paths.append(ItemPath(section: section, item: item))
            }
        }
        return paths
    }

    /// The identifiers of the selected items, in the order of their paths.
    ///
    /// - Complexity: O(*n*) for *n* items when anything is selected.
    public var selectedItemIDs: [AnyID] {
        indexPathsForSelectedItems.map { uncheckedModel(at: $0).id }
    }

    /// Selects the item at `path`, as code does (UIKit's `selectRow`): with
    /// single selection, the item selected before is deselected first. Does
    /// nothing when selection is off or the item is already selected.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no item there; the selection stays as it was.
    /// - Complexity: O(*n*) to deselect the previous item with single
    ///   selection, O(1) otherwise.
    public func selectItem(at path: ItemPath) throws(HeadlessListError) {
        try checkItem(at: path, request: "selectItem(at:)")
        uncheckedSelectItem(at: path)
    }

    /// Selects the item at `path`, which must exist, as
    /// ``selectItem(at:)`` does.
    private func uncheckedSelectItem(at path: ItemPath) {
        guard allowsSelection else { return }
        let key = data[path.section].keys[path.item]
        guard !selectedKeys.contains(key) else { return }
        if !allowsMultipleSelection {
            for selected in indexPathsForSelectedItems { uncheckedDeselectItem(at: selected) }
        }
        selectedKeys.insert(key)
        visibleCells[key]?.isSelected = true
        record(.select(path))
    }

    /// Deselects the item at `path`, if it is selected.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no item there; the selection stays as it was.
    /// - Complexity: O(1).
    public func deselectItem(at path: ItemPath) throws(HeadlessListError) {
        try checkItem(at: path, request: "deselectItem(at:)")
        uncheckedDeselectItem(at: path)
    }

    /// Deselects the item at `path`, which must exist, if it is selected.
    private func uncheckedDeselectItem(at path: ItemPath) {
        let key = data[path.section].keys[path.item]
        guard selectedKeys.remove(key) != nil else { return }
        visibleCells[key]?.isSelected = false
        record(.deselect(path))
    }

    /// Simulates the user tapping the item at `path`: selects it, or with
    /// multiple selection toggles it, as UIKit does for a tap.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no item there; the selection stays as it was.
    public func simulateTap(onItemAt path: ItemPath) throws(HeadlessListError) {
        try checkItem(at: path, request: "simulateTap(onItemAt:)")
        let key = data[path.section].keys[path.item]
        if allowsMultipleSelection && selectedKeys.contains(key) {
            uncheckedDeselectItem(at: path)
        } else {
            uncheckedSelectItem(at: path)
        }
    }
}
