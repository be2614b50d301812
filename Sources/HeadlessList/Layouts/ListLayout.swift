import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

/// The geometry of a headless list: where its items, headers and footers
/// are, and which items a rect holds. ``HeadlessListView`` is generic over
/// it; ``TableLayout`` (one column of rows) and ``FlowLayout`` (lines of
/// items) are the two kinds, behind ``HeadlessTable`` and
/// ``HeadlessCollection``.
///
/// The list changes its layout through requirements kept out of the public
/// surface (the `ListEngine` SPI): laying out anew, applying a batch
/// update's transition, recording measured sizes, and the size a cell type
/// states for a model, which is how each kind sizes its cells.
public protocol ListLayout: Sendable {
    /// The sizes and spacing the layout is made with.
    associatedtype Metrics: Hashable & Sendable

    /// Creates an empty layout of `width` with `metrics`.
    init(width: Double, metrics: Metrics)

    /// The sizes and spacing the layout is made with.
    var metrics: Metrics { get }
    /// The width laid out.
    var width: Double { get }
    /// The size of everything laid out.
    var contentSize: Size { get }
    /// The number of sections laid out.
    var numberOfSections: Int { get }
    /// The paths of the items whose frames intersect `rect`, in order.
    func indexPathsForItems(in rect: Rect) -> [ItemPath]
    /// The sections whose frames (header, items and footer) intersect
    /// `rect`, in order; empty when none does.
    func sections(in rect: Rect) -> Range<Int>

    // The queries below take a section or path that must exist; the public
    // forms, which check it and throw, are in the extension after.

    /// The number of items laid out in `section`.
    @_spi(ListEngine) func uncheckedNumberOfItems(inSection section: Int) -> Int
    /// The frame of the item at `path`.
    @_spi(ListEngine) func uncheckedFrameForItem(at path: ItemPath) -> Rect
    /// The frame of the header of `section` (zero height when it has none).
    @_spi(ListEngine) func uncheckedFrameForHeader(inSection section: Int) -> Rect
    /// The frame of the footer of `section` (zero height when it has none).
    @_spi(ListEngine) func uncheckedFrameForFooter(inSection section: Int) -> Rect
    /// Whether the item's size is an estimate still to be measured.
    @_spi(ListEngine) func uncheckedNeedsMeasurement(at path: ItemPath) -> Bool
    /// Whether the height of a section's header or footer view is an
    /// estimate still to be measured.
    @_spi(ListEngine) func uncheckedNeedsMeasurement(of kind: SupplementKind, inSection section: Int) -> Bool
    /// The frame of a section's header or footer as displayed when the
    /// visible area is `visibleRect`: where the layout places it, or, for a
    /// plain table's headers and footers, pinned to the visible area while
    /// their section is on screen.
    @_spi(ListEngine) func uncheckedDisplayedFrame(
        of kind: SupplementKind, inSection section: Int, visibleRect: Rect
    ) -> Rect

    /// UIKit's words for this kind of list, for error messages.
    @_spi(ListEngine) static var words: BatchWords { get }
    /// The size the cell type of `model` states for it, given the width
    /// available.
    @_spi(ListEngine) @MainActor static func statedSize(for model: AnyCellModel, width: Double) -> Size
    /// Replaces the metrics; the list lays everything out again after.
    @_spi(ListEngine) mutating func setMetrics(_ metrics: Metrics)
    /// Lays out everything anew.
    @_spi(ListEngine) mutating func reload(itemCounts: [Int], width: Double, sizing: ListLayoutSizing)
    /// Lays out the result of a batch update, recomputing only from the first
    /// place it changes.
    @_spi(ListEngine) mutating func apply(_ transition: BatchTransition, sizing: ListLayoutSizing)
    /// The width items are sized for: a table's width, a collection's line
    /// width.
    @_spi(ListEngine) var itemSizingWidth: Double { get }
    /// The size a configured cell measures, at ``itemSizingWidth``: its
    /// calculated size if it gives one, otherwise its preferred one.
    @_spi(ListEngine) @MainActor static func measuredSize(of cell: HeadlessCell, width: Double) -> Size
    /// Records measured item sizes, the paths in ascending order (as a list
    /// measures the items on screen); returns whether anything moved. What
    /// comes after them is laid out again once for all.
    @_spi(ListEngine) mutating func setMeasuredSizes(_ sizes: [(path: ItemPath, size: Size)]) -> Bool
    /// Records the measured height of a section's header or footer view;
    /// returns whether anything moved.
    @_spi(ListEngine) mutating func setMeasuredHeight(
        _ height: Double, of kind: SupplementKind, inSection section: Int
    ) -> Bool
    /// Checks the layout's own consistency (debug builds).
    @_spi(ListEngine) func checkInvariants()
}

