import CellModels
import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

@MainActor
@Suite("Flow layout: lines, spacing, insets, headers and footers")
struct FlowLayoutTests {
    /// Three 100-point squares a line: 330 wide, 10-point insets on the
    /// sides, 5 between items.
    func grid() -> HeadlessCollection {
        let collection = HeadlessCollection(
            size: Size(width: 330, height: 300),
            metrics: FlowLayout.Metrics(
                itemSize: .columns(3, aspectRatio: 1), minimumLineSpacing: 10, minimumInteritemSpacing: 5,
                sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), headerHeight: 20, footerHeight: 10))
        collection.sections = [
            CellSection(
                id: "photos", header: .title("Photos"), footer: .title("7 photos"),
                items: .text((0..<7).map { "p\($0)" })),
            CellSection(id: "more", items: .text(["m0", "m1"])),
        ]
        return collection
    }

    @Test("Columns: three squares a line, wrapped, inside insets, between header and footer")
    func columns() throws {
        let layout = grid().layout
        #expect(layout.contentWidth == 310)
        #expect(try layout.frameForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 330, height: 20))
        #expect(try layout.frameForItem(at: path(0, 0)) == Rect(x: 10, y: 25, width: 100, height: 100))
        #expect(try layout.frameForItem(at: path(0, 1)) == Rect(x: 115, y: 25, width: 100, height: 100))
        #expect(try layout.frameForItem(at: path(0, 2)) == Rect(x: 220, y: 25, width: 100, height: 100))
        #expect(try layout.frameForItem(at: path(0, 3)) == Rect(x: 10, y: 135, width: 100, height: 100))
        #expect(try layout.frameForItem(at: path(0, 6)) == Rect(x: 10, y: 245, width: 100, height: 100))
        #expect(try layout.frameForFooter(inSection: 0) == Rect(x: 0, y: 350, width: 330, height: 10))
        #expect(try layout.frameForHeader(inSection: 1) == Rect(x: 0, y: 360, width: 330, height: 0))
        #expect(try layout.frameForItem(at: path(1, 1)) == Rect(x: 115, y: 365, width: 100, height: 100))
        #expect(layout.contentSize == Size(width: 330, height: 470))
    }

    @Test("Items in a rect: by line, then by position in the line")
    func itemsInRect() {
        let layout = grid().layout
        #expect(
            layout.indexPathsForItems(in: Rect(x: 0, y: 130, width: 330, height: 10)) == [
                path(0, 3), path(0, 4), path(0, 5),
            ])
        #expect(layout.indexPathsForItems(in: Rect(x: 0, y: 236, width: 330, height: 8)) == [])
        #expect(layout.indexPathsForItems(in: Rect(x: 200, y: 365, width: 10, height: 10)) == [path(1, 1)])
        #expect(layout.indexPathsForItems(in: Rect(x: 0, y: 0, width: 330, height: 20)) == [])
        #expect(layout.indexPathForItem(at: Point(x: 120, y: 30)) == path(0, 1))
        #expect(layout.indexPathForItem(at: Point(x: 112, y: 30)) == nil)
    }

    @Test("Fixed sizes wrap when the next item does not fit; each item is centred in its line")
    func computedSizes() throws {
        let collection = HeadlessCollection(
            size: Size(width: 320, height: 300), metrics: FlowLayout.Metrics(itemSize: .computed))
        collection.cells = [(200.0, 30.0), (150, 60), (100, 40), (50, 20)].enumerated().map {
            AnyCellModel(TextModel("i\($0.offset)", width: $0.element.0, height: $0.element.1))
        }
        let layout = collection.layout
        #expect(try layout.frameForItem(at: path(0, 0)) == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(try layout.frameForItem(at: path(0, 1)) == Rect(x: 0, y: 40, width: 150, height: 60))
        #expect(try layout.frameForItem(at: path(0, 2)) == Rect(x: 160, y: 50, width: 100, height: 40))
        #expect(try layout.frameForItem(at: path(0, 3)) == Rect(x: 270, y: 60, width: 50, height: 20))
        #expect(layout.contentSize.height == 100)
    }

    @Test("A fixed size wider than the line gets a line of its own, clamped to the width")
    func tooWide() throws {
        let collection = HeadlessCollection(
            size: Size(width: 100, height: 300),
            metrics: FlowLayout.Metrics(itemSize: .fixed(Size(width: 150, height: 10))))
        collection.cells = .text(["a", "b"])
        #expect(try collection.frameForItem(at: path(0, 0)) == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(try collection.frameForItem(at: path(0, 1)) == Rect(x: 0, y: 20, width: 100, height: 10))
    }

    @Test("Updates lay out again from the changed line, as a fresh layout would")
    func updates() throws {
        let collection = grid()
        collection.sections = [
            CellSection(id: "more", items: .text(["m1"])),
            CellSection(
                id: "photos", header: .title("Photos"), footer: .title("7 photos"),
                items: .text(["p0", "p1", "x", "p2", "p4", "p6", "m0"])),
        ]
        let fresh = HeadlessCollection(size: Size(width: 330, height: 300), metrics: collection.metrics)
        fresh.sections = collection.sections
        #expect(collection.contentSize == fresh.contentSize)
        for section in 0..<2 {
            for item in 0..<(try collection.numberOfItems(inSection: section)) {
                #expect(
                    try collection.frameForItem(at: path(section, item)) == fresh.frameForItem(at: path(section, item)))
            }
        }
        #expect(try collection.frameForItem(at: path(1, 2)) == Rect(x: 220, y: 110 + 25, width: 100, height: 100))
    }

    @Test("Changing the metrics lays the collection out again")
    func metricsChange() throws {
        let collection = grid()
        collection.metrics.itemSize = .columns(2, aspectRatio: 2)
        #expect(try collection.frameForItem(at: path(0, 1)) == Rect(x: 167.5, y: 25, width: 152.5, height: 76.25))
    }
}
