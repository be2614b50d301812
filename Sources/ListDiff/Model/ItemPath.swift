/// The position of an item in a sectioned list: a section index and an item
/// index within that section.
///
/// ListDiff uses its own path type rather than Foundation's `IndexPath` so the
/// engine stays free of Foundation. Paths order by section, then by item.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// Creates a path to `item` in `section`.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Creates a path from an item index and a section index, in the order
    /// UIKit's `IndexPath(item:section:)` takes them.
    @inlinable
    public init(item: Int, section: Int) {
        self.init(section: section, item: item)
    }

    /// Orders paths by section, then by item.
    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as the exchange format writes it.
    public var description: String { "[\(section), \(item)]" }
}
