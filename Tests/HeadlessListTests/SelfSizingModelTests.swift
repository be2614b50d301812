import CellModels
@_spi(Instrumentation) import HeadlessList
import Oracles
import Testing

/// The model of a self-sizing list: whatever a run of snapshots, scrolls,
/// new sizes, reloads and refresh settings did before, every row or item is
/// as large as its content at the list's width now (when estimated, every
/// one shown is), each is where the layout's rule puts items of the sizes
/// they have (a table's rows stacked between their headers and footers,
/// which a plain table pins as documented, and measured header and footer
/// views as high as their titles once displayed; a collection's items in
/// left-aligned lines, centred in each line), the visible cells are exactly
/// those of the items in the visible area, and each holds and shows its own
/// model; and, with automatic sizes, a snapshot leaves the item first
/// visible before it where it was on screen, when it is still there and
/// the content allows. The oracle is worked out from the snapshot and the
/// documented rules alone: a stale size, a stale cell or a missing one
/// fails it.
///
/// An estimated row or item not shown may keep the size it had before its
/// content changed, as its estimate until it is shown (so that nothing
/// jumps), so only those shown are held to their content.
@MainActor
@Suite("Self-sizing lists match their content after any run of updates")
struct SelfSizingModelTests {
    /// What a step did, for the failure's message.
    enum Step: CustomStringConvertible {
        case snapshot(sections: Int, items: Int)
        case reload
        case scroll(Double)
        case scrollToItem(ItemPath)
        case resize(Size)
        case threshold(Int?)
        case strategy(RefreshStrategy)

        var description: String {
            switch self {
            case .snapshot(let sections, let items): "snapshot of \(sections) sections, \(items) items"
            case .reload: "reloadData"
            case .scroll(let y): "scroll to \(y)"
            case .scrollToItem(let path): "scroll to item \(path)"
            case .resize(let size): "viewport \(size.width) × \(size.height)"
            case .threshold(let threshold): "full reload threshold \(threshold.map(String.init) ?? "none")"
            case .strategy(let strategy): "refresh by \(strategy)"
            }
        }
    }

    /// The items' contents by identity, as a number from 0 to 89 (a text's
    /// length, say), kept from snapshot to snapshot but for the few that
    /// change, so that most items keep their measured sizes; `make` makes
    /// an item's model from its identity and that number.
    ///
    /// With `banners`, some headers and footers are ``BannerModel``s, whose
    /// titles change now and then too.
    @MainActor
    struct Content {
        var numbers: [String: Int] = [:]
        let make: (String, Int) -> AnyCellModel
        var banners = false

        /// A header or footer: a title, or with ``banners`` a banner of
        /// its own title.
        mutating func supplement(_ id: String, _ random: inout SeededGenerator) -> SectionSupplement {
            guard banners, random.chance(0.6) else { return .title(String(id.prefix(1))) }
            if numbers[id] == nil || random.chance(0.3) { numbers[id] = random.below(60) }
            return .model(BannerModel(id, String(repeating: "b", count: numbers[id]!)))
        }

        mutating func snapshot(_ random: inout SeededGenerator) -> [CellSection] {
            var pool = (0..<40).map { "i\($0)" }.shuffled(using: &random)[...]
            let sectionIDs = (0..<4).map { "s\($0)" }.shuffled(using: &random)
            var sections: [CellSection] = []
            for index in 0..<(1 + random.below(3)) {
                var items: [AnyCellModel] = []
                for id in pool.prefix(random.below(13)) {
                    if numbers[id] == nil || random.chance(0.2) { numbers[id] = random.below(90) }
                    items.append(make(id, numbers[id]!))
                }
                pool = pool.dropFirst(items.count)
                let id = sectionIDs[index]
                let header = random.chance(0.6) ? supplement("h-\(id)", &random) : nil
                let footer = random.chance(0.3) ? supplement("f-\(id)", &random) : nil
                sections.append(CellSection(id: id, header: header, footer: footer, items: items))
            }
            return sections
        }
    }

    static let supplementHeight = 28.0