extension ListLayout {
    /// The number of items laid out in `section`.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the section is not laid out.
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) throws(HeadlessListError) -> Int {
        try checkSection(section, request: "numberOfItems(inSection:)")
        return uncheckedNumberOfItems(inSection: section)
    }

    /// The frame of the item at `path`.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   no item is laid out there.
    /// - Complexity: O(1) for a table, O(log *l*) for a collection with *l*
    ///   lines in the section.
    public func frameForItem(at path: ItemPath) throws(HeadlessListError) -> Rect {
        try checkPath(path, request: "frameForItem(at:)")
        return uncheckedFrameForItem(at: path)
    }

    /// The frame of the header of `section` where the layout places it (zero
    /// height when it has none).
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the section is not laid out.
    /// - Complexity: O(1).
    public func frameForHeader(inSection section: Int) throws(HeadlessListError) -> Rect {
        try checkSection(section, request: "frameForHeader(inSection:)")
        return uncheckedFrameForHeader(inSection: section)
    }

    /// The frame of the footer of `section` where the layout places it (zero
    /// height when it has none).
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the section is not laid out.
    /// - Complexity: O(1).
    public func frameForFooter(inSection section: Int) throws(HeadlessListError) -> Rect {
        try checkSection(section, request: "frameForFooter(inSection:)")
        return uncheckedFrameForFooter(inSection: section)
    }

    /// Whether the size of the item at `path` is an estimate still to be
    /// measured.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   no item is laid out there.
    /// - Complexity: O(1).
    public func needsMeasurement(at path: ItemPath) throws(HeadlessListError) -> Bool {
        try checkPath(path, request: "needsMeasurement(at:)")
        return uncheckedNeedsMeasurement(at: path)
    }

    /// Whether the height of a section's header or footer view is an
    /// estimate still to be measured.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the section is not laid out.
    /// - Complexity: O(1).
    public func needsMeasurement(of kind: SupplementKind, inSection section: Int) throws(HeadlessListError) -> Bool {
        try checkSection(section, request: "needsMeasurement(of:inSection:)")
        return uncheckedNeedsMeasurement(of: kind, inSection: section)
    }

    /// The frame of a section's header or footer as displayed when the
    /// visible area is `visibleRect`: where the layout places it, or, for a
    /// plain table's headers and footers, pinned to the visible area while
    /// their section is on screen.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the section is not laid out.
    /// - Complexity: O(1).
    public func displayedFrame(
        of kind: SupplementKind, inSection section: Int, visibleRect: Rect
    ) throws(HeadlessListError) -> Rect {
        try checkSection(section, request: "displayedFrame(of:inSection:visibleRect:)")
        return uncheckedDisplayedFrame(of: kind, inSection: section, visibleRect: visibleRect)
    }

    /// Checks that `section` is laid out, for the call `request`.
    func checkSection(_ section: Int, request: String) throws(HeadlessListError) {
        try HeadlessListError.checkSection(section, of: numberOfSections, words: Self.words, request: request)
    }

    /// Checks that an item is laid out at `path`, for the call `request`.
    func checkPath(_ path: ItemPath, request: String) throws(HeadlessListError) {
        try HeadlessListError.checkPath(
            path, sectionCount: numberOfSections, itemCount: uncheckedNumberOfItems(inSection:), words: Self.words,
            request: request)
    }
}
