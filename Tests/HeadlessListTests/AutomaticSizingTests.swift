import CellModels
@_spi(Instrumentation) import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

@MainActor
@Suite("Automatic and estimated sizes: sizing cells, the size cache, a stable offset")
struct AutomaticSizingTests {
    func automaticTable(height: Double = 480) -> HeadlessTable {
        HeadlessTable(size: Size(width: 320, height: height), metrics: TableLayout.Metrics(rowHeight: .automatic))
    }

    func heights(_ table: HeadlessTable) throws -> [Double] {
        try (0..<table.numberOfItems(inSection: 0)).map { try table.frameForItem(at: path(0, $0)).height }
    }

    @Test("Automatic rows grow and shrink after a diff that reconfigures them")
    func growAndShrink() throws {
        let table = automaticTable()
        table.cells = .growing([("a", "short"), ("b", text(25))])
        #expect(try heights(table) == [30, 50])
        #expect(table.instrumentation.sizingPasses == 2)
        #expect(table.instrumentation.sizingCellsCreated == 1)
        let cell = try #require(table.cellForItem(at: path(0, 0)) as? GrowingCell)
        table.cells = .growing([("a", text(35)), ("b", "x")])
        #expect(table.events.contains(.reconfigureItems([path(0, 0), path(0, 1)])))
        #expect(try heights(table) == [60, 30])
        #expect(try table.frameForItem(at: path(0, 1)) == Rect(x: 0, y: 60, width: 320, height: 30))
        #expect(table.cellForItem(at: path(0, 0)) === cell)
        #expect(cell.label.text == text(35))
        #expect(cell.frame.height == 60)
        #expect(table.instrumentation.sizingPasses == 4)
        // The sizing cell is not one of the pool's cells.
        #expect(table.reuseCounters(for: GrowingModel.reuseIdentifier).created == 2)
    }

    @Test("Rows measuring taller than estimated get cells as room allows: none is shown and ended in one scroll")
    func arrivalsHeldBack() {
        let table = HeadlessTable(
            size: Size(width: 320, height: 200), metrics: TableLayout.Metrics(rowHeight: .estimated(20)))
        // 50 points each, 2.5 times the estimate.
        table.cells = .growing((0..<60).map { ("r\($0)", text(25)) })
        for step in 1...8 {
            table.clearEvents()
            table.setContentOffset(Point(x: 0, y: table.contentOffset.y + 200))
            let shown = Set(table.indexPathsForVisibleItems)
            let displayed = table.events.compactMap { event -> ItemPath? in
                if case .willDisplay(let path) = event { path } else { nil }
            }
            #expect(!displayed.isEmpty && displayed.allSatisfy(shown.contains), "scroll \(step): \(table.events)")
            #expect(table.visibleCellsInOrder.allSatisfy { $0.frame.height == 50 })
        }
        #expect(table.instrumentation.sizingPasses == table.indexPathsForVisibleItems.last!.item + 1)
    }

    @Test("Estimated rows reconfigured with new content are measured again; unchanged ones are not")
    func estimatedRefresh() throws {
        let table = HeadlessTable(
            size: Size(width: 320, height: 480), metrics: TableLayout.Metrics(rowHeight: .estimated(100)))
        table.cells = .growing([("a", "short"), ("b", text(25)), ("c", "c")])
        #expect(try heights(table) == [30, 50, 30])
        #expect(table.instrumentation.sizingPasses == 3)
        let cell = try #require(table.cellForItem(at: path(0, 1)))
        table.cells = .growing([("a", "short"), ("b", text(5)), ("c", "c")])
        #expect(try heights(table) == [30, 30, 30])
        #expect(table.cellForItem(at: path(0, 1)) === cell)
        #expect(table.instrumentation.sizingPasses == 4)
        // A reload keeps what was measured for the same content.
        table.reloadData()
        #expect(try heights(table) == [30, 30, 30])
        #expect(table.instrumentation.sizingPasses == 4)
        #expect(table.instrumentation.sizingCellsCreated == 0)
    }

    @Test("Sizes are kept per item and width: not measured again unless the content or the width changes")
    func cache() throws {
        let table = automaticTable()
        let rows = (0..<20).map { ("r\($0)", text($0)) }
        table.cells = .growing(rows)
        #expect(table.instrumentation.sizingPasses == 20)
        table.reloadData()
        table.cells = .growing(rows)  // equal content, new model instances
        table.setViewportSize(Size(width: 320, height: 200))  // same width
        #expect(table.instrumentation.sizingPasses == 20)

        // A full reload measures only the item whose content changed.
        table.fullReloadThreshold = 0
        var changed = rows
        changed[3].1 = text(40)
        table.cells = .growing(changed)
        #expect(table.events.last(where: { $0 == .reloadData }) != nil)
        #expect(table.instrumentation.sizingPasses == 21)
        #expect(try table.frameForItem(at: path(0, 3)).height == 60)

        // A new width measures everything again, once.
        table.setViewportSize(Size(width: 200, height: 200))
        #expect(table.instrumentation.sizingPasses == 41)
        table.setContentOffset(Point(x: 0, y: 300))
        table.setViewportSize(Size(width: 200, height: 300))
        #expect(table.instrumentation.sizingPasses == 41)
        #expect(table.instrumentation.sizingCellsCreated == 1)
    }

    @Test("One sizing cell per reuse identifier, however many rows are measured")
    func oneSizingCellPerIdentifier() throws {
        let table = automaticTable(height: 100)
        table.cells = (0..<100).flatMap { index in
            [
                AnyCellModel(GrowingModel("g\(index)", text(index % 30))),
                AnyCellModel(TextModel("t\(index)", height: 20)),
            ]
        }
        #expect(table.instrumentation.sizingCellsCreated == 2)
        #expect(table.instrumentation.sizingPasses == 200)
        #expect(try table.frameForItem(at: path(0, 1)).height == 20)
        #expect(try table.frameForItem(at: path(0, 58)).height == textHeight(text(29)))
        #expect(table.contentSize.height == (0..<100).reduce(0) { $0 + 20 + textHeight(text($1 % 30)) })
    }