    /// Runs `steps` seeded steps on `list`, with items made by `items`
    /// (see ``Content``; by default a ``WrapModel`` with a text that long),
    /// checking it with `check` after each; records the first failure with
    /// the steps before it.
    func run<Layout: ListLayout>(
        _ list: HeadlessListView<Layout>, seed: UInt64, steps: Int = 300,
        items: @escaping (String, Int) -> AnyCellModel = {
            AnyCellModel(WrapModel($0, String(repeating: "x", count: $1)))
        },
        banners: Bool = false, keepsAnchor: Bool = false, check: (HeadlessListView<Layout>) -> [String]
    ) throws {
        var random = SeededGenerator(seed: seed)
        var content = Content(make: items, banners: banners)
        var done: [Step] = []
        for index in 0..<steps {
            let step: Step
            switch random.below(10) {
            case 0, 1, 2:
                let sections = content.snapshot(&random)
                let anchor = keepsAnchor ? Self.anchor(of: list) : nil
                list.sections = sections
                step = .snapshot(sections: sections.count, items: sections.reduce(0) { $0 + $1.items.count })
                if let anchor, let failure = Self.checkAnchor(anchor, of: list) {
                    Issue.record("seed \(seed), step \(index) (\(step)): \(failure); last steps: \(done.suffix(6))")
                    return
                }
            case 3:
                list.reloadData()
                step = .reload
            case 4, 5:
                let y = Double(random.below(Int(list.contentSize.height) + 100)) - 50
                list.setContentOffset(Point(x: 0, y: y))
                step = .scroll(y)
            case 6:
                let paths = (0..<list.numberOfSections).flatMap { section in
                    (0..<((try? list.numberOfItems(inSection: section)) ?? 0)).map {
                        ItemPath(section: section, item: $0)
                    }
                }
                guard let path = paths.randomElement(using: &random) else { continue }
                let position: ScrollPosition = [.top, .middle, .bottom].randomElement(using: &random)!
                try list.scrollToItem(at: path, position: position)
                step = .scrollToItem(path)
            case 7:
                let size = Size(width: Double(200 + 40 * random.below(5)), height: Double(200 + 100 * random.below(4)))
                list.setViewportSize(size)
                step = .resize(size)
            case 8:
                let threshold = [nil, 0, 3, 5_000].randomElement(using: &random)!
                list.fullReloadThreshold = threshold
                step = .threshold(threshold)
            default:
                let strategy: RefreshStrategy = random.chance(0.5) ? .reconfigure : .reload
                list.refreshStrategy = strategy
                step = .strategy(strategy)
            }
            done.append(step)
            let failures = check(list)
            if !failures.isEmpty {
                Issue.record(
                    "seed \(seed), step \(index) (\(step)): \(failures.prefix(4).joined(separator: "; ")); last steps: \(done.suffix(6))"
                )
                return
            }
        }
    }

    /// The first visible item's identity and how far its top is below the
    /// content offset.
    static func anchor<Layout: ListLayout>(of list: HeadlessListView<Layout>) -> (id: AnyID, delta: Double)? {
        guard let first = list.indexPathsForVisibleItems.first, let model = try? list.model(at: first),
            let frame = try? list.frameForItem(at: path(first.section, first.item))
        else { return nil }
        return (model.id, frame.minY - list.contentOffset.y)
    }

    /// What is wrong with where `list` shows the item that was first
    /// visible before an update (see ``anchor(of:)``): when it is still
    /// there, its top stays as far below the content offset, unless the
    /// offset that would take is outside the content.
    static func checkAnchor<Layout: ListLayout>(
        _ anchor: (id: AnyID, delta: Double), of list: HeadlessListView<Layout>
    ) -> String? {
        guard let path = list.indexPath(forItemWithID: anchor.id), let frame = try? list.frameForItem(at: path)
        else { return nil }
        let expected = frame.minY - anchor.delta
        guard expected >= 0, expected <= list.contentSize.height - list.viewportSize.height else { return nil }
        guard list.contentOffset.y != expected else { return nil }
        return
            "\(anchor.id), first visible, is \(frame.minY - list.contentOffset.y) below the offset, was \(anchor.delta)"
    }

