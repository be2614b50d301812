import ListDiff

/// How a layout asks its host what it cannot know itself: which sections
/// have headers and footers, and an item's size when the cell type states
/// it. Every index is in the space after the update being laid out.
///
/// The closures must not read the layout: it is being changed while they
/// run.
struct LayoutSizing {
    /// Whether section `section` has a header.
    var header: (_ section: Int) -> Bool
    /// Whether section `section` has a footer.
    var footer: (_ section: Int) -> Bool
    /// The size the cell type states for the item at a path, given the
    /// width available to it.
    var item: (_ path: ItemPath, _ width: Double) -> Size
}

/// The geometry a headless list needs from its layout, whichever it is.
protocol ListLayoutEngine: Sendable {
    var width: Double { get }
    var contentSize: Size { get }
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    func frameForItem(at path: ItemPath) -> Rect
    func frameForHeader(inSection section: Int) -> Rect
    func frameForFooter(inSection section: Int) -> Rect
    /// The paths of the items whose frames intersect `rect`, in order.
    func indexPathsForItems(in rect: Rect) -> [ItemPath]
    /// Lays out everything anew.
    mutating func reload(itemCounts: [Int], width: Double, sizing: LayoutSizing)
    /// Lays out the result of a batch update, recomputing only from the first
    /// place it changes.
    mutating func apply(_ transition: BatchTransition, sizing: LayoutSizing)
    /// Whether the item's size is an estimate still to be measured.
    func needsMeasurement(at path: ItemPath) -> Bool
    /// Records a measured height; returns whether anything moved.
    mutating func setMeasuredHeight(_ height: Double, at path: ItemPath) -> Bool
    func checkInvariants()
}
