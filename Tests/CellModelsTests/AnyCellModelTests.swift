@_spi(Instrumentation) import CellModels
import ListDiff
import Testing

@MainActor
@Suite("AnyCellModel: heterogeneous models erased once")
struct AnyCellModelTests {
    @Test("Erasing keeps the identifier, reuse identifier, cell type and model")
    func erasureKeepsIdentity() {
        let post = PostCellModel(id: 7, title: "Hello")
        let erased = AnyCellModel(post)
        #expect(erased.id == AnyID(7))
        #expect(erased.reuseIdentifier == "CellModelsTests.PostCell")
        #expect(ObjectIdentifier(erased.cellType) == ObjectIdentifier(PostCell.self))
        #expect(ObjectIdentifier(erased.modelType) == ObjectIdentifier(PostCellModel.self))
        let typed = erased.base(as: PostCellModel.self)
        #expect(typed === post)
        #expect(erased.base(as: AdCellModel.self) == nil)
        #expect(erased.base is PostCellModel)
        #expect(erased.description == "PostCellModel(7)")
        #expect(AnyCellModel(AdCellModel(cellIdentifier: "ad-1", text: "x")).description == "AdCellModel(\"ad-1\")")
    }

    @Test("Models of one type with equal content are content-equal; a changed state is not")
    func sameTypeContent() {
        let a = AnyCellModel(PostCellModel(id: 1, title: "Hello", likes: 1))
        let b = AnyCellModel(PostCellModel(id: 1, title: "Hello", likes: 1))
        let c = AnyCellModel(PostCellModel(id: 1, title: "Hello", likes: 2))
        #expect(a.isContentEqual(to: b))
        #expect(!a.isContentEqual(to: c))
    }

    @Test("Models of different types with the same identifier are never content-equal")
    func differentTypesDiffer() {
        let post = AnyCellModel(CounterModel(id: 1, title: "x", seenCount: 0))
        let spacer = AnyCellModel(SpacerModel(cellIdentifier: 1))
        #expect(post.id == spacer.id)
        #expect(!post.isContentEqual(to: spacer))
        #expect(!spacer.isContentEqual(to: post))
    }

    @Test("The content snapshot is taken at erasure: later changes show in the next erasure only")
    func snapshotAtErasure() {
        let post = PostCellModel(id: 1, title: "Hello", likes: 1)
        let before = AnyCellModel(post)
        post.likes = 2
        let after = AnyCellModel(post)
        #expect(!before.isContentEqual(to: after))
        #expect(after.isContentEqual(to: AnyCellModel(post)))
    }

    @Test("Configuring passes the typed cell to the model; a wrong cell type throws")
    func configuring() throws {
        let ad = AnyCellModel(AdCellModel(cellIdentifier: "ad", text: "Buy now"))
        let cell = AdCell()
        try ad.configure(cell)
        #expect(cell.textLabel.text == "Buy now")
        #expect(
            throws: CellModelsError.cellTypeMismatch(
                expected: "CellModelsTests.AdCell", found: "CellModelsTests.PostCell")
        ) {
            try ad.configure(PostCell())
        }
        #expect(throws: CellModelsError.self) { try ad.unconfigure(Label()) }
    }

    @Test("A view model base cell model binds on configure and unbinds on unconfigure")
    func configureAndUnconfigureBindings() throws {
        let post = PostCellModel(id: 1, title: "Hello", likes: 2)
        let erased = AnyCellModel(post)
        let cell = PostCell()
        try erased.configure(cell)
        #expect(cell.titleLabel.text == "Hello")
        #expect(cell.likesLabel.text == "2 likes")
        post.likes = 3
        #expect(cell.likesLabel.text == "3 likes")
        try erased.unconfigure(cell)
        post.likes = 4
        #expect(cell.likesLabel.text == "3 likes")
        #expect(post.$likes.bindingCount == 0)
    }

    @Test("A plain class model configures without the base; unconfigure does nothing by default")
    func plainClassConfigure() throws {
        let header = HeaderModel(id: HeaderID(feed: "f", page: 1), title: "News")
        let view = HeaderView()
        try AnyCellModel(header).configure(view)
        #expect(view.titleLabel.text == "News")
        try AnyCellModel(header).unconfigure(view)
        header.title = "More news"
        #expect(view.titleLabel.text == "More news")
    }

    @Test("Erased models diff as a flat list with the engine")
    func flatChangeset() {
        let old = [
            AnyCellModel(PostCellModel(id: 1, title: "a")),
            AnyCellModel(AdCellModel(cellIdentifier: "ad", text: "x")),
            AnyCellModel(PostCellModel(id: 2, title: "b")),
        ]
        let new = [
            AnyCellModel(PostCellModel(id: 2, title: "b")),
            AnyCellModel(PostCellModel(id: 1, title: "a, edited")),
            AnyCellModel(HeaderModel(id: HeaderID(feed: "f", page: 1), title: "h")),
        ]
        let changeset = Changeset(from: old, to: new)
        #expect(changeset.counts.deletes == 1)
        #expect(changeset.counts.inserts == 1)
        #expect(changeset.counts.reloads == 1)
        #expect(changeset.deletes == [1])
        #expect(changeset.inserts == [2])
    }

    @Test("Erased models are Sendable: a plan can be computed off the main actor")
    func diffOffTheMainActor() async {
        let old = [CellSection(id: "s", items: [AnyCellModel(PostCellModel(id: 1, title: "a", likes: 1))])]
        let new = [CellSection(id: "s", items: [AnyCellModel(PostCellModel(id: 1, title: "a", likes: 2))])]
        let counts = await Task.detached { Plan(from: old, to: new).counts }.value
        #expect(counts == PlanCounts(reloads: 1, stages: 1))
    }
}
