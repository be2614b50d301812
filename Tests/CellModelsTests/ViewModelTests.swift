@_spi(Instrumentation) import CellModels
import Testing

/// A view for the view model base.
@MainActor
final class ProfileView {
    let nameField = TextField()
    let ageLabel = Label()
}

/// A view model that records its lifecycle.
final class ProfileViewModel: ViewModel<ProfileView> {
    @ViewState var name = "Ada"
    @ViewState var age = 36
    var log: [String] = []

    override func willApply(to view: ProfileView) { log.append("willApply") }
    override func makeBindings(to view: ProfileView) {
        log.append("makeBindings")
        $name.bindTwoWay(with: view.nameField, \.text, owner: bindingOwner)
        $age.bind(to: view.ageLabel, \.text, owner: bindingOwner) { "Your Age: \($0)" }
    }
    override func didApply(to view: ProfileView) { log.append("didApply") }
    override func willMap(from view: ProfileView) { log.append("willMap") }
    override func readValues(from view: ProfileView) {
        log.append("readValues")
        name = view.nameField.text
    }
    override func didMap(from view: ProfileView) { log.append("didMap") }
    override func willUnbind() { log.append("willUnbind \(bindingOwner.bindingCount)") }
    override func didUnbind() { log.append("didUnbind \(bindingOwner.bindingCount)") }
}

@MainActor
@Suite("The view model base: lifecycle hooks around apply, map and unbind")
struct ViewModelTests {
    @Test("apply calls willApply, makeBindings and didApply, and the bindings work")
    func apply() {
        let model = ProfileViewModel()
        let view = ProfileView()
        model.apply(to: view)
        #expect(model.log == ["willApply", "makeBindings", "didApply"])
        #expect(model.isApplied && model.view === view)
        #expect(view.nameField.text == "Ada" && view.ageLabel.text == "Your Age: 36")
        view.nameField.userTypes("Grace")
        #expect(model.name == "Grace")
    }

    @Test("unbind calls its hooks around ending the bindings, once")
    func unbind() {
        let model = ProfileViewModel()
        let view = ProfileView()
        model.apply(to: view)
        model.log = []
        model.unbind()
        model.unbind()
        #expect(model.log == ["willUnbind 2", "didUnbind 0"])
        #expect(!model.isApplied && model.view == nil)
        model.age = 1
        #expect(view.ageLabel.text == "Your Age: 36")
    }

    @Test("Applying to another view unbinds from the first")
    func reapply() {
        let model = ProfileViewModel()
        let first = ProfileView(), second = ProfileView()
        model.apply(to: first)
        model.apply(to: second)
        #expect(
            model.log == [
                "willApply", "makeBindings", "didApply", "willUnbind 2", "didUnbind 0", "willApply", "makeBindings",
                "didApply",
            ])
        model.name = "Grace"
        #expect(first.nameField.text == "Ada" && second.nameField.text == "Grace")
    }

    @Test("copyValues calls willMap, readValues and didMap")
    func copyValues() {
        let model = ProfileViewModel()
        let view = ProfileView()
        view.nameField.text = "From view"
        model.copyValues(from: view)
        #expect(model.log == ["willMap", "readValues", "didMap"])
        #expect(model.name == "From view")
    }

    @Test("A cell model on the base unconfigures only the cell it is applied to")
    func unconfigureOtherCell() throws {
        let post = PostCellModel(id: 1, title: "a", likes: 0)
        let first = PostCell(), second = PostCell()
        post.configure(first)
        post.configure(second)
        post.unconfigure(first)
        #expect(post.isApplied)
        post.title = "b"
        #expect(second.titleLabel.text == "b" && first.titleLabel.text == "a")
        post.unconfigure(second)
        #expect(!post.isApplied)
    }
}

/// A search screen that observes its phrase from `makeBindings`, with no
/// owner named: the observers must end when the model unbinds.
final class SearchViewModel: ViewModel<Label> {
    @ViewState var phrase = ""
    var calls = 0
    var debouncedCalls = 0
    let scheduler: ManualScheduler

    init(scheduler: ManualScheduler) {
        self.scheduler = scheduler
    }

