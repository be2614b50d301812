import CellModels
import HeadlessList
import HeadlessViews
import Testing

/// Seed 001's cell molecule: its children laid out in `layoutChild`, its
/// size calculated from the line's width.
final class MyCellView: HeadlessCell {
    lazy var image = HeadlessImageView()
    lazy var label = HeadlessLabel()

    override var layoutBehaviour: CellLayoutBehaviour { .remakeEveryLayout }

    override func layoutChild(_ thisLayout: ViewLayout<HeadlessView>) {
        thisLayout.put(image) { $0.fixToParent(.fullTop).height.equal(with: 20) }
        thisLayout.put(label) { $0.atBottom(of: image, spacing: 4) }
    }

    override func calculatedCellSize(for collectionContentWidth: Double) -> Size? {
        let side: Double = collectionContentWidth / 3
        return Size(width: side, height: side)
    }
}

/// Seed 001's cell view model: states bound in the binding hook; a list
/// configures a cell by applying the model to it.
final class MyCellViewModel: ViewModel<MyCellView>, CellModel {
    typealias Cell = MyCellView
    var cellIdentifier: String = ""
    @ViewState var image: String?
    @ViewState var text: String?
    var contentSnapshot: StateSnapshot { StateSnapshot(image, text) }

    override func makeBindings(to view: MyCellView) {
        $image.apply(into: view.image, \.imageName)
        $text.apply(into: view.label, \.text)
    }
}

/// Seed 001's cells, sections and list model, in its order.
@MainActor
@Suite("Seed 001: cell view models, sections and the list's model")
struct SeedCellsTests {
    struct Item {
        let itemId: String
        let image: String
        let itemName: String
    }

    let items = [
        Item(itemId: "1", image: "one.png", itemName: "One"), Item(itemId: "2", image: "two.png", itemName: "Two"),
    ]

    func cellModels(_ items: [Item]) -> [AnyCellModel] {
        items.map { item in
            let cellModel = MyCellViewModel()
            cellModel.cellIdentifier = item.itemId
            cellModel.image = item.image
            cellModel.text = item.itemName
            return AnyCellModel(cellModel)
        }
    }

    @Test("cells: each model applied to its cell, sized by the cell's calculation")
    func cells() throws {
        let table = HeadlessCollection(
            size: Size(width: 300, height: 400),
            metrics: FlowLayout.Metrics(itemSize: .automatic, minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        table.cells = cellModels(items)
        let cell = try #require(table.cellForItem(at: ItemPath(section: 0, item: 1)) as? MyCellView)
        #expect(cell.image.imageName == "two.png" && cell.label.text == "Two")
        // 300 / 3 = 100 a side; the second item after the first, at x = 100.
        #expect(
            try table.frameForItem(at: ItemPath(section: 0, item: 1)) == Rect(x: 100, y: 0, width: 100, height: 100))
        try cell.layoutChildrenIfNeeded()
        // The image across the top, 20 tall; the label 4 below it, centred:
        // "Two" is 24 wide, x = 50 − 12.
        #expect(cell.image.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(cell.label.frame == Rect(x: 38, y: 24, width: 24, height: 20))
        // Only a cell with another identifier is reloaded.
        table.clearEvents()
        table.cells = cellModels([items[0], Item(itemId: "3", image: "three.png", itemName: "Three")])
        #expect(table.events.contains(.deleteItems([ItemPath(section: 0, item: 1)])))
        #expect(table.events.contains(.insertItems([ItemPath(section: 0, item: 1)])))
    }

    @Test("sections: identified, one with a title, set on the list or its model")
    func sections() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 600))
        let firstSection = CellSection(id: "first_section", items: cellModels(items))
        let secondSection = CellSection(id: "second_section", header: .title("Users"), items: cellModels([items[1]]))
        table.sections = [firstSection, secondSection]
        #expect(try table.numberOfSections == 2 && table.numberOfItems(inSection: 0) == 2)
        let tableModel: HeadlessTable.Model = table.model
        let titles = tableModel.sections.map { section -> String? in
            guard case .title(let title) = section.header else { return nil }
            return title
        }
        #expect(titles == [nil, "Users"])
    }

    @Test("The default sections: plain, titled and supplemented; a collection's model holds them too")
    func sectionKinds() throws {
        let table = HeadlessTable(size: Size(width: 320, height: 600))
        let plainSection = CellSection(id: "plain", items: cellModels([items[0]]))
        let titledSection = CellSection(id: "titled", header: .title("Items"), items: cellModels([items[1]]))
        let supplementedSection = CellSection(
            id: "supplemented", header: .model(BannerModel("users_header", "Users")), items: cellModels(items))
        table.sections = [plainSection, titledSection, supplementedSection]
        #expect(table.numberOfSections == 3)
        #expect(table.headerView(forSection: 0) == nil)
        let header = try #require(table.headerView(forSection: 2) as? BannerView)
        #expect(header.title.text == "Users")

        let collection = HeadlessCollection(
            size: Size(width: 300, height: 400),
            metrics: FlowLayout.Metrics(itemSize: .automatic, minimumLineSpacing: 0, minimumInteritemSpacing: 0))
        collection.sections = [plainSection, titledSection]
        let collectionModel: HeadlessCollection.Model = collection.model
        #expect(collectionModel.sections.map(\.items.count) == [1, 1])
        #expect(try collection.numberOfItems(inSection: 1) == 1)
    }
}
