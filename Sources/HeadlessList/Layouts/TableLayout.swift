import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

/// The geometry of a headless table: one column of rows, grouped in sections
/// with optional headers and footers, stacked from the top.
///
/// A table keeps its layout up to date; read it through
/// ``HeadlessListView/layout``. Every element (header, row, footer) has a height
/// and an offset; offsets are cumulative sums kept in contiguous arrays, so
/// the frame of any row is O(1) and the rows in a rect are found by binary
/// search, O(log *n* + *k*) for *n* elements and *k* rows found.
///
/// Row heights come from ``Metrics/rowHeight``:
/// - ``RowHeight/fixed(_:)``: every row has the same height;
/// - ``RowHeight/computed``: each row's cell type states its height for the
///   table's width (``HeadlessReusableView/height(for:width:)``), asked when the row
///   is inserted or refreshed;
/// - ``RowHeight/estimated(_:)``: a row has the estimate until it is first
///   displayed, when its cell is measured
///   (``HeadlessReusableView/preferredHeight(forWidth:)``) and the rows below
///   it move;
/// - ``RowHeight/automatic``: each row is measured when it is inserted or
///   refreshed, through a sizing cell configured with its model.
///
/// A measured height is the cell's ``HeadlessCell/calculatedCellHeight(for:)``
/// when it gives one, otherwise its preferred height; the list keeps it per
/// item identifier and width, and measures again only when the item's
/// content or the width changes.
///
/// Headers and footers are as high as the metrics say, or, for header and
/// footer views, as ``Metrics/supplementHeight`` says. In a
/// ``Style/plain`` table the header of a section on screen is pinned to the
/// top of the visible area until the end of its section pushes it up, and
/// its footer to the bottom (``displayedFrame(of:inSection:visibleRect:)``);
/// a ``Style/grouped`` table's headers and footers scroll with the rows.
public struct TableLayout: ListLayout {
    /// How a table shows its headers and footers, as UIKit's table styles.
    public enum Style: Hashable, Sendable {
        /// Headers stick to the top of the visible area while their
        /// section's rows scroll under them, and footers to the bottom:
        /// UIKit's default style.
        case plain
        /// Headers and footers scroll with the rows.
        case grouped
    }

    /// How row heights are decided.
    public enum RowHeight: Hashable, Sendable {
        /// Every row is this tall.
        case fixed(Double)
        /// Each row's cell type states its height for the table's width.
        case computed
        /// Rows are this tall until displayed, then as tall as their cell
        /// measures.
        case estimated(Double)
        /// Each row is as tall as a sizing cell configured with its model
        /// measures, when the row is inserted or refreshed: one sizing cell
        /// per reuse identifier, and a measured height is kept until the
        /// item's content or the width changes.
        case automatic
    }

    /// The table's sizes that are not a row's own.
    public struct Metrics: Hashable, Sendable {
        /// These metrics with every height a length, as the layout takes
        /// them.
        var taken: Metrics {
            var metrics = self
            switch rowHeight {
            case .fixed(let height): metrics.rowHeight = .fixed(LayoutNumber.length(height))
            case .estimated(let height): metrics.rowHeight = .estimated(LayoutNumber.length(height))
            case .computed, .automatic: break
            }
            metrics.sectionHeaderHeight = LayoutNumber.length(sectionHeaderHeight)
            metrics.sectionFooterHeight = LayoutNumber.length(sectionFooterHeight)
            return metrics
        }

        /// How row heights are decided.
        public var rowHeight: RowHeight
        /// The height of a header, for sections that have one.
        public var sectionHeaderHeight: Double
        /// The height of a footer, for sections that have one.
        public var sectionFooterHeight: Double
        /// How header and footer views are sized; titles always have the
        /// fixed heights.
        public var supplementHeight: SupplementHeight
        /// Whether headers and footers are pinned while their section is on
        /// screen.
        public var style: Style