    /// What is wrong with `table` against the oracle, where `contentHeight`
    /// is how tall a model's content is at a width (by default a
    /// ``WrapModel``'s); empty when nothing is.
    func check(
        _ table: HeadlessTable, rowHeight: TableLayout.RowHeight,
        contentHeight: (AnyCellModel, Double) -> Double = {
            WrapModel.height(of: $0.base(as: WrapModel.self)?.text ?? "", width: $1)
        }
    ) -> [String] {
        var failures: [String] = []
        let width = table.viewportSize.width
        var y = 0.0
        var expectedVisible: [ItemPath] = []
        let visible = table.visibleRect
        for (sectionIndex, section) in table.sections.enumerated() {
            let header = (y: y, height: supplementHeight(.header, of: table, section: sectionIndex))
            failures += header.height.failures
            y += header.height.height
            for (item, model) in section.items.enumerated() {
                let path = ItemPath(section: sectionIndex, item: item)
                guard let frame = try? table.frameForItem(at: path) else {
                    failures.append("\(path) has no frame")
                    continue
                }
                let height = contentHeight(model, width)
                let shownFrame = Rect(x: 0, y: y, width: width, height: frame.height)
                let isVisible = shownFrame.minY < visible.maxY && shownFrame.maxY > visible.minY
                // Estimated: only a shown row (see the suite's comment).
                let mustFit: Bool
                if case .estimated = rowHeight { mustFit = isVisible } else { mustFit = true }
                if mustFit && frame.height != height {
                    failures.append(
                        "\(path) (\(model.id)\(isVisible ? ", visible" : "")) is \(frame.height) high; its content is \(height)"
                    )
                }
                if frame != shownFrame { failures.append("\(path) at \(frame), expected at \(shownFrame)") }
                if isVisible { expectedVisible.append(path) }
                y += frame.height
            }
            let footer = (y: y, height: supplementHeight(.footer, of: table, section: sectionIndex))
            failures += footer.height.failures
            y += footer.height.height
            failures += checkPinning(
                table, section: sectionIndex, header: (header.y, header.height.height),
                footer: (footer.y, footer.height.height))
        }
        if table.contentSize.height != y {
            failures.append("content height \(table.contentSize.height), expected \(y)")
        }
        let offset = table.contentOffset.y
        if offset < 0 || offset > max(0, y - table.viewportSize.height) {
            failures.append(
                "offset \(offset) outside the content of \(y) in a viewport \(table.viewportSize.height) high")
        }
        if table.indexPathsForVisibleItems != expectedVisible {
            failures.append("visible \(table.indexPathsForVisibleItems), expected \(expectedVisible)")
        }
        return failures
    }

    /// The height of the header or footer of `section` of `table` (0 for
    /// none), as its displayed frame says, and what is wrong with it: a
    /// title is ``supplementHeight`` high; a banner, once its view is
    /// displayed, as high as its title needs (measured; an estimate
    /// before), and its view shows its title.
    func supplementHeight(
        _ kind: SupplementKind, of table: HeadlessTable, section: Int
    ) -> (height: Double, failures: [String]) {
        let isHeader = kind == .header
        let supplement = isHeader ? table.sections[section].header : table.sections[section].footer
        let name = "\(isHeader ? "header" : "footer") of section \(section)"
        guard
            let frame = try? isHeader
                ? table.frameForHeader(inSection: section) : table.frameForFooter(inSection: section)
        else { return (0, ["the \(name) has no frame"]) }
        guard let supplement else {
            return (0, frame.height == 0 ? [] : ["the missing \(name) is \(frame.height) high"])
        }
        var failures: [String] = []
        let view = isHeader ? table.headerView(forSection: section) : table.footerView(forSection: section)
        switch supplement {
        case .title:
            if frame.height != Self.supplementHeight { failures.append("the \(name) is \(frame.height) high") }
        case .model(let model):
            let title = model.base(as: BannerModel.self)?.title ?? ""
            if let view = view as? BannerView {
                if view.title.text != title { failures.append("the \(name)'s view shows another title") }
                if frame.height != textHeight(title) {
                    failures.append("the \(name), displayed, is \(frame.height) high; its title \(textHeight(title))")
                }
                if view.frame != frame { failures.append("the \(name)'s view at \(view.frame), its frame \(frame)") }
            } else if view != nil {
                failures.append("the \(name)'s view is not a banner")
            }
        }
        return (frame.height, failures)
    }

