import CellModels
import ListDiff
import Testing

// The README's CellModels examples, compiled and checked.

/// A post as it comes from the server.
struct Post: Sendable {
    var id: Int
    var title: String
}

/// The README's cell view model.
final class FeedPostModel: ViewModel<PostCell>, CellModel {
    let cellIdentifier: Int
    @ViewState var title: String
    @ViewState var likes = 0
    var contentSnapshot: StateSnapshot { StateSnapshot(title, likes) }

    init(id: Int, title: String) {
        cellIdentifier = id
        self.title = title
    }

    override func makeBindings(to cell: PostCell) {
        $title.bind(to: cell.titleLabel, \.text, owner: bindingOwner)
        $likes.bind(to: cell.likesLabel, \.text, owner: bindingOwner) { "\($0) likes" }
    }
}

/// The README's screen.
@MainActor
@SectionsBuilder
func feed(_ posts: [Post], showsAd: Bool) -> [CellSection] {
    CellSection("top", header: .title("Top stories")) {
        for post in posts { FeedPostModel(id: post.id, title: post.title) }
        if showsAd { AdCellModel(cellIdentifier: "ad-1", text: "Buy") }
    }
}

@MainActor
@Suite("The README's examples")
struct ReadmeExampleTests {
    @Test("A cell view model binds its cell")
    func cellViewModel() throws {
        let model = FeedPostModel(id: 1, title: "Hello")
        let cell = PostCell()
        try AnyCellModel(model).configure(cell)
        model.likes = 2
        #expect(cell.titleLabel.text == "Hello" && cell.likesLabel.text == "2 likes")
    }

    @Test("A sectioned screen diffs")
    func screen() {
        let old = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")]
        let new = [Post(id: 2, title: "World"), Post(id: 1, title: "Hello, again")]
        let plan = Plan(from: feed(old, showsAd: true), to: feed(new, showsAd: false))
        #expect(plan.counts.deletes == 1 && plan.counts.moves == 1 && plan.counts.reloads == 1)
    }

    @Test("Two-way bindings, a formatter and a transformer")
    func binding() throws {
        let model = PersonModel()
        let nameField = TextField(), ageLabel = Label(), stepper = Stepper()
        model.$name.bindTwoWay(with: nameField, \.text)
        model.$age.bind(to: ageLabel, \.text) { "Your Age: \($0)" }
        let stepperValue = BindingTransformer<Int, Double>(forward: { Double($0) }, reverse: { Int($0) })
        try model.$age.bindTwoWay(with: stepper, \.value, transformer: stepperValue)
        nameField.userTypes("Grace")
        stepper.userSteps(to: 3)
        #expect(model.name == "Grace" && ageLabel.text == "Your Age: 3")
        let other = TextField()
        (other, \.text) <-> model.$name
        #expect(other.text == "Grace")
    }
}
