import BindingSpecs
@_spi(Instrumentation) import CellModels
import Foundation
import Testing

/// A person as an object: the controller replaces it.
@MainActor
final class SpecPerson {
    var firstName: String
    var lastName: String

    init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }
}

/// Writable paths through an optional person, for the spec's
/// `person.firstName`: `nil` while there is no person, and writes to no
/// person are dropped.
@MainActor
extension Optional where Wrapped == SpecPerson {
    var firstName: String? {
        get { self?.firstName }
        set { if let newValue { self?.firstName = newValue } }
    }

    var lastName: String? {
        get { self?.lastName }
        set { if let newValue { self?.lastName = newValue } }
    }
}

/// The person screen's controller, made by the spec from its class name.
@MainActor
final class PersonViewController {
    let view = HeadlessView()
    @ViewState var person: SpecPerson? = nil
    @ViewState var isSaving = false
    var firstNameField: HeadlessTextField?
    var saveButton: HeadlessButton?
}

/// The search screen's controller.
@MainActor
final class SearchViewController: HeadlessView {
    @ViewState var query = ""
    @ViewState var results: [String] = []
    @ViewState var summary = ""
}

/// Counts the objects made, to show that a spec that fails makes none.
@MainActor
final class MadeCounter {
    var count = 0
}