    /// What is wrong with where `table` displays the header and footer of
    /// `section`, whose places in the layout start at `header` and `footer`:
    /// there, in a grouped table; in a plain one, a header pinned to the top
    /// of the visible area but never above its place nor below its footer's
    /// place less its height, and a footer pinned to the bottom but never
    /// below its place nor above its header's bottom.
    func checkPinning(
        _ table: HeadlessTable, section: Int, header: (y: Double, height: Double), footer: (y: Double, height: Double)
    ) -> [String] {
        var headerY = header.y
        var footerY = footer.y
        if table.metrics.style == .plain {
            let visible = table.visibleRect
            if header.height > 0 { headerY = max(header.y, min(visible.minY, footer.y - header.height)) }
            if footer.height > 0 {
                footerY = min(footer.y, max(visible.maxY - footer.height, header.y + header.height))
            }
        }
        var failures: [String] = []
        if let frame = try? table.frameForHeader(inSection: section), header.height > 0, frame.minY != headerY {
            failures.append("the header of section \(section) at \(frame), expected at y \(headerY)")
        }
        if let frame = try? table.frameForFooter(inSection: section), footer.height > 0, frame.minY != footerY {
            failures.append("the footer of section \(section) at \(frame), expected at y \(footerY)")
        }
        return failures
    }

    /// What is wrong with `collection`, whose metrics are `metrics`: each
    /// item is as large as its content at the line width (`contentSize`, by
    /// default a ``WrapModel``'s; when estimated,
    /// only those shown must be), and where the flow layout's rule puts
    /// items of the sizes they have (left-aligned lines with the minimum
    /// spacing, each item centred in its line's height, a section's header,
    /// insets and footer around its lines); the content ends after the last
    /// section; the visible items are those in the visible area.
    func check(
        _ collection: HeadlessCollection, metrics: FlowLayout.Metrics,
        contentSize: (AnyCellModel, Double) -> Size = {
            WrapModel.size(of: $0.base(as: WrapModel.self)?.text ?? "", lineWidth: $1)
        }
    ) -> [String] {
        var failures: [String] = []
        let inset = metrics.sectionInset
        let lineWidth = collection.viewportSize.width - inset.left - inset.right
        let visible = collection.visibleRect
        var expectedVisible: [ItemPath] = []
        var y = 0.0
        for (sectionIndex, section) in collection.sections.enumerated() {
            if section.header != nil { y += metrics.headerHeight }
            y += inset.top
            // The section's items as lines of paths and sizes.
            var lines: [[(path: ItemPath, size: Size)]] = []
            var x = 0.0
            for (item, model) in section.items.enumerated() {
                let path = ItemPath(section: sectionIndex, item: item)
                guard let frame = try? collection.frameForItem(at: path) else {
                    failures.append("\(path) has no frame")
                    continue
                }
                if lines.isEmpty || x + metrics.minimumInteritemSpacing + frame.width > lineWidth {
                    lines.append([(path, frame.size)])
                    x = frame.width
                } else {
                    lines[lines.count - 1].append((path, frame.size))
                    x += metrics.minimumInteritemSpacing + frame.width
                }
                let isVisible = frame.minY < visible.maxY && frame.maxY > visible.minY
                let size = contentSize(model, lineWidth)
                let mustFit: Bool
                if case .estimated = metrics.itemSize { mustFit = isVisible } else { mustFit = true }
                if mustFit && frame.size != size {
                    failures.append("\(path) (\(model.id)) is \(frame.size); its content is \(size)")
                }
            }
            for (index, line) in lines.enumerated() {
                if index > 0 { y += metrics.minimumLineSpacing }
                let height = line.map(\.size.height).max() ?? 0
                var x = inset.left
                for (path, size) in line {
                    let expected = Rect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                    if let frame = try? collection.frameForItem(at: path), frame != expected {
                        failures.append("\(path) at \(frame), expected at \(expected)")
                    }
                    if expected.minY < visible.maxY && expected.maxY > visible.minY { expectedVisible.append(path) }
                    x += size.width + metrics.minimumInteritemSpacing
                }
                y += height
            }
            y += inset.bottom
            if section.footer != nil { y += metrics.footerHeight }
        }
        if collection.contentSize.height != y {
            failures.append("content height \(collection.contentSize.height), expected \(y)")
        }
        if collection.indexPathsForVisibleItems != expectedVisible {
            failures.append("visible \(collection.indexPathsForVisibleItems), expected \(expectedVisible)")
        }
        return failures
    }

