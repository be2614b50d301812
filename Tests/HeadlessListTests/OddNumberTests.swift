import CellModels
import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

/// An odd number, and what a list takes it as where a length goes (NaN or
/// negative as 0, at most 10⁹) and where a position, spacing or inset goes
/// (NaN as 0, within ±10⁹).
typealias OddNumber = (odd: Double, length: Double, signed: Double)

@MainActor
@Suite("Lists take any number: odd metrics, cell sizes, viewports and offsets lay out as the numbers taken")
struct OddNumberTests {
    nonisolated static let numbers: [OddNumber] = [
        (.nan, 0, 0), (.infinity, 1e9, 1e9), (-.infinity, 0, -1e9), (1e300, 1e9, 1e9), (2e9, 1e9, 1e9), (-5, 0, -5),
    ]

    /// Three sections of a header, four rows of `height` (their cells'
    /// stated height and width) and a footer.
    func sections(itemSize: Double) -> [CellSection] {
        (0..<3).map { index in
            CellSection(
                id: index, header: .model(BannerModel("h\(index)", "H\(index)")),
                footer: .model(BannerModel("f\(index)", "F\(index)")),
                items: (0..<4).map {
                    AnyCellModel(TextModel("r\(index).\($0)", width: itemSize, height: itemSize))
                })
        }
    }

    /// What a list shows: its content size and offset, every item's,
    /// header's and footer's frame, and the visible items; every number
    /// finite.
    func picture<Layout>(_ list: HeadlessListView<Layout>) throws -> String {
        var frames: [Rect] = []
        for section in 0..<3 {
            frames.append(try list.frameForHeader(inSection: section))
            for item in 0..<4 { frames.append(try list.frameForItem(at: ItemPath(section: section, item: item))) }
            frames.append(try list.frameForFooter(inSection: section))
        }
        let numbers =
            frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] } + [
                list.contentSize.width, list.contentSize.height, list.contentOffset.x, list.contentOffset.y,
            ]
        #expect(numbers.allSatisfy { $0.isFinite }, "\(frames)")
        return "\(list.contentSize) \(list.contentOffset) \(frames) \(list.indexPathsForVisibleItems)"
    }

    /// A table whose `which` number is `number`, scrolled to `offset`.
    func table(_ number: Double, _ which: Int, offset: Double = 30) -> HeadlessTable {
        var metrics = TableLayout.Metrics()
        var size = Size(width: 320, height: 100)
        var itemSize = 44.0
        switch which {
        case 0: metrics.rowHeight = .fixed(number)
        case 1: metrics.rowHeight = .estimated(number)
        case 2: metrics.sectionHeaderHeight = number
        case 3: metrics.sectionFooterHeight = number
        case 4: (metrics.rowHeight, itemSize) = (.computed, number)
        default: size = Size(width: number, height: number)
        }
        let table = HeadlessTable(size: size, metrics: metrics)
        table.sections = sections(itemSize: itemSize)
        table.setContentOffset(Point(x: 0, y: offset))
        return table
    }

    /// A collection whose `which` number is `number`.
    func collection(_ number: Double, _ which: Int) -> HeadlessCollection {
        var metrics = FlowLayout.Metrics()
        var itemSize = 50.0
        switch which {
        case 0: metrics.itemSize = .fixed(Size(width: number, height: number))
        case 1: metrics.itemSize = .estimated(Size(width: number, height: number))
        case 2: (metrics.itemSize, itemSize) = (.computed, number)
        case 3: metrics.minimumLineSpacing = number
        case 4: metrics.minimumInteritemSpacing = number
        case 5: metrics.sectionInset = EdgeInsets(top: number, left: number, bottom: number, right: number)
        case 6: metrics.headerHeight = number
        default: metrics.footerHeight = number
        }
        let collection = HeadlessCollection(size: Size(width: 320, height: 100), metrics: metrics)
        collection.sections = sections(itemSize: itemSize)
        collection.setContentOffset(Point(x: 0, y: 30))
        return collection
    }

    @Test("A table's row, header and footer heights, a cell's stated height and the viewport", arguments: numbers)
    func tables(number: OddNumber) throws {
        for which in 0..<6 {
            let (got, expected) = (try picture(table(number.odd, which)), try picture(table(number.length, which)))
            #expect(got == expected, "\(which)")
        }
        // An offset scrolls as the number taken, clamped to the content.
        let (odd, taken) = (table(0, 0, offset: number.odd), table(0, 0, offset: number.signed))
        let (got, expected) = (try picture(odd), try picture(taken))
        #expect(got == expected)
    }

    @Test(
        "A collection's item sizes, a cell's stated size, spacings, insets, header and footer heights",
        arguments: numbers)
    func collections(number: OddNumber) throws {
        for which in 0..<8 {
            // Spacings and insets may be negative, as in UIKit.
            let taken = (3...5).contains(which) ? number.signed : number.length
            let (got, expected) = (try picture(collection(number.odd, which)), try picture(collection(taken, which)))
            #expect(got == expected, "\(which)")
        }
    }
}