    @Test("A cell's calculated size overrides measuring")
    func calculated() throws {
        let table = automaticTable()
        table.cells = [AnyCellModel(GrowingModel("a", "short", calculated: 77)), AnyCellModel(GrowingModel("b", "b"))]
        #expect(try heights(table) == [77, 30])
        let collection = HeadlessCollection(
            size: Size(width: 300, height: 400),
            metrics: FlowLayout.Metrics(itemSize: .automatic, minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        collection.cells = [
            AnyCellModel(GrowingModel("a", "short", calculated: 70)), AnyCellModel(GrowingModel("b", "b")),
        ]
        #expect(try collection.frameForItem(at: path(0, 0)) == Rect(x: 0, y: 0, width: 70, height: 70))
        #expect(try collection.frameForItem(at: path(0, 1)) == Rect(x: 0, y: 70, width: 300, height: 30))
    }

    @Test("Automatic item sizes in a collection follow reconfigured content and the line width")
    func collectionAutomatic() throws {
        let collection = HeadlessCollection(
            size: Size(width: 300, height: 400),
            metrics: FlowLayout.Metrics(
                itemSize: .automatic, minimumLineSpacing: 0, minimumInteritemSpacing: 0,
                sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)))
        collection.cells = .growing([("a", "short"), ("b", text(25))])
        #expect(try collection.frameForItem(at: path(0, 1)) == Rect(x: 10, y: 30, width: 280, height: 50))
        collection.cells = .growing([("a", text(15)), ("b", text(25))])
        #expect(try collection.frameForItem(at: path(0, 1)) == Rect(x: 10, y: 40, width: 280, height: 50))
        #expect(collection.instrumentation.sizingPasses == 3)
        collection.setViewportSize(Size(width: 200, height: 400))
        #expect(try collection.frameForItem(at: path(0, 1)) == Rect(x: 10, y: 40, width: 180, height: 50))
        #expect(collection.instrumentation.sizingPasses == 5)
    }

    @Test("Estimated sizes in a collection: items are measured when displayed, and the cache keeps them")
    func collectionEstimated() throws {
        let collection = HeadlessCollection(
            size: Size(width: 300, height: 200),
            metrics: FlowLayout.Metrics(
                itemSize: .estimated(Size(width: 300, height: 100)), minimumLineSpacing: 0,
                minimumInteritemSpacing: 0))
        collection.cells = .growing((0..<20).map { ("c\($0)", "short") })
        // The first seven items, 30 high once measured, fill the screen.
        #expect(collection.indexPathsForVisibleItems.count == 7)
        #expect(try !collection.layout.needsMeasurement(at: path(0, 6)))
        #expect(try collection.layout.needsMeasurement(at: path(0, 7)))
        #expect(collection.contentSize.height == 7 * 30 + 13 * 100)
        #expect(collection.instrumentation.sizingPasses == 7)
        collection.reloadData()
        #expect(collection.instrumentation.sizingPasses == 7)
        #expect(try !collection.layout.needsMeasurement(at: path(0, 6)))
    }

    /// Scrolls up one step at a time from the end of a list of estimated
    /// items; at each step, an item that was on screen, at or below the top,
    /// must keep its place on screen even though the items measured above it
    /// were estimated taller.
    func checkStableOffset<Layout>(_ list: HeadlessListView<Layout>) throws {
        list.setContentOffset(Point(x: 0, y: list.contentSize.height))
        for _ in 0..<8 {
            let requested = list.contentOffset.y - 20
            guard requested > 0 else { break }
            let kept = try list.indexPathsForVisibleItems.first { try list.frameForItem(at: $0).minY >= requested }
            guard let kept else { continue }
            let onScreen = try list.frameForItem(at: kept).minY - requested
            list.setContentOffset(Point(x: 0, y: requested))
            #expect(try list.frameForItem(at: kept).minY - list.contentOffset.y == onScreen)
        }
    }

    @Test("An estimate measured above the visible area moves the offset, not what is on screen")
    func stableOffset() throws {
        let table = HeadlessTable(
            size: Size(width: 320, height: 200), metrics: TableLayout.Metrics(rowHeight: .estimated(100)))
        table.cells = .growing((0..<40).map { ("r\($0)", "short") })
        try checkStableOffset(table)
        let collection = HeadlessCollection(
            size: Size(width: 300, height: 200),
            metrics: FlowLayout.Metrics(
                itemSize: .estimated(Size(width: 300, height: 100)), minimumLineSpacing: 0,
                minimumInteritemSpacing: 0))
        collection.cells = .growing((0..<40).map { ("c\($0)", "short") })
        try checkStableOffset(collection)
    }

    @Test("A failed update measures nothing and changes nothing")
    func errors() throws {
        let table = automaticTable()
        table.cells = .growing([("a", "short"), ("b", text(25))])
        let counters = table.instrumentation
        let events = table.events
        var updates = BatchUpdates()
        updates.reconfigureItems(at: [path(0, 7)])
        #expect(throws: HeadlessListError.self) {
            try table.performBatchUpdates(
                updates, sections: [CellSection(id: "", items: .growing([("a", text(50)), ("b", "b")]))])
        }
        #expect(table.instrumentation == counters)
        #expect(table.events == events)
        #expect(try heights(table) == [30, 50])
        #expect((table.cellForItem(at: path(0, 0)) as? GrowingCell)?.label.text == "short")
    }
}
