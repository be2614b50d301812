import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

/// The geometry of a headless collection: a vertical flow layout.
///
/// Each section is its header, then its items placed left to right in lines
/// that wrap at the collection's width minus the section's insets, then its
/// footer. Lines are separated by ``Metrics/minimumLineSpacing`` and items in
/// a line by ``Metrics/minimumInteritemSpacing``; an item is centred
/// vertically in its line.
///
/// Unlike UIKit's flow layout, lines are left-aligned rather than justified:
/// the spacing between items is exactly the minimum. With items sized to fill
/// a line (``ItemSize/columns(_:aspectRatio:)``) the two agree.
///
/// Line tops are cumulative offsets within each section and section tops are
/// cumulative over sections, so the frame of an item is O(log *l*) for *l*
/// lines in its section and the items in a rect are found by binary search.
/// A batch update lays out again only from the line holding the first changed
/// item of the first changed section; sections after it just move.
public struct FlowLayout: ListLayout {
    /// How item sizes are decided.
    public enum ItemSize: Hashable, Sendable {
        /// Every item has this size.
        case fixed(Size)
        /// Items fill a line in `columns` equal columns; each is as tall as
        /// its width divided by `aspectRatio` (1 for squares).
        case columns(Int, aspectRatio: Double)
        /// Each item's cell type states its size for the content width
        /// (``HeadlessCell/size(for:contentWidth:)``).
        case computed
        /// Items have this size until displayed, then the size their cell
        /// measures (``HeadlessCell/preferredSize(forContentWidth:)``); the
        /// content offset keeps the items on screen in place when an item
        /// above them changes size.
        case estimated(Size)
        /// Each item is as large as a sizing cell configured with its model
        /// measures, when the item is inserted or refreshed: one sizing cell
        /// per reuse identifier, and a measured size is kept until the item's
        /// content or the width changes.
        case automatic
    }

    /// The layout's spacing and sizes.
    public struct Metrics: Hashable, Sendable {
        /// These metrics as the layout takes them: sizes and heights as
        /// lengths (`LayoutNumber.length`: NaN or negative as 0, at
        /// most 10⁹), spacings and insets with NaN as 0 and within ±10⁹, and
        /// at least one column.
        var taken: Metrics {
            var metrics = self
            switch itemSize {
            case .fixed(let size): metrics.itemSize = .fixed(LayoutNumber.size(size))
            case .estimated(let size): metrics.itemSize = .estimated(LayoutNumber.size(size))
            case .columns(let columns, let aspectRatio):
                metrics.itemSize = .columns(max(columns, 1), aspectRatio: aspectRatio)
            case .computed, .automatic: break
            }
            metrics.minimumLineSpacing = LayoutNumber.signed(minimumLineSpacing)
            metrics.minimumInteritemSpacing = LayoutNumber.signed(minimumInteritemSpacing)
            metrics.sectionInset = LayoutNumber.insets(sectionInset)
            metrics.headerHeight = LayoutNumber.length(headerHeight)
            metrics.footerHeight = LayoutNumber.length(footerHeight)
            return metrics
        }

        /// How item sizes are decided.
        public var itemSize: ItemSize
        /// The space between lines.
        public var minimumLineSpacing: Double
        /// The space between items in a line.
        public var minimumInteritemSpacing: Double
        /// The margins around each section's items, inside its header and
        /// footer.
        public var sectionInset: EdgeInsets
        /// The height of a header, for sections that have one.
        public var headerHeight: Double
        /// The height of a footer, for sections that have one.
        public var footerHeight: Double
        /// How header and footer views are sized; titles always have the
        /// fixed heights.
        public var supplementHeight: SupplementHeight

        /// Creates metrics; the defaults are UIKit's: 50 × 50 items, 10-point
        /// spacing, no insets, and 0-height headers and footers.
        ///
        /// - Parameters:
        ///   - itemSize: How item sizes are decided.
        ///   - minimumLineSpacing: The space between lines.
        ///   - minimumInteritemSpacing: The space between items in a line.
        ///   - sectionInset: The margins around each section's items.
        ///   - headerHeight: The height of a header (the estimate when
        ///     header views are measured).
        ///   - footerHeight: The height of a footer, likewise.
        ///   - supplementHeight: How header and footer views are sized.
        public init(
            itemSize: ItemSize = .fixed(Size(width: 50, height: 50)), minimumLineSpacing: Double = 10,
            minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero, headerHeight: Double = 0,
            footerHeight: Double = 0, supplementHeight: SupplementHeight = .fixed
        ) {
            self.supplementHeight = supplementHeight
            self.itemSize = itemSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
        }
    }

