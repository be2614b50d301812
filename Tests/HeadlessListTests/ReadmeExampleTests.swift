import CellModels
import Foundation
import HeadlessList
@_spi(ListEngine) import ListDiff
import Testing

/// The README's HeadlessList example, as written there.
@MainActor
@Suite("README example: a headless table")
struct HeadlessListReadmeTests {
    final class NameCell: HeadlessCell {
        var field: HeadlessTextField!

        override func buildChildren(_ children: ChildBuilder) {
            field = children.child("field") { HeadlessTextField() }
        }
    }

    final class NameModel: CellModel {
        typealias Cell = NameCell
        let cellIdentifier: String
        @ViewState var name: String
        var contentSnapshot: StateSnapshot { StateSnapshot(name) }

        init(id: String, name: String) {
            cellIdentifier = id
            self.name = name
        }

        func configure(_ cell: NameCell) {
            $name.bindTwoWay(with: cell.field, \.text, owner: cell.bindingOwner)
        }
    }

    final class CountHeader: HeadlessHeaderFooterView {
        var title: HeadlessLabel!
        override func buildChildren(_ children: ChildBuilder) {
            title = children.child("title") { HeadlessLabel() }
        }
    }

    final class CountHeaderModel: CellModel {
        typealias Cell = CountHeader
        let cellIdentifier = "people-header"
        @ViewState var count: Int
        var contentSnapshot: StateSnapshot { StateSnapshot(count) }
        init(count: Int) { self.count = count }
        func configure(_ view: CountHeader) {
            $count.bind(to: view.title, \.text) { "\($0) people" }
        }
    }

    /// The README's section with a header view, as written there.
    @Test func readmeHeaderViewExample() throws {
        let ann = NameModel(id: "ann", name: "Ann")
        let bob = NameModel(id: "bob", name: "Bob")

        let list = HeadlessTable(size: Size(width: 320, height: 100))
        let header = CountHeaderModel(count: 2)
        list.sections = [
            CellSection("people", header: .model(header)) {
                ann; bob
            }
        ]
        let view = try #require(list.headerView(forSection: 0) as? CountHeader)
        #expect(view.title.text == "2 people")
        header.count = 3
        #expect(view.title.text == "3 people")
        list.setContentOffset(Point(x: 0, y: 16))
        #expect(view.frame == Rect(x: 0, y: 16, width: 320, height: 28))
        #expect(list.indexPathsForVisibleItems == [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)])
    }

    final class NoteCell: HeadlessCell {
        let title = HeadlessLabel()
        let body = build(HeadlessLabel()) { $0.numberOfLines = 0 }
        override func layoutChild(_ layout: ViewLayout<HeadlessView>) {
            layout.put(title) { $0.fixToParent(.fullTop, with: EdgeInsets(all: 12)) }
            layout.put(body) { body in
                body.atBottom(of: title, spacing: 4)
                body.fixToParent(.fullBottom, with: EdgeInsets(all: 12))
            }
        }
    }

    final class NoteModel: CellModel {
        typealias Cell = NoteCell
        let cellIdentifier: String
        @ViewState var text: String
        var contentSnapshot: StateSnapshot { StateSnapshot(text) }
        init(id: String, text: String) {
            cellIdentifier = id
            self.text = text
        }
        func configure(_ cell: NoteCell) {
            cell.title.text = cellIdentifier
            $text.bind(to: cell.body, \.text)
        }
    }

    /// The README's self-sizing cell, as written there.
    @Test func readmeSelfSizingExample() throws {
        let notes = HeadlessTable(
            size: Size(width: 320, height: 480), metrics: TableLayout.Metrics(rowHeight: .automatic))
        let long = NoteModel(id: "long", text: String(repeating: "word ", count: 10))
        notes.cells = [AnyCellModel(NoteModel(id: "short", text: "Hi")), AnyCellModel(long)]
        #expect(try notes.frameForItem(at: ItemPath(section: 0, item: 0)).height == 68)  // 12 + 20 + 4 + 20 + 12
        #expect(try notes.frameForItem(at: ItemPath(section: 0, item: 1)).height == 88)  // the body wraps to two lines
        // And the cell on screen is laid out at its row's size.
        let cell = try #require(notes.cellForItem(at: ItemPath(section: 0, item: 1)) as? NoteCell)
        #expect(cell.body.frame == Rect(x: 12, y: 36, width: 296, height: 40))
        long.text = "word"
        #expect(cell.needsLayout)
    }

    @Test func readmeExample() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 480))
        table.register(NameCell.self, forReuseIdentifier: NameModel.reuseIdentifier)

        let ann = NameModel(id: "ann", name: "Ann")
        let bob = NameModel(id: "bob", name: "Bob")
        table.sections = [
            CellSection("people", header: .title("People")) {
                ann; bob
            }
        ]
        table.sections = [
            CellSection("people", header: .title("People")) {
                bob; ann
            }
        ]
        let moves = table.events.filter { if case .moveItem = $0 { true } else { false } }
        #expect(moves.map(\.description) == ["move item [0, 1] to [0, 0]"])

        let annCell = try #require(table.cellForItem(at: ItemPath(section: 0, item: 1)) as? NameCell)
        #expect(annCell.field.text == "Ann")
        _ = annCell.field.simulateTyping("e")
        #expect(ann.name == "Anne")
        #expect(table.reuseCounters(for: NameModel.reuseIdentifier).created == 2)
    }
}
