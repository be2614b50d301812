/// Where every section and item after a batch update comes from: what
/// ``BatchRules`` returns for a valid stage. A plan being replayed builds its
/// next snapshot from it; a headless list rebuilds its data, its layout and
/// its visible cells from it, in one pass each.
@_spi(ListEngine) public struct BatchTransition: Sendable {
    /// How an item that survives the update is refreshed.
    public enum Refresh: UInt8, Sendable {
        case none
        /// Its cell is replaced.
        case reload
        /// Its cell is re-bound in place.
        case reconfigure
    }

    /// The origin of one item after the update.
    public struct ItemSource: Hashable, Sendable {
        /// Its path before the update, or `nil` when it was inserted.
        public var from: ItemPath?
        /// How it is refreshed.
        public var refresh: Refresh

        /// Creates an item's origin.
        public init(from: ItemPath?, refresh: Refresh) {
            self.from = from
            self.refresh = refresh
        }
    }

    /// The origin of one section after the update.
    public struct SectionSource: Sendable {
        /// Its index before the update, or `nil` when it was inserted.
        public var from: Int?
        /// Whether the section itself is reloaded (its header and footer, and
        /// every item in it).
        public var isReloaded: Bool
        /// The origin of each item, or `nil` when the section holds exactly
        /// the items it held before, in the same order, none refreshed (apart
        /// from a section reload).
        public var items: ContiguousArray<ItemSource>?
    }

    /// The number of sections before the update.
    public var oldSectionCount: Int
    /// The origin of each section after the update.
    public var sections: ContiguousArray<SectionSource>

    /// Whether the update leaves section `section` (an index after the update)
    /// exactly as it was at the same index before.
    public func isUntouched(_ section: Int) -> Bool {
        let source = sections[section]
        return source.from == section && !source.isReloaded && source.items == nil
    }

    /// The number of sections at the top that the update leaves untouched
    /// (``isUntouched(_:)``), among the `oldCount` there were before it: a
    /// layout keeps them as they are.
    ///
    /// - Complexity: O(*k*) for *k* untouched sections.
    public func untouchedSectionCount(oldCount: Int) -> Int {
        var count = 0
        while count < sections.count && count < oldCount && isUntouched(count) { count += 1 }
        return count
    }

    /// The number of items at the top of section `section` (an index after
    /// the update) that stay as they were: each at the same index of the
    /// section it comes from, not refreshed, in a section that is not
    /// reloaded. 0 for a section that is inserted, reloaded or whose items
    /// do not change (``SectionSource/items`` is `nil`); at most `oldCount`,
    /// the number of items its section had before.
    ///
    /// - Complexity: O(*k*) for *k* items kept.
    public func keptItemCount(inSection section: Int, oldCount: Int) -> Int {
        let source = sections[section]
        guard let from = source.from, !source.isReloaded, let items = source.items else { return 0 }
        let limit = min(items.count, oldCount)
        var kept = 0
        while kept < limit && items[kept] == ItemSource(from: ItemPath(section: from, item: kept), refresh: .none) {
            kept += 1
        }
        return kept
    }

    /// The number of items in section `section` after the update, given the
    /// counts before it.
    public func itemCount(inSection section: Int, oldCount: (Int) -> Int) -> Int {
        let source = sections[section]
        if let items = source.items { return items.count }
        return source.from.map(oldCount) ?? 0
    }
}