        /// Creates metrics; by default 44-point rows, 28-point headers and
        /// footers and the plain style: UIKit's defaults.
        ///
        /// - Parameters:
        ///   - rowHeight: How row heights are decided.
        ///   - sectionHeaderHeight: The height of a header (the estimate when
        ///     header views are measured).
        ///   - sectionFooterHeight: The height of a footer, likewise.
        ///   - supplementHeight: How header and footer views are sized.
        ///   - style: Whether headers and footers are pinned.
        public init(
            rowHeight: RowHeight = .fixed(44), sectionHeaderHeight: Double = 28, sectionFooterHeight: Double = 28,
            supplementHeight: SupplementHeight = .fixed, style: Style = .plain
        ) {
            self.rowHeight = rowHeight
            self.sectionHeaderHeight = sectionHeaderHeight
            self.sectionFooterHeight = sectionFooterHeight
            self.supplementHeight = supplementHeight
            self.style = style
        }
    }

    /// The sizes this layout was made with, as it takes them: each height
    /// NaN or negative as 0, and at most 10⁹.
    public internal(set) var metrics: Metrics
    /// The width of the table, which every row spans.
    public internal(set) var width: Double

    /// Headers, rows and footers in order: section *s* is its header at
    /// `sectionStart[s]`, its rows, and its footer at `sectionStart[s + 1] - 1`.
    var elements = StackedOffsets()
    /// Whether each element's height is an estimate not yet measured.
    var isEstimate: ContiguousArray<Bool> = []
    /// The index in `elements` of each section's header; one extra entry
    /// holds the element count.
    var sectionStart: ContiguousArray<Int> = [0]

    /// Creates an empty layout.
    public init(width: Double = 0, metrics: Metrics = Metrics()) {
        self.width = width
        self.metrics = metrics.taken
    }

    // MARK: - Queries

    /// The number of sections.
    public var numberOfSections: Int { sectionStart.count - 1 }

