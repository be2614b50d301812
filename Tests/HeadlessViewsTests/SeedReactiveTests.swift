import CellModels
import Foundation
import HeadlessViews
import Testing

extension KeyValueStore {
    /// Seed 004's `username`, kept in the store.
    var username: String? {
        get { string(forKey: "username") }
        set { set(newValue, forKey: "username") }
    }
}

extension Reactive where Base: KeyValueStore {
    /// Seed 004's reactive `username`: its value now and after each change.
    @MainActor var username: EventSource<String?> { base.changes(of: \.username) }
}

/// A label of the seed's own, with a custom sink for its text.
@MainActor
final class SeedLabel: ReactiveExtensionProvider {
    var text: String?
}

extension Reactive where Base: SeedLabel {
    /// Seed 004's custom sink: an owner and a closure.
    @MainActor var text: BindingSink<SeedLabel, String?> {
        BindingSink(owner: base) { label, newValue in
            label.text = newValue
        }
    }
}

/// Seed 004, thoughtbot's Bindings: `<~` into a view from a state or any
/// stream of values, `~>` out of a view's edits and notifications,
/// `.reactive` on your own types, and bindings that end with their owner.
@MainActor
@Suite("Seed 004: <~, ~>, .reactive and owners")
struct SeedReactiveTests {
    @MainActor
    final class MyViewModel: ReactiveExtensionProvider {
        @ViewState var fullName = "Ann Lee"
        var names: [String] = []
        var refreshes = 0
        func setName(_ name: String) { names.append(name) }
        func refresh() { refreshes += 1 }
    }

    /// A store of its own, so that tests do not share `standard`.
    func makeStore() -> KeyValueStore {
        let defaults = UserDefaults(suiteName: "SeedReactiveTests")!
        defaults.removeObject(forKey: "username")
        return KeyValueStore(defaults)
    }

    @Test("Input bindings update the UI: a label's text from a state")
    func inputBinding() {
        let viewModel = MyViewModel()
        let nameLabel = HeadlessLabel()
        nameLabel.reactive.text <~ viewModel.$fullName
        #expect(nameLabel.text == "Ann Lee")
        viewModel.fullName = "Bo Lee"
        #expect(nameLabel.text == "Bo Lee")
        #expect(viewModel.reactive.base === viewModel)
    }

    @Test("Output bindings respond to changes: a field's edits and a notification")
    func outputBindings() async {
        let viewModel = MyViewModel()
        let nameField = HeadlessTextField()
        nameField.reactive.edited ~> (viewModel, MyViewModel.setName)
        nameField.simulateTyping("Al")
        #expect(viewModel.names == ["A", "Al"])
        let didBecomeActive = Notification.Name("didBecomeActiveNotification")
        NotificationCenter.default.reactive.notifications(named: didBecomeActive) ~> (viewModel, MyViewModel.refresh)
        NotificationCenter.default.post(name: didBecomeActive, object: nil)
        for _ in 0..<100 where viewModel.refreshes == 0 { await Task.yield() }
        #expect(viewModel.refreshes == 1)
    }

    @Test("A store's reactive username publishes its value, then each change, on every platform")
    func storeUsername() {
        let store = makeStore()
        var subscriptions: [Observation] = []
        var heard: [String?] = []
        subscriptions.append(store.reactive.username.observe { heard.append($0) })
        store.username = "ann"
        store.set(7, forKey: "unrelated")
        store.username = "bo"
        #expect(heard == [nil, "ann", "bo"])
        subscriptions.forEach { $0.cancel() }
        store.username = "cy"
        #expect(heard.count == 3 && store.observerCount == 0)
    }

    @Test("A view's text <~ the store's username")
    func labelFromStore() {
        let store = makeStore()
        store.username = "ann"
        let usernameLabel = HeadlessLabel()
        usernameLabel.reactive.text <~ store.reactive.username
        #expect(usernameLabel.text == "ann")
        store.username = nil
        #expect(usernameLabel.text == "")
    }

    @Test("A custom sink, made of an owner and a closure, ends with its owner")
    func customSink() {
        let store = makeStore()
        var usernameLabel: SeedLabel? = SeedLabel()
        weak let gone = usernameLabel
        usernameLabel!.reactive.text <~ store.reactive.username
        store.username = "ann"
        #expect(usernameLabel?.text == "ann")
        usernameLabel = nil
        #expect(gone == nil)
        // The next change finds the owner gone and ends the binding.
        store.username = "bo"
        #expect(store.observerCount == 0)
    }
}