    override func makeBindings(to view: Label) {
        $phrase.onDidSet(observer: self) { model, _ in model.calls += 1 }
        _ = try? $phrase.onDidSet(observer: self, debounce: .milliseconds(300), scheduler: scheduler) { model, _ in
            model.debouncedCalls += 1
        }
    }
}

@MainActor
@Suite("Observers made while applying end with the view model's bindings")
struct ViewModelObserverTests {
    @Test("Three applies, one change: each observer runs once; after unbind, never")
    func observersEndWithUnbind() {
        let scheduler = ManualScheduler()
        let model = SearchViewModel(scheduler: scheduler)
        let label = Label()
        model.apply(to: label)
        model.apply(to: label)
        model.apply(to: Label())
        model.phrase = "swift"
        #expect(model.calls == 1)
        scheduler.advance(by: .milliseconds(300))
        #expect(model.debouncedCalls == 1)
        model.unbind()
        model.phrase = "swift 6"
        scheduler.advance(by: .milliseconds(300))
        #expect(model.calls == 1 && model.debouncedCalls == 1)
    }

    @Test("An observer registered outside apply is not the model's to end")
    func observersOutsideApplyStay() {
        let model = SearchViewModel(scheduler: ManualScheduler())
        final class Watcher { var seen = 0 }
        let watcher = Watcher()
        model.$phrase.onDidSet(observer: watcher) { watcher, _ in watcher.seen += 1 }
        model.apply(to: Label())
        model.unbind()
        model.phrase = "a"
        #expect(watcher.seen == 1)
    }
}

/// Seed 001's view model: states bound with `bind(with:)` in the binding
/// hook; how they start is the caller's verb.
final class SeedStyleViewModel: ViewModel<ProfileView> {
    @ViewState var text: String? = "model text"
    @ViewState var caption: String? = "model caption"
    var log: [String] = []

    override func willApply(to view: ProfileView) { log.append("willApply") }
    override func makeBindings(to view: ProfileView) {
        $text.bind(with: view.nameField, \.text)
        $caption.bind(with: view.ageLabel, \.text)
    }
    override func didApply(to view: ProfileView) { log.append("didApply") }
    override func willMap(from view: ProfileView) { log.append("willMap") }
    override func didMap(from view: ProfileView) { log.append("didMap") }
}

@MainActor
@Suite("A view model's apply(into:), map(from:) and bind(with:) start every binding alike")
struct ViewModelVerbTests {
    func makeView() -> ProfileView {
        let view = ProfileView()
        view.nameField.text = "view text"
        view.ageLabel.text = "view caption"
        return view
    }

    @Test("apply(into:) writes every state into the view")
    func applyInto() {
        let model = SeedStyleViewModel(), view = makeView()
        model.apply(into: view)
        #expect(view.nameField.text == "model text" && view.ageLabel.text == "model caption")
        #expect(model.log == ["willApply", "didApply"])
        view.nameField.userTypes("typed")
        #expect(model.text == "typed")
    }

    @Test("map(from:) reads every bound view value into the model, then binds")
    func mapFrom() {
        let model = SeedStyleViewModel(), view = makeView()
        model.map(from: view)
        #expect(model.text == "view text" && model.caption == "view caption")
        #expect(model.log == ["willMap", "willApply", "didApply", "didMap"])
        model.caption = "later"
        #expect(view.ageLabel.text == "later")
    }

    @Test("bind(with:) copies nothing, then both ways")
    func bindWith() {
        let model = SeedStyleViewModel(), view = makeView()
        model.bind(with: view)
        #expect(model.text == "model text" && view.nameField.text == "view text")
        #expect(model.caption == "model caption" && view.ageLabel.text == "view caption")
        view.nameField.userTypes("typed")
        #expect(model.text == "typed")
        model.unbind()
        view.nameField.userTypes("after")
        #expect(model.text == "typed")
    }

    @Test("A binding made after the verb returns keeps its own start")
    func verbEnds() {
        let model = SeedStyleViewModel(), view = makeView()
        model.bind(with: view)
        let label = Label()
        model.$caption.apply(into: label, \.text)
        #expect(label.text == "model caption")
    }
}
