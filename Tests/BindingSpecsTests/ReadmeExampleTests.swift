import BindingSpecs
import Foundation
import Testing

extension Notification.Name {
    /// The README's notification.
    static let profileDidChange = Notification.Name("profileDidChange")
}

/// The README's profile model, for the reactive and spec examples.
@MainActor
final class ProfileModel {
    @ViewState var name = "Ada"
    @ViewState var isSaving = false
    var log: [String] = []

    func rename(_ name: String) { log.append("rename \(name)") }
    func save() { log.append("save") }
    func refresh() { log.append("refresh") }
}

/// The README's reactive and spec-file examples, as written there.
@MainActor
@Suite("README example: reactive members, output bindings, spec files")
struct ReactiveReadmeTests {
    @Test func reactiveExample() {
        let model = ProfileModel()
        let label = HeadlessLabel(), field = HeadlessTextField(), button = HeadlessButton()
        let stepper = HeadlessStepper()
        @ViewState var name = "Ada"
        @ViewState var age = 36
        @ViewState var nickname: String? = nil

        label.reactive.text <~ $name
        field.reactive.edited ~> (model, ProfileModel.rename)
        button.reactive.tapped ~> (model, ProfileModel.save)
        NotificationCenter.default.reactive.notifications(named: .profileDidChange) ~> (model, ProfileModel.refresh)
        (stepper, \.value) <~> ($age, { Double($0) }, { Int($0) })
        $nickname.bindTwoWay(with: field, \.text, transformer: .showingNil(as: "", reading: .asNil))

        name = "Grace"
        field.simulateTyping("x")
        button.simulateTap()
        NotificationCenter.default.post(name: .profileDidChange, object: nil)
        stepper.simulateIncrement()
        #expect(label.text == "Grace" && model.log == ["rename x", "save", "refresh"])
        #expect(age == 37 && nickname == "x")
        field.simulateDeleteBackward()
        #expect(nickname == nil)
    }

    /// The README's spec file, as written there.
    nonisolated static let profileJSON = """
        {"Profile": {"class": "ProfileModel"},
         "NameField": {"class": "HeadlessTextField", "bindings": {"text": {"to": "/Profile", "value": "name"}}},
         "SaveButton": {"class": "HeadlessButton", "bindings": {"enabled": [
             {"to": "/Profile", "value": "name.length > 0"}, {"to": "/Profile", "value": "!isSaving"}]}}}
        """

    @Test func specExample() throws {
        let profileJSON = Self.profileJSON
        let registry = SpecRegistry.headless()
        registry.register(ProfileModel.self, properties: ["name": .state(\.$name), "isSaving": .state(\.$isSaving)]) {
            ProfileModel()
        }
        let screen = try BindingSpec.load(json: profileJSON, file: "profile.json", registry: registry).instantiate()

        let field = try #require(screen.object(named: "NameField", as: HeadlessTextField.self))
        let save = try #require(screen.object(named: "SaveButton", as: HeadlessButton.self))
        #expect(field.text == "Ada" && save.isEnabled)
        field.simulateReplacingText(with: "")
        #expect(!save.isEnabled)
    }
}
