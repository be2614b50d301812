import CellModels
@_spi(ListEngine) import ListDiff
import Testing

@testable import HeadlessList

@MainActor
@Suite("Table layout: row heights, headers, footers and queries")
struct TableLayoutTests {
    /// Section 0 has a header and three rows; section 1 a footer and two.
    func table(metrics: TableLayout.Metrics = TableLayout.Metrics()) -> HeadlessTable {
        let table = HeadlessTable(size: Size(width: 320, height: 200), metrics: metrics)
        table.sections = [
            CellSection(id: "a", header: .title("A"), items: .text(["a0", "a1", "a2"])),
            CellSection(id: "b", footer: .title("B"), items: .text(["b0", "b1"])),
        ]
        return table
    }

    @Test("Fixed heights: frames, headers, footers, sections and content size")
    func fixed() throws {
        let layout = table().layout
        #expect(try layout.frameForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 320, height: 28))
        #expect(try layout.frameForItem(at: path(0, 0)) == Rect(x: 0, y: 28, width: 320, height: 44))
        #expect(try layout.frameForItem(at: path(0, 2)) == Rect(x: 0, y: 116, width: 320, height: 44))
        #expect(try layout.frameForFooter(inSection: 0) == Rect(x: 0, y: 160, width: 320, height: 0))
        #expect(try layout.frameForHeader(inSection: 1) == Rect(x: 0, y: 160, width: 320, height: 0))
        #expect(try layout.frameForItem(at: path(1, 1)) == Rect(x: 0, y: 204, width: 320, height: 44))
        #expect(try layout.frameForFooter(inSection: 1) == Rect(x: 0, y: 248, width: 320, height: 28))
        #expect(try layout.rectForSection(1) == Rect(x: 0, y: 160, width: 320, height: 116))
        #expect(layout.contentSize == Size(width: 320, height: 276))
        #expect(layout.numberOfSections == 2)
        #expect(try layout.numberOfItems(inSection: 0) == 3)
    }

