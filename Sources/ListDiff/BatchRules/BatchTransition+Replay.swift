extension BatchTransition {
    /// The list after the update, from `list`, the list before it: the one
    /// replay of a transition into lists. What an inserted or refreshed
    /// element becomes is the caller's; everything else is taken from `list`
    /// by position.
    ///
    /// ``PlanReplay`` (behind ``Plan/apply(to:target:)`` and the stage lists
    /// a picture draws) and tests replay through it.
    ///
    /// - Parameters:
    ///   - list: The list before the update, as the transition's rules read it.
    ///   - insertingSection: The section inserted at an index after the
    ///     update, with its items.
    ///   - insertingItem: The item inserted at a path after the update.
    ///   - refreshing: Refreshes an item that survives, given its path
    ///     before the update and how it is refreshed (never `.none`).
    ///   - reloading: Reloads a section that survives, given its index before
    ///     the update; its items are already in place.
    /// - Returns: The list after the update.
    /// - Throws: What a closure throws.
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items in the
    ///   sections whose items change, plus the closures' calls.
    package func replay<Section: BatchSection, Failure: Error>(
        _ list: [Section],
        insertingSection: (_ slot: Int) throws(Failure) -> Section,
        insertingItem: (_ path: ItemPath) throws(Failure) -> Section.Item,
        refreshing: (_ item: inout Section.Item, _ from: ItemPath, _ refresh: Refresh) throws(Failure) -> Void,
        reloading: (_ section: inout Section, _ from: Int) throws(Failure) -> Void
    ) throws(Failure) -> [Section] {
        var next: [Section] = []
        next.reserveCapacity(sections.count)
        for (slot, source) in sections.enumerated() {
            guard let from = source.from else {
                next.append(try insertingSection(slot))
                continue
            }
            var section = list[from]
            if let origins = source.items {
                var items: [Section.Item] = []
                items.reserveCapacity(origins.count)
                for (index, origin) in origins.enumerated() {
                    guard let previous = origin.from else {
                        items.append(try insertingItem(ItemPath(section: slot, item: index)))
                        continue
                    }
                    var item = list[previous.section].items[previous.item]
                    if origin.refresh != .none { try refreshing(&item, previous, origin.refresh) }
                    items.append(item)
                }
                section.items = items
            }
            if source.isReloaded { try reloading(&section, from) }
            next.append(section)
        }
        return next
    }
}
