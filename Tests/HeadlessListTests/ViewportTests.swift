import CellModels
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

@MainActor
@Suite("Viewport: visible items, display events, scrolling")
struct ViewportTests {
    /// Ten 44-point rows in a 100-point-high table.
    func table(rows: Int = 10) -> HeadlessTable {
        let table = HeadlessTable(size: Size(width: 320, height: 100))
        table.cells = .text((0..<rows).map { "r\($0)" })
        return table
    }

    @Test("The visible items are those that intersect the visible area")
    func visible() {
        let table = table()
        #expect(table.indexPathsForVisibleItems == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(
            table.events == [
                .beginUpdates, .insertSections([0]), .endUpdates,
                .willDisplay(path(0, 0)), .willDisplay(path(0, 1)), .willDisplay(path(0, 2)),
            ])
        #expect(table.visibleCellsInOrder.map { ($0 as! TextCell).title.text } == ["r0", "r1", "r2"])
        #expect(table.cellForItem(at: path(0, 5)) == nil)
        #expect(table.cellForItem(at: path(0, 1))?.frame == Rect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test("Scrolling ends displaying what leaves, then displays what arrives, reusing the cells that left")
    func scrolling() throws {
        let table = table()
        let first = try #require(table.cellForItem(at: path(0, 0)))
        table.clearEvents()
        table.setContentOffset(Point(x: 0, y: 50))
        #expect(table.events == [.didEndDisplaying(path(0, 0)), .willDisplay(path(0, 3))])
        #expect(table.indexPathsForVisibleItems == [path(0, 1), path(0, 2), path(0, 3)])
        #expect(table.cellForItem(at: path(0, 3)) === first)
        #expect((first as! TextCell).title.text == "r3")
        #expect(first.prepareForReuseCount == 1)
        #expect(
            table.reuseCounters(for: AnyCellModel(TextModel("x")).reuseIdentifier)
                == ReuseCounters(created: 3, reused: 1))
        table.clearEvents()
        table.setContentOffset(Point(x: 0, y: 50))
        #expect(table.events.isEmpty)
    }

    @Test("Offsets are clamped to the content")
    func clamping() {
        let table = table()
        table.setContentOffset(Point(x: 30, y: -20))
        #expect(table.contentOffset == .zero)
        table.setContentOffset(Point(x: 0, y: 10_000))
        #expect(table.contentOffset == Point(x: 0, y: 340))
        #expect(table.indexPathsForVisibleItems == [path(0, 7), path(0, 8), path(0, 9)])
    }

    @Test("Scroll to an item at the top, middle or bottom, as far as the content allows")
    func scrollTo() throws {
        let table = table()
        try table.scrollToItem(at: path(0, 5), position: .top)
        #expect(table.contentOffset.y == 220)
        try table.scrollToItem(at: path(0, 5), position: .middle)
        #expect(table.contentOffset.y == 192)
        try table.scrollToItem(at: path(0, 5), position: .bottom)
        #expect(table.contentOffset.y == 164)
        #expect(table.indexPathsForVisibleItems.last == path(0, 5))
        try table.scrollToItem(at: path(0, 9), position: .top)
        #expect(table.contentOffset.y == 340)
        try table.scrollToItem(at: path(0, 0), position: .bottom)
        #expect(table.contentOffset.y == 0)
    }

    @Test("Inserting above the visible items keeps them where they are on screen")
    func stableOffset() throws {
        let table = table()
        try table.scrollToItem(at: path(0, 5), position: .top)
        let cell = try #require(table.cellForItem(at: path(0, 5)))
        table.clearEvents()
        table.cells = .text(["n0", "n1", "n2"] + (0..<10).map { "r\($0)" })
        #expect(table.contentOffset.y == 220 + 3 * 44)
        #expect(table.indexPathsForVisibleItems == [path(0, 8), path(0, 9), path(0, 10)])
        #expect(table.cellForItem(at: path(0, 8)) === cell)
        #expect(table.events == [.beginUpdates, .insertItems([path(0, 0), path(0, 1), path(0, 2)]), .endUpdates])
        // Deleting above moves the offset back.
        table.cells = .text(["n0"] + (0..<10).map { "r\($0)" })
        #expect(table.contentOffset.y == 220 + 44)
        #expect(table.cellForItem(at: path(0, 6)) === cell)
    }

    @Test("Without anchoring, the content offset stays and the content moves")
    func unanchored() throws {
        let table = table()
        table.maintainsVisibleContentPosition = false
        try table.scrollToItem(at: path(0, 5), position: .top)
        table.cells = .text(["n0", "n1", "n2"] + (0..<10).map { "r\($0)" })
        #expect(table.contentOffset.y == 220)
        #expect(table.indexPathsForVisibleItems == [path(0, 5), path(0, 6), path(0, 7)])
    }

    @Test("A taller viewport shows more; a new width lays everything out again")
    func viewportSize() throws {
        let table = table()
        table.setViewportSize(Size(width: 320, height: 200))
        #expect(table.indexPathsForVisibleItems.count == 5)
        table.metrics.rowHeight = .computed
        table.setViewportSize(Size(width: 100, height: 200))
        #expect(try table.frameForItem(at: path(0, 1)) == Rect(x: 0, y: 44, width: 100, height: 44))
    }

    @Test("Scrolling 100,000 rows top to bottom creates about a screen of cells")
    func longScroll() {
        let table = HeadlessTable(size: Size(width: 320, height: 480))
        table.isRecordingEvents = false
        var displayed = 0
        table.onEvent = { event in
            if case .willDisplay = event { displayed += 1 }
        }
        table.cells = (0..<100_000).map { AnyCellModel(RowModel($0)) }
        let identifier = AnyCellModel(RowModel(0)).reuseIdentifier
        var offset = 0.0
        while offset < table.contentSize.height {
            offset += 200
            table.setContentOffset(Point(x: 0, y: offset))
        }
        #expect(table.indexPathsForVisibleItems.last == path(0, 99_999))
        #expect(displayed == 100_000)
        let counters = table.reuseCounters(for: identifier)
        // 480 / 44 rounds up to 11 rows, 12 when one is cut at each end.
        #expect(counters.created <= 13)
        #expect(counters.dequeued == 100_000)
        #expect((table.cellForItem(at: path(0, 99_999)) as? TextCell)?.title.text == "99999")
    }

    @Test("Scrolling 100,000 estimated rows measures each once, and creates about a screen of cells")
    func longEstimatedScroll() {
        let table = HeadlessTable(
            size: Size(width: 320, height: 480), metrics: TableLayout.Metrics(rowHeight: .estimated(60)))
        table.isRecordingEvents = false
        table.cells = (0..<100_000).map { AnyCellModel(RowModel($0)) }
        var offset = 0.0
        while offset < table.contentSize.height - 480 {
            offset += 480
            table.setContentOffset(Point(x: 0, y: offset))
        }
        #expect(table.contentSize.height == 4_400_000)
        #expect(table.reuseCounters(for: AnyCellModel(RowModel(0)).reuseIdentifier).created <= 14)
        #expect(table.indexPathsForVisibleItems.last == path(0, 99_999))
    }

    @Test("A collection scrolls the same way, line by line")
    func collectionScroll() throws {
        let collection = HeadlessCollection(
            size: Size(width: 300, height: 100),
            metrics: FlowLayout.Metrics(
                itemSize: .fixed(Size(width: 100, height: 50)), minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        collection.cells = .text((0..<30).map { "c\($0)" })
        #expect(collection.indexPathsForVisibleItems == (0..<6).map { path(0, $0) })
        let first = try #require(collection.cellForItem(at: path(0, 0)))
        collection.clearEvents()
        collection.setContentOffset(Point(x: 0, y: 50))
        #expect(
            collection.events == [
                .didEndDisplaying(path(0, 0)), .didEndDisplaying(path(0, 1)), .didEndDisplaying(path(0, 2)),
                .willDisplay(path(0, 6)), .willDisplay(path(0, 7)), .willDisplay(path(0, 8)),
            ])
        #expect(collection.visibleCellsInOrder.contains { $0 === first })
        try collection.scrollToItem(at: path(0, 29), position: .bottom)
        #expect(collection.contentOffset.y == 400)
    }
}
