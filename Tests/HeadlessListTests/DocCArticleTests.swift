import CellModels
import HeadlessList
import ListDiff
import Testing

/// The snippets of the HeadlessList DocC articles ("The headless list",
/// "Layout"), as written there, with their comments asserted.
@MainActor
@Suite("DocC articles: HeadlessList")
struct HeadlessListArticleTests {
    final class TitleCell: HeadlessCell {
        var label: HeadlessLabel!

        override func buildChildren(_ children: ChildBuilder) {
            label = children.child("label") { HeadlessLabel() }
        }
    }

    final class TitleModel: CellModel {
        typealias Cell = TitleCell
        let cellIdentifier: String
        @ViewState var title: String
        var contentSnapshot: StateSnapshot { StateSnapshot(title) }

        init(_ id: String, _ title: String) {
            cellIdentifier = id
            self.title = title
        }

        func configure(_ cell: TitleCell) {
            $title.bind(to: cell.label, \.text, owner: cell.bindingOwner)
        }
    }

    func path(_ section: Int, _ item: Int) -> ItemPath {
        ItemPath(section: section, item: item)
    }

    @Test("The headless list: sections, diffing and batch updates")
    func headlessList() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 480))
        table.register(TitleCell.self, forReuseIdentifier: TitleModel.reuseIdentifier)
        table.sections = [
            CellSection("fruit", header: .title("Fruit")) {
                TitleModel("apple", "Apple")
                TitleModel("pear", "Pear")
            }
        ]
        #expect(try table.numberOfItems(inSection: 0) == 2)
        #expect(table.indexPathsForVisibleItems == [path(0, 0), path(0, 1)])
        let apple = try #require(table.cellForItem(at: path(0, 0)) as? TitleCell)
        #expect(apple.label.text == "Apple")

        table.clearEvents()
        table.sections = [
            CellSection("fruit", header: .title("Fruit")) {
                TitleModel("pear", "Pear")
                TitleModel("apple", "Apple")
            }
        ]
        let descriptions = table.events.map(\.description)
        #expect(descriptions.contains("move item [0, 1] to [0, 0]"))
        #expect(descriptions.first == "begin updates")
        #expect(!descriptions.contains { $0.hasPrefix("reload") || $0.hasPrefix("reconfigure") })

        var updates = BatchUpdates()
        updates.insertItems(at: [ItemPath(section: 0, item: 2)])
        let before = table.events.count
        #expect {
            try table.performBatchUpdates(updates, sections: table.sections)
        } throws: { error in
            guard let error = error as? HeadlessListError else { return false }
            return error.kind == .invalidNumberOfItems
                && error.message.hasPrefix("Invalid update: invalid number of rows in section 0.")
        }
        #expect(try table.numberOfItems(inSection: 0) == 2)
        #expect(table.events.count == before)
    }

    @Test("Layout: a table with fixed rows and a header")
    func tableLayout() throws {
        let table = HeadlessTable(
            size: Size(width: 320, height: 480),
            metrics: TableLayout.Metrics(rowHeight: .fixed(50), sectionHeaderHeight: 30))
        table.register(TitleCell.self, forReuseIdentifier: TitleModel.reuseIdentifier)
        table.sections = [
            CellSection("s", header: .title("Header")) {
                TitleModel("a", "A")
                TitleModel("b", "B")
            }
        ]
        #expect(try table.frameForItem(at: ItemPath(section: 0, item: 1)) == Rect(x: 0, y: 80, width: 320, height: 50))
        #expect(table.contentSize.height == 130)
    }

    @Test("Layout: a flow of fixed-size items that wraps")
    func flowLayout() throws {
        let collection = HeadlessCollection(
            size: Size(width: 320, height: 480),
            metrics: FlowLayout.Metrics(
                itemSize: .fixed(Size(width: 100, height: 100)), minimumLineSpacing: 10,
                minimumInteritemSpacing: 10))
        collection.register(TitleCell.self, forReuseIdentifier: TitleModel.reuseIdentifier)
        collection.cells = (0..<4).map { AnyCellModel(TitleModel("\($0)", "Item \($0)")) }
        #expect(
            try collection.frameForItem(at: ItemPath(section: 0, item: 2))
                == Rect(x: 220, y: 0, width: 100, height: 100))
        #expect(
            try collection.frameForItem(at: ItemPath(section: 0, item: 3))
                == Rect(x: 0, y: 110, width: 100, height: 100))
    }

    @Test("Constraint layout: a stack in a card")
    func constraintLayout() throws {
        let card = HeadlessView(identifier: "card")
        card.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        let title = HeadlessLabel(identifier: "title", text: "Lists of cells")
        let detail = HeadlessLabel(identifier: "detail", text: "described as data")
        try card.makeLayout { layout in
            layout.putVerticalStack(spacing: 4, alignment: .leading) { stack in
                stack.fixToParent(.fullTop, with: EdgeInsets(all: 16))
                stack.putStacked(title)
                stack.putStacked(detail)
            }
        }
        card.layoutIfNeeded()
        #expect(title.frame == Rect(x: 0, y: 0, width: 112, height: 20))
        #expect(detail.frame == Rect(x: 0, y: 24, width: 136, height: 20))
    }
}
