@_spi(ListEngine) import ListDiff

/// How a layout asks its host what it cannot know itself: which sections
/// have headers and footers, and an item's size when the cell type states
/// it. Every index is in the space after the update being laid out.
///
/// The closures must not read the layout: it is being changed while they
/// run.
@_spi(ListEngine)
public struct LayoutSizing {
    /// Whether section `section` has a header.
    public var header: (_ section: Int) -> Bool
    /// Whether section `section` has a footer.
    public var footer: (_ section: Int) -> Bool
    /// The size the cell type states for the item at a path, given the
    /// width available to it.
    public var item: (_ path: ItemPath, _ width: Double) -> Size

    /// Creates the questions a layout asks.
    public init(
        header: @escaping (_ section: Int) -> Bool, footer: @escaping (_ section: Int) -> Bool,
        item: @escaping (_ path: ItemPath, _ width: Double) -> Size
    ) {
        self.header = header
        self.footer = footer
        self.item = item
    }
}
