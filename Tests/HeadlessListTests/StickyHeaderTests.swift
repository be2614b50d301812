import CellModels
import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

@MainActor
@Suite("Sticky headers: plain tables pin, grouped tables do not")
struct StickyHeaderTests {
    /// Three sections of a 28-point header view and four 44-point rows:
    /// each is 204 high, at 0, 204 and 408.
    func table(_ style: TableLayout.Style, footers: Bool = false) -> HeadlessTable {
        let table = HeadlessTable(size: Size(width: 320, height: 100), metrics: TableLayout.Metrics(style: style))
        table.sections = (0..<3).map { index in
            CellSection(
                id: index, header: .model(BannerModel("h\(index)", "H\(index)")),
                footer: footers ? .model(BannerModel("f\(index)", "F\(index)")) : nil,
                items: .text((0..<4).map { "r\(index).\($0)" }))
        }
        return table
    }

    @Test(
        "A plain table pins the current header to the top, and the next section pushes it up",
        arguments: [
            // offset, then the displayed top of headers 0 and 1 (nil: no view)
            (0.0, 0.0, nil), (50, 50, nil), (100, 100, nil), (150, 150, 204), (176, 176, 204), (190, 176, 204),
            (204, nil, 204), (215, nil, 215), (300, nil, 300),
        ] as [(Double, Double?, Double?)])
    func plain(offset: Double, header0: Double?, header1: Double?) throws {
        let table = table(.plain)
        table.setContentOffset(Point(x: 0, y: offset))
        #expect(table.headerView(forSection: 0)?.frame.minY == header0)
        #expect(table.headerView(forSection: 1)?.frame.minY == header1)
        if let header0 {
            #expect(try table.frameForHeader(inSection: 0) == Rect(x: 0, y: header0, width: 320, height: 28))
        }
        // Rows scroll under the pinned header: they stay visible.
        #expect(table.indexPathsForVisibleItems == table.indexPathsForItems(in: table.visibleRect))
        if offset == 50 { #expect(table.indexPathsForVisibleItems.first == path(0, 0)) }
        // The layout's own frame is where the header sits in the content.
        #expect(try table.layout.frameForHeader(inSection: 1).minY == 204)
    }

    @Test("A grouped table's headers scroll with the rows", arguments: [0.0, 50, 190, 215])
    func grouped(offset: Double) throws {
        let table = table(.grouped)
        table.setContentOffset(Point(x: 0, y: offset))
        #expect(try table.frameForHeader(inSection: 0).minY == 0)
        #expect(try table.frameForHeader(inSection: 1).minY == 204)
        #expect(table.headerView(forSection: 0)?.frame.minY == (offset < 28 ? 0 : nil))
        #expect(table.headerView(forSection: 1)?.frame.minY == (offset + 100 > 204 ? 204 : nil))
    }

    @Test("Scrolling records header display events as the pinned header changes")
    func events() {
        let table = table(.plain)
        table.clearEvents()
        for offset in stride(from: 20.0, through: 240, by: 20) {
            table.setContentOffset(Point(x: 0, y: offset))
        }
        let headers = table.events.filter {
            if case .willDisplayHeader = $0 { true } else if case .didEndDisplayingHeader = $0 { true } else { false }
        }
        // Header 1 arrives at 120 (its top at 204 enters the 100-point
        // area); header 0 leaves at 220, pushed up to 176 and out of view.
        #expect(headers == [.willDisplayHeader(1), .didEndDisplayingHeader(0)])
    }

    @Test("The sections in a rect, found by binary search in both layouts")
    func sectionsInRect() {
        let table = table(.plain)
        #expect(table.layout.sections(in: Rect(x: 0, y: 0, width: 320, height: 100)) == 0..<1)
        #expect(table.layout.sections(in: Rect(x: 0, y: 150, width: 320, height: 100)) == 0..<2)
        #expect(table.layout.sections(in: Rect(x: 0, y: 204, width: 320, height: 204)) == 1..<2)
        #expect(table.layout.sections(in: Rect(x: 0, y: 400, width: 320, height: 1_000)) == 1..<3)
        #expect(table.layout.sections(in: Rect(x: 0, y: 700, width: 320, height: 10)).isEmpty)
        let collection = HeadlessCollection(
            size: Size(width: 300, height: 100),
            metrics: FlowLayout.Metrics(itemSize: .fixed(Size(width: 300, height: 50)), minimumLineSpacing: 0))
        collection.sections = (0..<3).map { CellSection(id: $0, items: .text(["c\($0).0", "c\($0).1"])) }
        #expect(collection.layout.sections(in: Rect(x: 0, y: 90, width: 300, height: 20)) == 0..<2)
        #expect(collection.layout.sections(in: Rect(x: 0, y: 100, width: 300, height: 100)) == 1..<2)
        #expect(collection.layout.sections(in: Rect(x: 0, y: 300, width: 300, height: 100)).isEmpty)
    }

    @Test("A plain table pins a footer to the bottom while its section is on screen")
    func footers() throws {
        let plain = table(.plain, footers: true)
        // Section 0: header 0 to 28, rows to 204, footer 204 to 232.
        #expect(plain.footerView(forSection: 0)?.frame == Rect(x: 0, y: 72, width: 320, height: 28))
        plain.setContentOffset(Point(x: 0, y: 150))
        #expect(plain.footerView(forSection: 0)?.frame.minY == 204)
        #expect(plain.headerView(forSection: 0)?.frame.minY == 150)
        let grouped = table(.grouped, footers: true)
        #expect(grouped.footerView(forSection: 0) == nil)
        #expect(try grouped.frameForFooter(inSection: 0).minY == 204)
    }
}
