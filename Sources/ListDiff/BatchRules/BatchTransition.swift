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

    /// The number of items in section `section` after the update, given the
    /// counts before it.
    public func itemCount(inSection section: Int, oldCount: (Int) -> Int) -> Int {
        let source = sections[section]
        if let items = source.items { return items.count }
        return source.from.map(oldCount) ?? 0
    }
}