    /// One section's layout, with *y* measured from the section's top.
    struct SectionFrames: Sendable {
        var headerHeight: Double = 0
        var footerHeight: Double = 0
        /// Whether the header's and the footer's heights are estimates.
        var headerIsEstimate = false
        var footerIsEstimate = false
        /// Each item's size and horizontal position.
        var sizes: ContiguousArray<Size> = []
        /// Whether each item's size is an estimate not yet measured.
        var isEstimate: ContiguousArray<Bool> = []
        var xs: ContiguousArray<Double> = []
        /// The first item of each line, the line's top and its height.
        var lineStarts: ContiguousArray<Int> = []
        var lineTops: ContiguousArray<Double> = []
        var lineHeights: ContiguousArray<Double> = []
        /// Header, insets, lines and footer.
        var height: Double = 0

        /// The item after the last of `line`.
        func lineEnd(_ line: Int) -> Int {
            line + 1 < lineStarts.count ? lineStarts[line + 1] : sizes.count
        }

        /// The line holding `item`, by binary search.
        func line(of item: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) >> 1
                if lineStarts[middle] <= item { low = middle } else { high = middle - 1 }
            }
            return low
        }
    }

    /// The spacing and sizes this layout was made with, as it takes them
    /// (NaN as 0, lengths from 0, everything within ±10⁹).
    public internal(set) var metrics: Metrics
    /// The width of the collection.
    public internal(set) var width: Double

    var sections: [SectionFrames] = []
    /// The top of each section; one extra entry holds the content height.
    var sectionTops: ContiguousArray<Double> = [0]

    /// Creates an empty layout.
    public init(width: Double = 0, metrics: Metrics = Metrics()) {
        self.width = width
        self.metrics = metrics.taken
    }

    // MARK: - Queries

    /// The width available to items in a line: the width minus the section
    /// insets.
    public var contentWidth: Double { max(width - metrics.sectionInset.left - metrics.sectionInset.right, 0) }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in a section.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedNumberOfItems(inSection section: Int) -> Int {
        sections[section].sizes.count
    }

    /// The size of everything: the collection's width by the sum of the
    /// sections' heights.
    ///
    /// - Complexity: O(1).
    public var contentSize: Size { Size(width: width, height: sectionTops[sectionTops.count - 1]) }

    /// The frame of the item at `path`, which must exist.
    ///
    /// - Complexity: O(log *l*), where *l* is the number of lines in the
    ///   item's section.
    @_spi(ListEngine) public func uncheckedFrameForItem(at path: ItemPath) -> Rect {
        precondition(
            path.section >= 0 && path.section < sections.count && path.item >= 0
                && path.item < sections[path.section].sizes.count,
            "FlowLayout: no item at \(path)")
        let frames = sections[path.section]
        return frame(of: path.item, line: frames.line(of: path.item), in: frames, top: sectionTops[path.section])
    }

    /// The frame of a section's header; zero height when it has none.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedFrameForHeader(inSection section: Int) -> Rect {
        Rect(x: 0, y: sectionTops[section], width: width, height: sections[section].headerHeight)
    }

    /// The frame of a section's footer; zero height when it has none.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedFrameForFooter(inSection section: Int) -> Rect {
        let footer = sections[section].footerHeight
        return Rect(x: 0, y: sectionTops[section + 1] - footer, width: width, height: footer)
    }

    /// The paths of the items whose frames intersect `rect`, in order.
    ///
    /// - Complexity: O(log *s* + log *l* + *k*), where *s* is the number of
    ///   sections, *l* of lines in a section and *k* of items found.
    public func indexPathsForItems(in rect: Rect) -> [ItemPath] {
        guard !rect.isEmpty, !sections.isEmpty else { return [] }
        var paths: [ItemPath] = []
        var section = firstSection(endingAfter: rect.minY)
        while section < sections.count && sectionTops[section] < rect.maxY {
            let frames = sections[section]
            let top = sectionTops[section]
            var line = firstLine(of: frames, endingAfter: rect.minY - top)
            while line < frames.lineStarts.count && top + frames.lineTops[line] < rect.maxY {
                let end = frames.lineEnd(line)
                for item in frames.lineStarts[line]..<end
                where frame(of: item, line: line, in: frames, top: top).intersects(rect) {
                    paths.append(ItemPath(section: section, item: item))
                }
                line += 1
            }
            section += 1
        }
        return paths
    }

    /// The path of the item at a point, or `nil`.
    ///
    /// - Complexity: O(log *s* + log *l* + *k*), *k* being the items in the
    ///   point's line.
    public func indexPathForItem(at point: Point) -> ItemPath? {
        indexPathsForItems(in: Rect(x: point.x, y: point.y, width: 1e-9, height: 1e-9)).first
    }

    /// Whether the item's size is still an estimate, not yet measured.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedNeedsMeasurement(at path: ItemPath) -> Bool {
        sections[path.section].isEstimate[path.item]
    }

    /// Whether the height of a section's header or footer view is still an
    /// estimate, not yet measured.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedNeedsMeasurement(of kind: SupplementKind, inSection section: Int) -> Bool {
        kind == .header ? sections[section].headerIsEstimate : sections[section].footerIsEstimate
    }

    /// The sections whose frames intersect `rect`, in order.
    ///
    /// - Complexity: O(log *s*), where *s* is the number of sections.
    public func sections(in rect: Rect) -> Range<Int> {
        guard !rect.isEmpty, !sections.isEmpty else { return 0..<0 }
        let first = firstSection(endingAfter: rect.minY)
        var low = first
        var high = sections.count
        // The first section starting at or below rect.maxY.
        while low < high {
            let middle = (low + high) >> 1
            if sectionTops[middle] < rect.maxY { low = middle + 1 } else { high = middle }
        }
        return first..<max(first, low)
    }

    /// The frame of a section's header or footer as displayed: a flow
    /// layout does not pin them, so it is where the layout places it.
    ///
    /// - Complexity: O(1).
    @_spi(ListEngine) public func uncheckedDisplayedFrame(
        of kind: SupplementKind, inSection section: Int, visibleRect: Rect
    ) -> Rect {
        kind == .header ? uncheckedFrameForHeader(inSection: section) : uncheckedFrameForFooter(inSection: section)
    }

    func frame(of item: Int, line: Int, in frames: SectionFrames, top: Double) -> Rect {
        let size = frames.sizes[item]
        let y = top + frames.lineTops[line] + (frames.lineHeights[line] - size.height) / 2
        return Rect(x: frames.xs[item], y: y, width: size.width, height: size.height)
    }

    /// The first section whose bottom is below `y`.
    func firstSection(endingAfter y: Double) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) >> 1
            if sectionTops[middle + 1] > y { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The first line whose bottom is below `y` (section coordinates).
    func firstLine(of frames: SectionFrames, endingAfter y: Double) -> Int {
        var low = 0
        var high = frames.lineTops.count
        while low < high {
            let middle = (low + high) >> 1
            if frames.lineTops[middle] + frames.lineHeights[middle] > y { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: - Changes

    /// The frames of a new or reloaded section, with no items yet: its
    /// header and footer heights.
    func emptyFrames(_ section: Int, _ sizing: ListLayoutSizing) -> SectionFrames {
        var frames = SectionFrames()
        setSupplements(of: &frames, section, sizing)
        return frames
    }

    /// Sets the header and footer heights of a new or reloaded section.
    func setSupplements(of frames: inout SectionFrames, _ section: Int, _ sizing: ListLayoutSizing) {
        (frames.headerHeight, frames.headerIsEstimate) = supplementHeight(.header, section, sizing)
        (frames.footerHeight, frames.footerIsEstimate) = supplementHeight(.footer, section, sizing)
    }
    /// The height of a section's header or footer and whether it is an
    /// estimate.
    func supplementHeight(_ kind: SupplementKind, _ section: Int, _ sizing: ListLayoutSizing) -> (Double, Bool) {
        sizing.height(
            of: kind, inSection: section, width: width, mode: metrics.supplementHeight,
            fixed: kind == .header ? metrics.headerHeight : metrics.footerHeight)
    }

    /// Whether item sizes depend on the items' models, so that a refreshed
    /// item is sized again.
    var sizesDependOnModels: Bool {
        switch metrics.itemSize {
        case .fixed, .columns: false
        case .computed, .estimated, .automatic: true
        }
    }

    /// Appends the size of a new or refreshed item to `frames`, and whether
    /// it is an estimate; `previous` is its size before a refresh.
    func appendItem(at path: ItemPath, previous: Size?, to frames: inout SectionFrames, sizing: ListLayoutSizing) {
        let (size, estimate) = itemSize(at: path, previous: previous, sizing: sizing)
        frames.sizes.append(size)
        frames.isEstimate.append(estimate)
    }

    /// The size of a new or refreshed item and whether it is an estimate.
    func itemSize(at path: ItemPath, previous: Size? = nil, sizing: ListLayoutSizing) -> (Size, Bool) {
        let available = contentWidth
        let source: ListLayoutSizing.ItemSource
        switch metrics.itemSize {
        case .fixed(let fixed):
            return (clamped(fixed), false)
        case .columns(let columns, let aspectRatio):
            let count = Double(max(columns, 1))
            let itemWidth = max((available - metrics.minimumInteritemSpacing * (count - 1)) / count, 0)
            return (
                clamped(Size(width: itemWidth, height: aspectRatio > 0 ? itemWidth / aspectRatio : itemWidth)), false
            )
        case .computed: source = .computed
        case .automatic: source = .automatic
        case .estimated(let guess): source = .estimated(guess)
        }
        let (size, isEstimate) = sizing.size(ofItem: path, width: available, source: source, previous: previous)
        return (clamped(size), isEstimate)
    }

    /// `size` fitted to a line: no wider than the content width, each side
    /// a length (`LayoutNumber.length`: NaN or negative as 0).
    func clamped(_ size: Size) -> Size {
        Size(width: min(LayoutNumber.length(size.width), contentWidth), height: LayoutNumber.length(size.height))
    }

    /// Places the items of `frames` in lines, keeping the lines before
    /// `firstLine`, which must exist unless it is 0.
    func placeLines(_ frames: inout SectionFrames, from firstLine: Int) {
        let inset = metrics.sectionInset
        let available = contentWidth
        let spacing = metrics.minimumInteritemSpacing
        let epsilon = 1e-9
        var item = 0
        var y = frames.headerHeight + inset.top
        if firstLine > 0 {
            item = frames.lineStarts[firstLine]
            y = frames.lineTops[firstLine]
        }
        frames.lineStarts.removeSubrange(firstLine...)
        frames.lineTops.removeSubrange(firstLine...)
        frames.lineHeights.removeSubrange(firstLine...)
        let count = frames.sizes.count
        if frames.xs.count > count { frames.xs.removeLast(frames.xs.count - count) }
        if frames.xs.count < count { frames.xs.append(contentsOf: repeatElement(0, count: count - frames.xs.count)) }
        while item < count {
            frames.lineStarts.append(item)
            frames.lineTops.append(y)
            // The first item of a line always goes in, however wide.
            var used = frames.sizes[item].width
            var height = frames.sizes[item].height
            frames.xs[item] = inset.left
            item += 1
            while item < count && used + spacing + frames.sizes[item].width <= available + epsilon {
                frames.xs[item] = inset.left + used + spacing
                used += spacing + frames.sizes[item].width
                height = max(height, frames.sizes[item].height)
                item += 1
            }
            frames.lineHeights.append(height)
            y += height + metrics.minimumLineSpacing
        }
        let linesBottom =
            frames.lineTops.isEmpty
            ? frames.headerHeight + inset.top
            : frames.lineTops[frames.lineTops.count - 1] + frames.lineHeights[frames.lineHeights.count - 1]
        frames.height = linesBottom + inset.bottom + frames.footerHeight
    }

    /// Lays out everything anew, for sections of `itemCounts` items, at
    /// `width`.
    @_spi(ListEngine)
    public mutating func reload(itemCounts: [Int], width: Double, sizing: ListLayoutSizing) {
        self.width = width
        sections = []
        sections.reserveCapacity(itemCounts.count)
        for (section, count) in itemCounts.enumerated() {
            var frames = emptyFrames(section, sizing)
            frames.sizes.reserveCapacity(count)
            frames.isEstimate.reserveCapacity(count)
            for item in 0..<count {
                appendItem(at: ItemPath(section: section, item: item), previous: nil, to: &frames, sizing: sizing)
            }
            placeLines(&frames, from: 0)
            sections.append(frames)
        }
        recomputeSectionTops(from: 0)
        checkInvariants()
    }

    /// Lays out the result of a batch update, recomputing only from the
    /// first place it changes.
    @_spi(ListEngine)
    public mutating func apply(_ transition: BatchTransition, sizing: ListLayoutSizing) {
        let first = transition.untouchedSectionCount(oldCount: sections.count)
        if first == transition.sections.count && first == sections.count { return }
        sections = rebuild(transition: transition, first: first, sizing: sizing)
        recomputeSectionTops(from: first)
        checkInvariants()
    }

    /// Lays out the sections from `first` on after an update: a kept section
    /// again from the line of its first changed item, a reloaded or inserted
    /// one entirely.
    func rebuild(transition: BatchTransition, first: Int, sizing: ListLayoutSizing) -> [SectionFrames] {
        let old = sections
        let isComputed = sizesDependOnModels
        var result = Array(old.prefix(first))
        result.reserveCapacity(transition.sections.count)
        for section in first..<transition.sections.count {
            let source = transition.sections[section]
            guard let from = source.from else {
                var frames = emptyFrames(section, sizing)
                let count = source.items?.count ?? 0
                frames.sizes.reserveCapacity(count)
                frames.isEstimate.reserveCapacity(count)
                for item in 0..<count {
                    appendItem(at: ItemPath(section: section, item: item), previous: nil, to: &frames, sizing: sizing)
                }
                placeLines(&frames, from: 0)
                result.append(frames)
                continue
            }
            var frames = old[from]
            if source.isReloaded {
                setSupplements(of: &frames, section, sizing)
            }
            guard let items = source.items else {
                if source.isReloaded {
                    if isComputed {
                        for item in frames.sizes.indices {
                            (frames.sizes[item], frames.isEstimate[item]) = itemSize(
                                at: ItemPath(section: section, item: item), previous: frames.sizes[item],
                                sizing: sizing)
                        }
                    }
                    placeLines(&frames, from: 0)
                }
                result.append(frames)
                continue
            }
            // Items at the top that stay as they were keep their lines.
            let kept = transition.keptItemCount(inSection: section, oldCount: frames.sizes.count)
            let firstLine = kept == 0 ? 0 : frames.line(of: kept - 1)
            var sized = frames
            sized.sizes = ContiguousArray(frames.sizes.prefix(kept))
            sized.isEstimate = ContiguousArray(frames.isEstimate.prefix(kept))
            sized.sizes.reserveCapacity(items.count)
            sized.isEstimate.reserveCapacity(items.count)
            for item in kept..<items.count {
                let origin = items[item]
                if let previous = origin.from, !(isComputed && (origin.refresh != .none || source.isReloaded)) {
                    sized.sizes.append(old[previous.section].sizes[previous.item])
                    sized.isEstimate.append(old[previous.section].isEstimate[previous.item])
                } else {
                    appendItem(
                        at: ItemPath(section: section, item: item),
                        previous: origin.from.map { old[$0.section].sizes[$0.item] }, to: &sized, sizing: sizing)
                }
            }
            frames = sized
            placeLines(&frames, from: firstLine)
            result.append(frames)
        }
        return result
    }

    /// Records measured sizes for items and lays each section they are in
    /// out again once, from the line before its first changed item's;
    /// returns whether anything moved.
    ///
    /// - Complexity: O(*i* + *s* + *k*) for *i* items after the first
    ///   changed one in each section changed, *s* sections and *k* sizes.
    @_spi(ListEngine)
    public mutating func setMeasuredSizes(_ sizes: [(path: ItemPath, size: Size)]) -> Bool {
        // The first line to place again in each section changed, by section.
        var firstLines: [Int: Int] = [:]
        for (path, size) in sizes {
            let size = clamped(size)
            sections[path.section].isEstimate[path.item] = false
            guard sections[path.section].sizes[path.item] != size else { continue }
            // From the line before, as placed before any of these changes: a
            // narrower first item may now fit there.
            let line = max(sections[path.section].line(of: path.item) - 1, 0)
            firstLines[path.section] = min(firstLines[path.section] ?? line, line)
            sections[path.section].sizes[path.item] = size
        }
        guard let firstSection = firstLines.keys.min() else { return false }
        for (section, line) in firstLines { placeLines(&sections[section], from: line) }
        recomputeSectionTops(from: firstSection)
        return true
    }

    /// Records the measured height of a section's header or footer view and
    /// lays the section out again; returns whether anything moved.
    ///
    /// - Complexity: O(*i* + *s*) for *i* items in the section and *s*
    ///   sections.
    @_spi(ListEngine)
    public mutating func setMeasuredHeight(_ height: Double, of kind: SupplementKind, inSection section: Int) -> Bool {
        let height = max(height, 0)
        var frames = sections[section]
        switch kind {
        case .header:
            frames.headerIsEstimate = false
            guard frames.headerHeight != height else {
                sections[section] = frames
                return false
            }
            frames.headerHeight = height
        case .footer:
            frames.footerIsEstimate = false
            guard frames.footerHeight != height else {
                sections[section] = frames
                return false
            }
            frames.footerHeight = height
        }
        placeLines(&frames, from: 0)
        sections[section] = frames
        recomputeSectionTops(from: section)
        return true
    }

    /// Recomputes the section tops from `first` on.
    mutating func recomputeSectionTops(from first: Int) {
        if sectionTops.count > sections.count + 1 {
            sectionTops.removeLast(sectionTops.count - sections.count - 1)
        }
        while sectionTops.count < sections.count + 1 { sectionTops.append(0) }
        let start = min(first, sections.count)
        var top = sectionTops[start]
        for section in start..<sections.count {
            sectionTops[section] = top
            top += sections[section].height
        }
        sectionTops[sections.count] = top
    }

    /// Checks that lines, items and section tops agree.
    @_spi(ListEngine)
    public func checkInvariants() {
        #if DEBUG
            precondition(sectionTops.count == sections.count + 1, "FlowLayout: section tops out of step")
            precondition(sectionTops[0] == 0, "FlowLayout: the first section must start at 0")
            var top = 0.0
            for (index, frames) in sections.enumerated() where sections.count <= 4096 {
                precondition(sectionTops[index] == top, "FlowLayout: wrong top for section \(index)")
                precondition(
                    frames.xs.count == frames.sizes.count, "FlowLayout: positions out of step in section \(index)")
                precondition(
                    frames.isEstimate.count == frames.sizes.count,
                    "FlowLayout: estimate flags out of step in section \(index)")
                precondition(
                    frames.lineStarts.count == frames.lineTops.count,
                    "FlowLayout: lines out of step in section \(index)")
                precondition(frames.lineStarts.first ?? 0 == 0, "FlowLayout: the first line must start at item 0")
                top += frames.height
            }
        #endif
    }
}

extension FlowLayout {
    /// UIKit's words for this kind of list.
    @_spi(ListEngine)
    public static var words: BatchWords { .collection }

    /// Items are sized for the line width, ``contentWidth``.
    @_spi(ListEngine)
    public var itemSizingWidth: Double { contentWidth }

    /// An item's measured size: the cell's calculated size if it gives one,
    /// otherwise its preferred size for the line width.
    @_spi(ListEngine) @MainActor
    public static func measuredSize(of cell: HeadlessCell, width: Double) -> Size {
        cell.calculatedCellSize(for: width) ?? cell.preferredSize(forContentWidth: width)
    }

    /// A collection's cells state their size for the content width.
    @_spi(ListEngine) @MainActor
    public static func statedSize(for model: AnyCellModel, width: Double) -> Size {
        let cellClass = model.cellType as? HeadlessCell.Type ?? HeadlessCell.self
        return cellClass.size(for: model, contentWidth: width)
    }

    /// Replaces the metrics.
    @_spi(ListEngine)
    public mutating func setMetrics(_ metrics: Metrics) {
        self.metrics = metrics.taken
    }
}