    @Test("Rows in a rect: overlapping ones only, headers and footers excluded")
    func rowsInRect() {
        let layout = table().layout
        #expect(
            layout.indexPathsForItems(in: Rect(x: 0, y: 50, width: 320, height: 100)) == [
                path(0, 0), path(0, 1), path(0, 2),
            ])
        #expect(layout.indexPathsForItems(in: Rect(x: 0, y: 0, width: 320, height: 28)) == [])
        #expect(layout.indexPathsForItems(in: Rect(x: 0, y: 72, width: 320, height: 0.5)) == [path(0, 1)])
        #expect(
            layout.indexPathsForItems(in: Rect(x: 0, y: 150, width: 320, height: 60)) == [
                path(0, 2), path(1, 0), path(1, 1),
            ])
        #expect(layout.indexPathsForItems(in: Rect(x: 400, y: 0, width: 10, height: 500)) == [])
        #expect(layout.indexPathsForItems(in: Rect(x: 0, y: 500, width: 10, height: 10)) == [])
        #expect(layout.indexPathForItem(at: Point(x: 5, y: 10)) == nil)
        #expect(layout.indexPathForItem(at: Point(x: 5, y: 30)) == path(0, 0))
        #expect(layout.indexPathForItem(at: Point(x: 5, y: 250)) == nil)
    }

    @Test("Computed heights: each row's cell type states its height for the width")
    func computed() throws {
        let table = HeadlessTable(
            size: Size(width: 320, height: 100), metrics: TableLayout.Metrics(rowHeight: .computed))
        table.cells = [30.0, 50, 70].enumerated().map { AnyCellModel(TextModel("r\($0.offset)", height: $0.element)) }
        #expect(try table.layout.frameForItem(at: path(0, 1)) == Rect(x: 0, y: 30, width: 320, height: 50))
        #expect(table.contentSize.height == 150)
        #expect(table.indexPathsForVisibleItems == [path(0, 0), path(0, 1), path(0, 2)])
        // A changed model is asked again when it is refreshed.
        table.cells = [30.0, 10, 70].enumerated().map {
            AnyCellModel(TextModel("r\($0.offset)", "r\($0.offset)!", height: $0.element))
        }
        #expect(table.contentSize.height == 110)
        #expect(try table.layout.frameForItem(at: path(0, 2)) == Rect(x: 0, y: 40, width: 320, height: 70))
    }

    @Test("Estimated heights: rows keep the estimate until displayed, then their measured height")
    func estimated() throws {
        let table = HeadlessTable(
            size: Size(width: 320, height: 200), metrics: TableLayout.Metrics(rowHeight: .estimated(100)))
        table.cells = (0..<10).map { AnyCellModel(TextModel("r\($0)", height: 40)) }
        // Rows 0 to 4 fill the screen once measured; the rest are estimates.
        #expect(table.indexPathsForVisibleItems == (0..<5).map { path(0, $0) })
        #expect(try !table.layout.needsMeasurement(at: path(0, 4)))
        #expect(try table.layout.needsMeasurement(at: path(0, 5)))
        #expect(table.contentSize.height == 5 * 40 + 5 * 100)
        #expect(table.events.filter { if case .willDisplay = $0 { true } else { false } }.count == 5)
        try table.scrollToItem(at: path(0, 9), position: .bottom)
        #expect(table.indexPathsForVisibleItems.last == path(0, 9))
        #expect(try !table.layout.needsMeasurement(at: path(0, 9)))
        #expect(try table.layout.frameForItem(at: path(0, 9)).maxY == table.contentOffset.y + 200)
    }

    @Test("Inserting and deleting rows moves only what is below, as a fresh layout would place it")
    func updates() throws {
        let table = table()
        table.sections = [
            CellSection(id: "b", footer: .title("B"), items: .text(["b0", "x", "b1"])),
            CellSection(id: "a", header: .title("A"), items: .text(["a0", "a2"])),
        ]
        let fresh = HeadlessTable(size: Size(width: 320, height: 200))
        fresh.sections = table.sections
        #expect(table.contentSize == fresh.contentSize)
        for section in 0..<2 {
            for item in 0..<(try table.numberOfItems(inSection: section)) {
                #expect(try table.frameForItem(at: path(section, item)) == fresh.frameForItem(at: path(section, item)))
            }
        }
        #expect(try table.frameForItem(at: path(1, 1)) == Rect(x: 0, y: 160 + 28 + 44, width: 320, height: 44))
    }

    @Test("Changing metrics lays the table out again")
    func metricsChange() {
        let table = table()
        table.metrics = TableLayout.Metrics(rowHeight: .fixed(20), sectionHeaderHeight: 10, sectionFooterHeight: 5)
        let expected: Double = 10 + 3 * 20 + 2 * 20 + 5
        #expect(table.contentSize.height == expected)
        #expect(table.indexPathsForVisibleItems.count == 5)
    }

    @Test("100,000 rows: the visible range is found by binary search, and updates relayout quickly")
    func large() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 480))
        table.isRecordingEvents = false
        let models = (0..<100_000).map { AnyCellModel(TextModel("r\($0)")) }
        table.cells = models
        #expect(table.contentSize.height == 4_400_000)
        let rect = Rect(x: 0, y: 2_200_010, width: 320, height: 480)
        let paths = table.indexPathsForItems(in: rect)
        #expect(paths.first == path(0, 50_000))
        #expect(paths.count == 12)
        var changed = models
        changed.insert(AnyCellModel(TextModel("new")), at: 99_000)
        changed.remove(at: 10)
        table.cells = changed
        #expect(try table.frameForItem(at: path(0, 99_000)) == Rect(x: 0, y: 99_000 * 44, width: 320, height: 44))
        #expect(table.contentSize.height == 4_400_000)
    }
}