    /// What is wrong with `list`'s visible cells: there is one for each
    /// visible item, at its frame, holding and showing its model.
    func checkCells<Layout: ListLayout>(_ list: HeadlessListView<Layout>) -> [String] {
        var failures: [String] = []
        let visible = list.indexPathsForVisibleItems
        if list.visibleCellsInOrder.count != visible.count {
            failures.append("\(list.visibleCellsInOrder.count) visible cells for \(visible.count) items")
        }
        for path in visible {
            guard let cell = list.cellForItem(at: path) as? WrapCell else {
                failures.append("\(path) has no cell")
                continue
            }
            let model = (try? list.model(at: path))?.base(as: WrapModel.self)
            if cell.model?.base(as: WrapModel.self) !== model { failures.append("\(path)'s cell holds another model") }
            if cell.label.text != model?.text {
                failures.append("\(path)'s cell shows \(cell.label.text.count) characters")
            }
            if let frame = try? list.frameForItem(at: path), cell.frame != frame {
                failures.append("\(path)'s cell at \(cell.frame), its item at \(frame)")
            }
        }
        return failures
    }

    /// A table 320 × 400 with `rowHeight` and `supplementHeight`, plain or
    /// grouped by the seed.
    func table(
        _ rowHeight: TableLayout.RowHeight, seed: UInt64, supplementHeight: SupplementHeight = .fixed
    ) -> HeadlessTable {
        HeadlessTable(
            size: Size(width: 320, height: 400),
            metrics: TableLayout.Metrics(
                rowHeight: rowHeight, sectionHeaderHeight: Self.supplementHeight,
                sectionFooterHeight: Self.supplementHeight, supplementHeight: supplementHeight,
                style: seed.isMultiple(of: 2) ? .plain : .grouped))
    }

    @Test("Automatic rows", arguments: [1, 2, 3, 4] as [UInt64])
    func automatic(seed: UInt64) throws {
        try run(table(.automatic, seed: seed), seed: seed, keepsAnchor: true) {
            check($0, rowHeight: .automatic) + checkCells($0)
        }
    }

    @Test("Estimated rows", arguments: [5, 6, 7, 8] as [UInt64])
    func estimated(seed: UInt64) throws {
        try run(table(.estimated(50), seed: seed), seed: seed) { check($0, rowHeight: .estimated(50)) + checkCells($0) }
    }

    @Test(
        "Measured header and footer views over automatic and estimated rows", arguments: [15, 16, 17, 18] as [UInt64])
    func measuredBanners(seed: UInt64) throws {
        let rowHeight: TableLayout.RowHeight = seed < 17 ? .automatic : .estimated(50)
        try run(table(rowHeight, seed: seed, supplementHeight: .measured), seed: seed, banners: true) {
            check($0, rowHeight: rowHeight) + checkCells($0)
        }
    }

    /// Collection metrics with `itemSize`, spacing and insets.
    static func flowMetrics(_ itemSize: FlowLayout.ItemSize) -> FlowLayout.Metrics {
        FlowLayout.Metrics(
            itemSize: itemSize, minimumLineSpacing: 6, minimumInteritemSpacing: 4,
            sectionInset: EdgeInsets(top: 8, left: 10, bottom: 12, right: 10), headerHeight: 20, footerHeight: 16)
    }

    @Test("Automatic items in a collection", arguments: [9, 10, 11] as [UInt64])
    func automaticItems(seed: UInt64) throws {
        let metrics = Self.flowMetrics(.automatic)
        try run(
            HeadlessCollection(size: Size(width: 320, height: 400), metrics: metrics), seed: seed, keepsAnchor: true
        ) {
            check($0, metrics: metrics) + checkCells($0)
        }
    }

    @Test("Estimated items in a collection", arguments: [12, 13, 14] as [UInt64])
    func estimatedItems(seed: UInt64) throws {
        let metrics = Self.flowMetrics(.estimated(Size(width: 60, height: 50)))
        try run(HeadlessCollection(size: Size(width: 320, height: 400), metrics: metrics), seed: seed) {
            check($0, metrics: metrics) + checkCells($0)
        }
    }
}
