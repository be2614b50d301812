import CellModels
import Testing

@MainActor
@Suite("Cell models: identifiers, reuse identifiers, content snapshots")
struct CellModelTests {
    @Test("The reuse identifier defaults to the cell type's qualified name")
    func defaultReuseIdentifier() {
        #expect(PostCellModel.reuseIdentifier == "CellModelsTests.PostCell")
        #expect(AdCellModel.reuseIdentifier == "CellModelsTests.AdCell")
        #expect(CounterModel.reuseIdentifier == SpacerModel.reuseIdentifier)
    }

    @Test("A model can set its own reuse identifier")
    func customReuseIdentifier() {
        #expect(HeaderModel.reuseIdentifier == "header")
    }

    @Test("A state snapshot holds the values the model lists")
    func defaultSnapshot() {
        let post = PostCellModel(id: 1, title: "Hello", likes: 3)
        #expect(post.contentSnapshot.count == 2)
        #expect(post.contentSnapshot == StateSnapshot("Hello", 3))
        #expect(post.contentSnapshot != StateSnapshot("Hello", 4))
        #expect(post.contentSnapshot != StateSnapshot("Hello", "3"))
        #expect(post.contentSnapshot != StateSnapshot("Hello"))
    }

    @Test("Two models with equal listed state are content-equal; a state change makes them differ")
    func defaultContentEquality() {
        let old = PostCellModel(id: 1, title: "Hello", likes: 3)
        let new = PostCellModel(id: 1, title: "Hello", likes: 3)
        #expect(PostCellModel.isContentEqual(old.contentSnapshot, new.contentSnapshot))
        new.likes = 4
        #expect(!PostCellModel.isContentEqual(old.contentSnapshot, new.contentSnapshot))
        new.likes = 3
        new.title = "Hi"
        #expect(!PostCellModel.isContentEqual(old.contentSnapshot, new.contentSnapshot))
    }

    @Test("State snapshots work on plain classes as well as on the view model base")
    func snapshotOfPlainClass() {
        let header = HeaderModel(id: HeaderID(feed: "f", page: 1), title: "News", count: 2)
        #expect(header.contentSnapshot == StateSnapshot("News", 2))
        header.count = 5
        #expect(header.contentSnapshot == StateSnapshot("News", 5))
    }

    @Test("A view model base subclass's snapshot sees new values")
    func cachedStatesSeeNewValues() {
        let post = PostCellModel(id: 1, title: "A", likes: 0)
        #expect(post.contentSnapshot == StateSnapshot("A", 0))
        post.title = "B"
        post.likes = 9
        #expect(post.contentSnapshot == StateSnapshot("B", 9))
    }

    @Test("A model that shows nothing that changes has an empty snapshot: identity only")
    func emptySnapshot() {
        #expect(SpacerModel(cellIdentifier: 1).contentSnapshot.count == 0)
        #expect(SpacerModel(cellIdentifier: 1).contentSnapshot == StateSnapshot())
    }

    @Test("A model can choose its snapshot (an ad compares its text)")
    func customSnapshot() {
        let ad = AdCellModel(cellIdentifier: "ad", text: "Buy")
        #expect(ad.contentSnapshot == "Buy")
        #expect(AdCellModel.isContentEqual("Buy", "Buy"))
        #expect(!AdCellModel.isContentEqual("Buy", "Sell"))
    }

    @Test("A model can override the comparison (a counter ignores how often it was seen)")
    func customComparison() {
        let old = CounterModel(id: 1, title: "Inbox", seenCount: 1)
        let seenAgain = CounterModel(id: 1, title: "Inbox", seenCount: 2)
        let renamed = CounterModel(id: 1, title: "Archive", seenCount: 1)
        #expect(CounterModel.isContentEqual(old.contentSnapshot, seenAgain.contentSnapshot))
        #expect(!CounterModel.isContentEqual(old.contentSnapshot, renamed.contentSnapshot))
    }

    @Test("An Equatable model is its own snapshot: a change to a plain let makes it differ")
    func equatableModelIsItsOwnSnapshot() {
        struct TagModel: CellModel, Equatable {
            typealias Cell = Label
            let cellIdentifier: Int
            let text: String
            func configure(_ cell: Label) { cell.text = text }
        }
        let tag = TagModel(cellIdentifier: 1, text: "new")
        #expect(tag.contentSnapshot == tag)
        #expect(AnyCellModel(tag).isContentEqual(to: AnyCellModel(TagModel(cellIdentifier: 1, text: "new"))))
        #expect(!AnyCellModel(tag).isContentEqual(to: AnyCellModel(TagModel(cellIdentifier: 1, text: "old"))))
    }

    @Test("A struct model can hold observable state too; its copies share it")
    func structWithState() {
        struct BadgeModel: CellModel {
            typealias Cell = Label
            let cellIdentifier = "badge"
            @ViewState var count = 1
            var contentSnapshot: StateSnapshot { StateSnapshot(count) }
            func configure(_ cell: Label) { $count.bind(to: cell, \.text) { "\($0)" } }
        }
        let model = BadgeModel()
        let copy = model
        let before = AnyCellModel(model)
        copy.count = 2
        #expect(model.count == 2)
        #expect(model.contentSnapshot == StateSnapshot(2))
        #expect(!before.isContentEqual(to: AnyCellModel(model)))
        let label = Label()
        model.configure(label)
        copy.count = 3
        #expect(label.text == "3")
    }
}
