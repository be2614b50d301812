@_spi(Instrumentation) import CellModels
import Foundation
import HeadlessViews
import Testing

/// What the models' methods were called with.
@MainActor
final class CallLog {
    var entries: [String] = []
}

/// A screen model whose methods the output bindings call.
@MainActor
final class SignUpModel {
    @ViewState var name = "Ada"
    @ViewState var age = 36
    @ViewState var newsletter = false
    let calls: CallLog

    init(calls: CallLog = CallLog()) { self.calls = calls }

    var log: [String] { calls.entries }
    func rename(_ name: String) { calls.entries.append("rename \(name)") }
    func submit() { calls.entries.append("submit") }
    func setNewsletter(_ on: Bool) { calls.entries.append("newsletter \(on)") }
    func refresh() { calls.entries.append("refresh") }
}

/// A user's own view type, extended with a reactive member.
@MainActor
final class RatingView: HeadlessView {
    var stars = 0
}

extension Reactive where Base == RatingView {
    @MainActor var stars: BindableProperty<RatingView, Int> { BindableProperty(base, \.stars) }
}

/// A model value for the keypath-style view model.
struct User: Sendable {
    var name: String
    var email: String
    var age: Int
    var isGuest = false
}

@MainActor
@Suite("Reactive members, output bindings and the keypath-style view model")
struct ReactiveTests {
    @Test("~> calls a method of the owner for each edit, and ends with the owner")
    func outputBindingEndsWithOwner() {
        let field = HeadlessTextField()
        let calls = CallLog()
        var model: SignUpModel? = SignUpModel(calls: calls)
        field.reactive.edited ~> (model!, SignUpModel.rename)
        field.simulateTyping("Al")
        #expect(calls.entries == ["rename A", "rename Al"])
        model = nil
        let other = SignUpModel()
        field.reactive.text ~> (other, SignUpModel.rename)
        field.simulateTyping("x")
        #expect(other.log == ["rename Alx"] && calls.entries.count == 2)
        #expect(field.editReporter.listenerCount == 1)
    }

    @Test("Events of buttons, switches and return keys; code changes are not edits")
    func controlEvents() {
        let model = SignUpModel()
        let button = HeadlessButton(), toggle = HeadlessSwitch(), field = HeadlessTextField()
        button.reactive.tapped ~> (model, SignUpModel.submit)
        toggle.reactive.isOn ~> (model, SignUpModel.setNewsletter)
        field.reactive.returnPressed ~> (model, SignUpModel.submit)
        button.simulateTap()
        toggle.simulateToggle()
        toggle.isOn = false
        field.simulateReturn()
        #expect(model.log == ["submit", "newsletter true", "submit"])
    }

    @Test("A cancelled or owner-collected output binding stops")
    func outputBindingCancelled() {
        let model = SignUpModel()
        let button = HeadlessButton()
        let owner = BindingOwner()
        owner.collectingBindings { button.reactive.tapped ~> { model.calls.entries.append("tap") } }
        let token = button.reactive.tapped ~> (model, SignUpModel.submit)
        button.simulateTap()
        owner.unbindAll()
        token.cancel()
        button.simulateTap()
        #expect(model.log == ["tap", "submit"])
    }

    @Test("label.reactive.text <~ state, field.reactive.text <-> state, stepper <~> with a transformer")
    func reactiveProperties() {
        let model = SignUpModel()
        let label = HeadlessLabel(), field = HeadlessTextField(), stepper = HeadlessStepper()
        label.reactive.text <~ model.$name
        field.reactive.text <-> model.$name
        stepper.reactive.value <~> (
            model.$age, ReversibleBindingTransformer(forward: { Double($0) }, reverse: { Int($0) })
        )
        label.reactive.isHidden <~ model.$newsletter
        field.simulateTyping("!")
        stepper.simulateIncrement()
        #expect(label.text == "Ada!" && model.age == 37 && stepper.value == 37)
        model.newsletter = true
        #expect(label.isHidden)
        let rating = RatingView()
        rating.reactive.stars <~ (model.$age, { $0 / 10 })
        #expect(rating.stars == 3)
    }

    @Test("Notifications are an event source; the observer ends with its owner")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("didLogIn")
        let calls = CallLog()
        var model: SignUpModel? = SignUpModel(calls: calls)
        center.reactive.notifications(named: name) ~> (model!, SignUpModel.refresh)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(calls.entries == ["refresh"])
        model = nil
        center.post(name: name, object: nil)
        #expect(calls.entries == ["refresh"])
    }

    @Test("A view model owns its model value and binds it in the keypath style")
    func valueViewModel() {
        let label = HeadlessLabel(), field = HeadlessTextField(), stepper = HeadlessStepper()
        let badge = HeadlessLabel()
        let viewModel = ValueViewModel(User(name: "", email: "", age: 0))
        viewModel.bind(
            User(name: "Ada", email: "ada@example.com", age: 36),
            [
                label <- \User.name,
                field <-> \User.email,
                (badge, \.isHidden) <- \User.isGuest,
                (badge, \.text) <~ (\User.age, { "\($0) years" }),
                stepper <~> (\User.age, { $0.value = Double($1) }, { view, _ in Int(view.value) }),
            ])
        #expect(label.text == "Ada" && field.text == "ada@example.com" && stepper.value == 36)
        #expect(badge.text == "36 years" && !badge.isHidden)
        field.simulateReplacingText(with: "grace@example.com")
        stepper.simulateIncrement()
        #expect(viewModel.model.email == "grace@example.com" && viewModel.model.age == 37)
        #expect(badge.text == "37 years")
        viewModel.update(\.name, with: "Grace")
        #expect(label.text == "Grace")
        viewModel.unbind(\.name)
        viewModel.update(\.name, with: "Ann")
        #expect(label.text == "Grace" && viewModel.model.name == "Ann")
        viewModel.bind(User(name: "Bo", email: "", age: 1), [label <- \User.name])
        field.simulateReplacingText(with: "ignored")
        #expect(label.text == "Bo" && viewModel.model.email == "" && viewModel.bindingCount == 1)
    }
}