    /// The number of rows in a section.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedNumberOfItems(inSection section: Int) -> Int {
        sectionStart[section + 1] - sectionStart[section] - 2
    }

    /// The size of everything: the table's width by the sum of all heights.
    ///
    /// - Complexity: O(1).
    public var contentSize: Size { Size(width: width, height: elements.total) }

    /// The frame of the row at `path`, which must exist.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedFrameForItem(at path: ItemPath) -> Rect {
        frame(ofElement: rowElement(path))
    }

    /// The frame of a section's header; zero height when it has none.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedFrameForHeader(inSection section: Int) -> Rect {
        frame(ofElement: sectionStart[section])
    }

    /// The frame of a section's footer; zero height when it has none.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedFrameForFooter(inSection section: Int) -> Rect {
        frame(ofElement: sectionStart[section + 1] - 1)
    }

    /// The frame of a whole section: header, rows and footer.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the section is not laid out.
    /// - Complexity: O(1).
    public func rectForSection(_ section: Int) throws(HeadlessListError) -> Rect {
        try checkSection(section, request: "rectForSection(_:)")
        let top = elements.offset(of: sectionStart[section])
        return Rect(x: 0, y: top, width: width, height: elements.offset(of: sectionStart[section + 1]) - top)
    }

    /// The paths of the rows whose frames intersect `rect`, in order. Rows of
    /// zero height intersect nothing.
    ///
    /// - Complexity: O(log *n* + *k*), where *n* is the number of rows,
    ///   headers and footers and *k* the number of elements in the rect.
    public func indexPathsForItems(in rect: Rect) -> [ItemPath] {
        guard !rect.isEmpty, rect.maxX > 0, rect.minX < width else { return [] }
        let range = elements.indices(overlapping: rect.minY, rect.maxY)
        guard !range.isEmpty else { return [] }
        var section = self.section(ofElement: range.lowerBound)
        var paths: [ItemPath] = []
        paths.reserveCapacity(range.count)
        for element in range {
            while element >= sectionStart[section + 1] { section += 1 }
            let row = element - sectionStart[section] - 1
            guard row >= 0, element < sectionStart[section + 1] - 1, elements.height(at: element) > 0 else { continue }
            paths.append(ItemPath(section: section, item: row))
        }
        return paths
    }

    /// The path of the row at a point, or `nil` when the point is on a header,
    /// a footer or outside the table.
    ///
    /// - Complexity: O(log *n*).
    public func indexPathForItem(at point: Point) -> ItemPath? {
        indexPathsForItems(in: Rect(x: point.x, y: point.y, width: 1e-9, height: 1e-9)).first
    }

    /// Whether the row's height is still an estimate, not yet measured.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedNeedsMeasurement(at path: ItemPath) -> Bool {
        isEstimate[rowElement(path)]
    }

    /// Whether the height of a section's header or footer view is still an
    /// estimate, not yet measured.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedNeedsMeasurement(of kind: SupplementKind, inSection section: Int) -> Bool {
        isEstimate[supplementElement(kind, section)]
    }

    /// The sections whose frames intersect `rect`, in order.
    ///
    /// - Complexity: O(log *s*), where *s* is the number of sections.
    public func sections(in rect: Rect) -> Range<Int> {
        guard !rect.isEmpty, rect.maxX > 0, rect.minX < width else { return 0..<0 }
        // The first section ending below rect.minY, then the first starting
        // at or below rect.maxY: binary searches over section tops.
        var low = 0
        var high = numberOfSections
        while low < high {
            let middle = (low + high) >> 1
            if elements.offset(of: sectionStart[middle + 1]) > rect.minY { high = middle } else { low = middle + 1 }
        }
        let first = low
        high = numberOfSections
        while low < high {
            let middle = (low + high) >> 1
            if elements.offset(of: sectionStart[middle]) < rect.maxY { low = middle + 1 } else { high = middle }
        }
        return first..<max(first, low)
    }

    /// The frame of a section's header or footer as displayed when the
    /// visible area is `visibleRect`.
    ///
    /// In a grouped table, or for a header or footer of zero height, it is
    /// where the layout places it. In a plain table, a header is pinned to
    /// the top of the visible area while its section is on screen, never
    /// above its own place nor below the top of its section's footer, so
    /// the end of the section pushes it up; a footer is pinned to the bottom
    /// of the visible area, never below its own place nor above the bottom
    /// of its section's header.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedDisplayedFrame(
        of kind: SupplementKind, inSection section: Int, visibleRect: Rect
    ) -> Rect {
        let header = uncheckedFrameForHeader(inSection: section)
        let footer = uncheckedFrameForFooter(inSection: section)
        var frame = kind == .header ? header : footer
        guard metrics.style == .plain, frame.height > 0 else { return frame }
        switch kind {
        case .header:
            frame.origin.y = max(header.minY, min(visibleRect.minY, footer.minY - header.height))
        case .footer:
            frame.origin.y = min(footer.minY, max(visibleRect.maxY - footer.height, header.maxY))
        }
        return frame
    }

    func supplementElement(_ kind: SupplementKind, _ section: Int) -> Int {
        kind == .header ? sectionStart[section] : sectionStart[section + 1] - 1
    }

    func rowElement(_ path: ItemPath) -> Int {
        precondition(
            path.section >= 0 && path.section < numberOfSections && path.item >= 0
                && path.item < uncheckedNumberOfItems(inSection: path.section),
            "TableLayout: no row at \(path)")
        return sectionStart[path.section] + 1 + path.item
    }

    func frame(ofElement element: Int) -> Rect {
        Rect(x: 0, y: elements.offset(of: element), width: width, height: elements.height(at: element))
    }

    /// The section an element belongs to, by binary search.
    func section(ofElement element: Int) -> Int {
        var low = 0
        var high = numberOfSections - 1
        while low < high {
            let middle = (low + high + 1) >> 1
            if sectionStart[middle] <= element { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: - Changes
    /// The height of a new or reloaded section's header or footer and
    /// whether it is an estimate.
    func supplementHeight(_ kind: SupplementKind, _ section: Int, _ sizing: ListLayoutSizing) -> (Double, Bool) {
        sizing.height(
            of: kind, inSection: section, width: width, mode: metrics.supplementHeight,
            fixed: kind == .header ? metrics.sectionHeaderHeight : metrics.sectionFooterHeight)
    }

    /// The height of a new or refreshed row and whether it is an estimate.
    func rowHeight(at path: ItemPath, previous: Double?, sizing: ListLayoutSizing) -> (Double, Bool) {
        let source: ListLayoutSizing.ItemSource
        switch metrics.rowHeight {
        case .fixed(let height): return (height, false)
        case .computed: source = .computed
        case .automatic: source = .automatic
        case .estimated(let estimate): source = .estimated(Size(width: width, height: estimate))
        }
        let (size, isEstimate) = sizing.size(
            ofItem: path, width: width, source: source, previous: previous.map { Size(width: width, height: $0) })
        return (size.height, isEstimate)
    }

    /// Lays out everything anew, for sections of `itemCounts` items, at
    /// `width`.
    @_spi(ListEngine)
    public mutating func reload(itemCounts: [Int], width: Double, sizing: ListLayoutSizing) {
        self.width = width
        var heights = ContiguousArray<Double>()
        var estimates = ContiguousArray<Bool>()
        let total = itemCounts.reduce(0, +) + 2 * itemCounts.count
        heights.reserveCapacity(total)
        estimates.reserveCapacity(total)
        sectionStart = [0]
        sectionStart.reserveCapacity(itemCounts.count + 1)
        for (section, count) in itemCounts.enumerated() {
            let (header, headerIsEstimate) = supplementHeight(.header, section, sizing)
            heights.append(header)
            estimates.append(headerIsEstimate)
            for item in 0..<count {
                let (height, estimate) = rowHeight(
                    at: ItemPath(section: section, item: item), previous: nil, sizing: sizing)
                heights.append(height)
                estimates.append(estimate)
            }
            let (footer, footerIsEstimate) = supplementHeight(.footer, section, sizing)
            heights.append(footer)
            estimates.append(footerIsEstimate)
            sectionStart.append(heights.count)
        }
        elements = StackedOffsets(heights)
        isEstimate = estimates
        checkInvariants()
    }

    /// Lays out the result of a batch update, recomputing only from the
    /// first place it changes.
    @_spi(ListEngine)
    public mutating func apply(_ transition: BatchTransition, sizing: ListLayoutSizing) {
        let oldSections = numberOfSections
        let newSections = transition.sections.count
        let first = transition.untouchedSectionCount(oldCount: oldSections)
        if first == newSections && first == oldSections { return }

        // Rows at the top of the first changed section that stay as they
        // were, when it stays where it was and keeps its header: -1 when not.
        var keptRows = -1
        if first < newSections, first < oldSections {
            let source = transition.sections[first]
            if source.from == first, !source.isReloaded, source.items != nil {
                keptRows = transition.keptItemCount(
                    inSection: first, oldCount: uncheckedNumberOfItems(inSection: first))
            }
        }
        let firstElement =
            first < oldSections ? sectionStart[first] + (keptRows >= 0 ? 1 + keptRows : 0) : elements.count

        // Room for every element from the first changed section on (a
        // header, the rows and a footer each), so the arrays never grow.
        var room = 0
        for section in first..<newSections {
            room += 2 + transition.itemCount(inSection: section) { uncheckedNumberOfItems(inSection: $0) }
        }
        var heights = ContiguousArray<Double>()
        var estimates = ContiguousArray<Bool>()
        heights.reserveCapacity(room)
        estimates.reserveCapacity(room)
        var starts = ContiguousArray(sectionStart.prefix(first))
        starts.reserveCapacity(newSections + 1)
        var next = first < oldSections ? sectionStart[first] : elements.count
        for section in first..<newSections {
            let source = transition.sections[section]
            starts.append(next)
            let isKeptPrefix = section == first && keptRows >= 0
            if !isKeptPrefix {
                if let from = source.from, !source.isReloaded {
                    heights.append(elements.height(at: sectionStart[from]))
                    estimates.append(isEstimate[sectionStart[from]])
                } else {
                    let (header, headerIsEstimate) = supplementHeight(.header, section, sizing)
                    heights.append(header)
                    estimates.append(headerIsEstimate)
                }
                next += 1
            } else {
                next += 1 + keptRows
            }
            if let items = source.items {
                for item in (isKeptPrefix ? keptRows : 0)..<items.count {
                    let origin = items[item]
                    let path = ItemPath(section: section, item: item)
                    if let from = origin.from {
                        let element = sectionStart[from.section] + 1 + from.item
                        if origin.refresh == .none && !source.isReloaded {
                            heights.append(elements.height(at: element))
                            estimates.append(isEstimate[element])
                        } else {
                            let (height, estimate) = rowHeight(
                                at: path, previous: elements.height(at: element), sizing: sizing)
                            heights.append(height)
                            estimates.append(estimate)
                        }
                    } else {
                        let (height, estimate) = rowHeight(at: path, previous: nil, sizing: sizing)
                        heights.append(height)
                        estimates.append(estimate)
                    }
                }
                next += items.count - (isKeptPrefix ? keptRows : 0)
            } else if let from = source.from {
                let rows = (sectionStart[from] + 1)..<(sectionStart[from + 1] - 1)
                if source.isReloaded {
                    for (item, element) in rows.enumerated() {
                        let (height, estimate) = rowHeight(
                            at: ItemPath(section: section, item: item), previous: elements.height(at: element),
                            sizing: sizing)
                        heights.append(height)
                        estimates.append(estimate)
                    }
                } else {
                    heights.append(contentsOf: elements.heights[rows])
                    estimates.append(contentsOf: isEstimate[rows])
                }
                next += rows.count
            }
            if let from = source.from, !source.isReloaded {
                heights.append(elements.height(at: sectionStart[from + 1] - 1))
                estimates.append(isEstimate[sectionStart[from + 1] - 1])
            } else {
                let (footer, footerIsEstimate) = supplementHeight(.footer, section, sizing)
                heights.append(footer)
                estimates.append(footerIsEstimate)
            }
            next += 1
        }
        starts.append(next)
        let oldRange = firstElement..<elements.count
        elements.replaceSubrange(oldRange, with: heights)
        isEstimate.replaceSubrange(oldRange, with: estimates)
        sectionStart = starts
        checkInvariants()
    }

    /// Records the measured sizes of items (their heights: every row is the
    /// table's width); returns whether anything moved. The offsets after
    /// them are recomputed once for all.
    ///
    /// - Complexity: O(256 × *c* + *n* / 256 + *k*) for *k* sizes in *c*
    ///   chunks of 256 rows (see `StackedOffsets`), with the paths in
    ///   ascending order.
    @_spi(ListEngine)
    public mutating func setMeasuredSizes(_ sizes: [(path: ItemPath, size: Size)]) -> Bool {
        var changes: [(index: Int, height: Double)] = []
        changes.reserveCapacity(sizes.count)
        for (path, size) in sizes {
            let element = rowElement(path)
            isEstimate[element] = false
            let height = max(size.height, 0)
            if elements.height(at: element) != height { changes.append((element, height)) }
        }
        guard !changes.isEmpty else { return false }
        elements.setHeights(changes)
        return true
    }

    /// Records the measured height of a section's header or footer view;
    /// returns whether anything moved.
    @_spi(ListEngine)
    public mutating func setMeasuredHeight(_ height: Double, of kind: SupplementKind, inSection section: Int) -> Bool {
        setMeasuredHeight(height, ofElement: supplementElement(kind, section))
    }

    mutating func setMeasuredHeight(_ height: Double, ofElement element: Int) -> Bool {
        isEstimate[element] = false
        let height = max(height, 0)
        guard elements.height(at: element) != height else { return false }
        elements.setHeight(height, at: element)
        return true
    }

    /// Checks that sections, elements and estimate flags agree.
    @_spi(ListEngine)
    public func checkInvariants() {
        #if DEBUG
            precondition(sectionStart.first == 0, "TableLayout: sections must start at element 0")
            precondition(sectionStart.last == elements.count, "TableLayout: sections must end at the last element")
            precondition(isEstimate.count == elements.count, "TableLayout: estimate flags out of step")
            if sectionStart.count <= 4096 {
                for section in 0..<numberOfSections {
                    precondition(
                        uncheckedNumberOfItems(inSection: section) >= 0,
                        "TableLayout: section \(section) has no header and footer")
                }
            }
            elements.checkInvariants()
        #endif
    }
}

extension TableLayout {
    /// UIKit's words for this kind of list.
    @_spi(ListEngine)
    public static var words: BatchWords { .table }

    /// Rows are sized for the table's width.
    @_spi(ListEngine)
    public var itemSizingWidth: Double { width }

    /// A row's measured height: the cell's calculated height if it gives
    /// one, otherwise its preferred height at the table's width.
    @_spi(ListEngine) @MainActor
    public static func measuredSize(of cell: HeadlessCell, width: Double) -> Size {
        Size(width: width, height: cell.calculatedCellHeight(for: width) ?? cell.preferredHeight(forWidth: width))
    }

    /// A table's cells state their height for the table's width.
    @_spi(ListEngine) @MainActor
    public static func statedSize(for model: AnyCellModel, width: Double) -> Size {
        let cellClass = model.cellType as? HeadlessCell.Type ?? HeadlessCell.self
        return Size(width: width, height: cellClass.height(for: model, width: width))
    }

    /// Replaces the metrics.
    @_spi(ListEngine)
    public mutating func setMetrics(_ metrics: Metrics) {
        self.metrics = metrics.taken
    }
}
