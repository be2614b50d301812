import CellModels
import Testing

/// Seed 003's `Dynamic<T>`, its examples in their order: one listener that
/// `bind` replaces, `bindAndFire` calling at once, and a view model of
/// dynamic values bound by a controller.
@MainActor
@Suite("Seed 003: Dynamic, one listener")
struct SeedDynamicTests {
    @Test("A listener hears each new value; bind does not call it now")
    func bind() {
        let name = Dynamic("Steve")
        #expect(name.value == "Steve")
        var printed: [String] = []
        name.bind({ value in printed.append(value) })
        name.value = "Tim"
        name.value = "Groot"
        #expect(printed == ["Tim", "Groot"])
        name.bind { printed.append("short: \($0)") }
        name.value = "Ann"
        #expect(printed == ["Tim", "Groot", "short: Ann"])
    }

    @Test("A label follows the value: nil until the first change with bind, at once with bindAndFire")
    func label() {
        let name = Dynamic("Steve")
        let nameLabel = OptionalLabel()
        name.bind { nameLabel.text = $0 }
        #expect(nameLabel.text == nil)
        name.value = "Tim"
        #expect(nameLabel.text == "Tim")
        name.value = "Groot"
        #expect(nameLabel.text == "Groot")

        let other = Dynamic("Steve")
        let otherLabel = OptionalLabel()
        other.bindAndFire { otherLabel.text = $0 }
        #expect(otherLabel.text == "Steve")
    }

    @Test("bind replaces the one listener")
    func oneListener() {
        let alive = Dynamic(false)
        var first = 0, second = 0
        alive.bind { _ in first += 1 }
        alive.bind { _ in second += 1 }
        alive.value = true
        #expect(first == 0 && second == 1)
        alive.bind(nil)
        alive.value = false
        #expect(second == 1 && alive.listener == nil)
    }

    @Test("Generic: any type, the type inferred")
    func generic() {
        let products = Dynamic(["Macintosh", "iPod", "iPhone"])
        var first: String?
        products.bindAndFire { first = $0.first }
        #expect(first == "Macintosh")
        let thumbnail = Dynamic<[UInt8]?>(nil)
        var shown: [[UInt8]?] = []
        thumbnail.bindAndFire { shown.append($0) }
        thumbnail.value = [1, 2]
        #expect(shown == [nil, [1, 2]])
    }

    @MainActor
    protocol ArticleViewViewModel {
        var title: Dynamic<String> { get }
        var body: Dynamic<String> { get }
    }

    @MainActor
    final class ArticleViewViewModelFromArticle: ArticleViewViewModel {
        let title: Dynamic<String>
        let body: Dynamic<String>

        init(title: String, body: String) {
            self.title = Dynamic(title)
            self.body = Dynamic(body)
        }
    }

    @MainActor
    final class ArticleViewController {
        let titleLabel = Label(), bodyTextView = Label()
        var viewModel: any ArticleViewViewModel {
            didSet {
                viewModel.title.bindAndFire { [unowned self] in self.titleLabel.text = $0 }
                viewModel.body.bindAndFire { [unowned self] in self.bodyTextView.text = $0 }
            }
        }

        init(viewModel: any ArticleViewViewModel) {
            self.viewModel = viewModel
        }
    }

    @Test("MVVM: setting the view model binds and fires; later values follow")
    func articleViewController() {
        let controller = ArticleViewController(viewModel: ArticleViewViewModelFromArticle(title: "", body: ""))
        let model = ArticleViewViewModelFromArticle(title: "Bindings", body: "Simple and powerful.")
        controller.viewModel = model
        #expect(controller.titleLabel.text == "Bindings" && controller.bodyTextView.text == "Simple and powerful.")
        model.title.value = "Bindings, again"
        #expect(controller.titleLabel.text == "Bindings, again")
    }
}