@MainActor
@Suite("Binding spec files")
struct BindingSpecTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BindingSpecs")

    func registry(counting counter: MadeCounter = MadeCounter()) -> SpecRegistry {
        let registry = SpecRegistry.headless()
        registry.register(
            PersonViewController.self,
            properties: [
                "person": .state(\.$person),
                "person.firstName": .state(\.$person, \.firstName),
                "person.lastName": .state(\.$person, \.lastName),
                "isSaving": .state(\.$isSaving),
                "firstNameField": .outlet(\.firstNameField),
                "saveButton": .outlet(\.saveButton),
            ],
            contentView: { $0.view }
        ) {
            counter.count += 1
            return PersonViewController()
        }
        registry.register(
            SearchViewController.self,
            properties: ["query": .state(\.$query), "results": .state(\.$results), "summary": .state(\.$summary)]
        ) { SearchViewController() }
        return registry
    }

    @Test("Every spec in BindingSpecs/ loads", arguments: ["person.json", "search.json"])
    func specsLoad(file: String) throws {
        let spec = try BindingSpec.load(contentsOf: Self.folder.appendingPathComponent(file).path, registry: registry())
        let objects = spec.instantiate()
        #expect(!spec.objectNames.isEmpty)
        #expect(objects.bindingOwner.bindingCount > 0)
    }

    @Test("The person screen: outlets, subviews, two-way fields, labels and AND-ed enabled states")
    func personScreen() throws {
        let path = Self.folder.appendingPathComponent("person.json").path
        let objects = try BindingSpec.load(contentsOf: path, registry: registry()).instantiate()
        let controller = try #require(objects.object(named: "PersonViewController", as: PersonViewController.self))
        let field = try #require(objects.object(named: "FirstNameField", as: HeadlessTextField.self))
        let greeting = try #require(objects.object(named: "GreetingLabel", as: HeadlessLabel.self))
        let noPerson = try #require(objects.object(named: "NoPersonLabel", as: HeadlessLabel.self))
        let save = try #require(objects.object(named: "SaveButton", as: HeadlessButton.self))
        #expect(controller.firstNameField === field && controller.saveButton === save)
        #expect(controller.view.subviews.count == 5 && controller.view.subviews.first === field)

        #expect(!field.isEnabled && !save.isEnabled && greeting.isHidden && !noPerson.isHidden)
        let ada = SpecPerson(firstName: "Ada", lastName: "Lovelace")
        controller.person = ada
        #expect(field.text == "Ada" && greeting.text == "Ada" && !greeting.isHidden && noPerson.isHidden)
        #expect(field.isEnabled && save.isEnabled)

        field.simulateReplacingText(with: "Augusta")
        #expect(ada.firstName == "Augusta" && greeting.text == "Augusta")

        controller.isSaving = true
        #expect(!field.isEnabled && !save.isEnabled)
        controller.isSaving = false

        let grace = SpecPerson(firstName: "Grace", lastName: "Hopper")
        controller.person = grace
        field.simulateTyping("!")
        #expect(grace.firstName == "Grace!" && ada.firstName == "Augusta" && greeting.text == "Grace!")

        objects.bindingOwner.unbindAll()
        controller.person = nil
        #expect(greeting.text == "Grace!" && field.isEnabled)
    }

    @Test("The search screen: a search bar, length tests and a list of one")
    func searchScreen() throws {
        let path = Self.folder.appendingPathComponent("search.json").path
        let objects = try BindingSpec.load(contentsOf: path, registry: registry()).instantiate()
        let controller = try #require(objects.object(named: "SearchViewController", as: SearchViewController.self))
        let bar = try #require(objects.object(named: "SearchBar", as: HeadlessSearchBar.self))
        let clear = try #require(objects.object(named: "ClearButton", as: HeadlessButton.self))
        let summary = try #require(objects.object(named: "SummaryLabel", as: HeadlessLabel.self))
        let noResults = try #require(objects.object(named: "NoResultsLabel", as: HeadlessLabel.self))
        #expect(controller.subviews.count == 4)
        #expect(!clear.isEnabled && summary.isHidden && !noResults.isHidden)
        bar.simulateTyping("sw")
        #expect(controller.query == "sw" && clear.isEnabled && !summary.isHidden)
        controller.results = ["swift"]
        controller.summary = "1 result"
        #expect(noResults.isHidden && summary.text == "1 result")
        bar.simulateClear()
        #expect(!clear.isEnabled && summary.isHidden)
    }

    nonisolated static let errors: [(spec: String, message: String)] = [
        (
            #"{"C": {"class": "PersonViewController"}, "F": {"class": "HeadlessTextField", "bindings": {"enabled": [{"to": "/C", "value": "person !== null"}, {"to": "/C", "value": "!isSavng"}]}}}"#,
            "screen.json: F.bindings.enabled[1].value: unknown property 'isSavng' of PersonViewController"
        ),
        (
            #"{"F": {"class": "HeadlessTextFeld"}}"#,
            "screen.json: F.class: unknown class 'HeadlessTextFeld'; register it in the SpecRegistry"
        ),
        (
            #"{"C": {"class": "PersonViewController"}, "F": {"class": "HeadlessTextField", "bindings": {"text": {"to": "/C", "value": "person"}}}}"#,
            "screen.json: F.bindings.text.value: 'person' of PersonViewController is Optional<SpecPerson>, "
                + "'text' of HeadlessTextField is String"
        ),
        (
            #"{"C": {"class": "PersonViewController"}, "F": {"class": "HeadlessTextField", "bindings": {"text": {"to": "/C", "value": "!isSaving"}}}}"#,
            "screen.json: F.bindings.text: a test gives a Bool, but this property of HeadlessTextField is String"
        ),
        (
            #"{"C": {"class": "PersonViewController"}, "F": {"class": "HeadlessLabel", "bindings": {"hidden": {"to": "/C", "value": "isSaving.length > 0"}}}}"#,
            "screen.json: F.bindings.hidden.value: 'isSaving' of PersonViewController is Bool, which has no length"
        ),
        (
            #"{"C": {"class": "PersonViewController"}, "F": {"class": "HeadlessLabel", "bindings": {"hidden": {"to": "/D", "value": "isSaving"}}}}"#,
            "screen.json: F.bindings.hidden.to: expected '/Name' of an object in this spec, found '/D'"
        ),
        (
            #"{"C": {"class": "PersonViewController"}, "F": {"class": "HeadlessLabel", "bindings": {"hidden": {"to": "/C", "value": "isSaving =="}}}}"#,
            "screen.json: F.bindings.hidden.value: expected a property name, '!name', 'name === null', "
                + "'name !== null' or 'name.length' compared with a number, found 'isSaving =='"
        ),
        (
            #"{"C": {"class": "PersonViewController", "outlets": {"firstNameField": "/B"}}, "B": {"class": "HeadlessButton"}}"#,
            "screen.json: C.outlets.firstNameField: outlet 'firstNameField' of PersonViewController takes a "
                + "HeadlessTextField, found HeadlessButton"
        ),
        (
            #"{"L": {"class": "HeadlessLabel", "subviews": ["/C"]}, "C": {"class": "PersonViewController"}}"#,
            "screen.json: L.subviews[0]: expected a view, found PersonViewController"
        ),
        (
            #"{"L": {"class": "HeadlessLabel", "bindngs": {}}}"#,
            "screen.json: L.bindngs: unknown key 'bindngs'; expected class, outlets, subviews, view or bindings"
        ),
        (
            #"{"A": {"class": "HeadlessView", "subviews": ["/B"]}, "B": {"class": "HeadlessView", "subviews": ["/C"]}, "C": {"class": "HeadlessView", "subviews": ["/A"]}}"#,
            "screen.json: C.subviews[0]: subviews hold each other: A → B → C → A"
        ),
        (
            #"{"A": {"class": "HeadlessView", "subviews": ["/B", "/B"]}, "B": {"class": "HeadlessView"}}"#,
            "screen.json: A.subviews[1]: '/B' is already a subview at A.subviews[0]; a view has one superview"
        ),
        (
            #"{"A": {"class": "HeadlessView", "subviews": ["/C"]}, "B": {"class": "HeadlessView", "view": {"subviews": ["/C"]}}, "C": {"class": "HeadlessView"}}"#,
            "screen.json: B.view.subviews[0]: '/C' is already a subview at A.subviews[0]; a view has one superview"
        ),
        (#"{"L": "#, "screen.json:1:7: invalid JSON: "),
    ]

    @Test("A chain of 30,000 subviews is checked without recursing: it loads, and closed into a circle it is refused")
    func longChainOfSubviews() throws {
        let count = 30_000
        func spec(closed: Bool) -> String {
            let members = (0..<count).map { index in
                let next = index + 1 < count ? "/V\(index + 1)" : closed ? "/V0" : nil
                let subviews = next.map { #", "subviews": ["\#($0)"]"# } ?? ""
                return #""V\#(index)": {"class": "HeadlessView"\#(subviews)}"#
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        let open = try BindingSpec.load(json: spec(closed: false), file: "chain.json", registry: registry())
        #expect(open.objectNames.count == count)
        #expect {
            try BindingSpec.load(json: spec(closed: true), file: "chain.json", registry: registry())
        } throws: { error in
            // Names sort as strings, so the walk starts at V0 and the
            // circle is closed by the last view's entry.
            let description = (error as? BindingSpecError)?.description ?? ""
            return description.hasPrefix("chain.json: V\(count - 1).subviews[0]: subviews hold each other: V0 → V1 → ")
                && description.hasSuffix("→ V\(count - 1) → V0")
        }
    }

    @Test("Errors name the file and the place; a spec that fails makes and binds nothing", arguments: errors.indices)
    func errorsNameThePlace(index: Int) {
        let (spec, message) = Self.errors[index]
        let counter = MadeCounter()
        do {
            _ = try BindingSpec.load(json: spec, file: "screen.json", registry: registry(counting: counter))
            Issue.record("expected an error for \(spec)")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
            if !message.hasSuffix(": ") {
                #expect(error.description == message)
            }
        }
        #expect(counter.count == 0)
    }

    @Test("A missing file is an error naming it")
    func missingFile() {
        #expect(throws: BindingSpecError.self) {
            try BindingSpec.load(contentsOf: "/nonexistent/screen.json", registry: SpecRegistry.headless())
        }
    }
}
