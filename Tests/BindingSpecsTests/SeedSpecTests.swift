import BindingSpecs
import Testing

/// Seed 002's person: a first and a last name, and a read-only full name.
struct SeedPerson: Hashable {
    var firstName = ""
    var lastName = ""

    /// Both names, or the one given, or `nil`.
    var fullName: String? {
        if firstName != "" && lastName != "" { return firstName + " " + lastName }
        if firstName != "" { return firstName }
        if lastName != "" { return lastName }
        return nil
    }
}

extension Optional where Wrapped == SeedPerson {
    var firstName: String? {
        get { self?.firstName }
        set { if let newValue { self?.firstName = newValue } }
    }

    var lastName: String? {
        get { self?.lastName }
        set { if let newValue { self?.lastName = newValue } }
    }

    /// Read-only, as the seed's `JSReadOnlyProperty()`.
    var fullName: String? { self?.fullName }
}

/// Seed 002's controller.
@MainActor
final class SeedPersonViewController {
    let view = HeadlessView()
    @ViewState var person: SeedPerson? = nil
    @ViewState var isSaving = false
    var firstNameField: HeadlessTextField?
    var lastNameField: HeadlessTextField?
    var fullNameLabel: HeadlessTextField?
}

/// Seed 002, JSKit bindings, its examples in their order: bindings in code
/// (a read-only property as a source), value transformers, boolean AND of
/// several bindings, and the spec file in YAML, loaded unchanged.
@MainActor
@Suite("Seed 002: bindings in code and in YAML spec files")
struct SeedSpecTests {
    @Test("A simple example: two fields and a label bound to a person's full name")
    func simpleExample() {
        let firstNameField = HeadlessTextField(), lastNameField = HeadlessTextField()
        let fullNameLabel = HeadlessLabel()
        let person = ObservableState(SeedPerson())
        (firstNameField, \.text) <-> person[\.firstName]
        (lastNameField, \.text) <-> person[\.lastName]
        (fullNameLabel, \.text) <- person.readOnly(\.fullName)
        #expect(fullNameLabel.text == "")
        firstNameField.simulateTyping("Ada")
        #expect(person.value.firstName == "Ada" && fullNameLabel.text == "Ada")
        lastNameField.simulateTyping("Byron")
        #expect(fullNameLabel.text == "Ada Byron")
        person.update(\.firstName, with: "")
        #expect(firstNameField.text == "" && fullNameLabel.text == "Byron")
    }

    @Test("Complex key paths: bound through the controller's person, the fields follow a new person")
    func complexKeyPaths() {
        let controller = SeedPersonViewController()
        let firstNameField = HeadlessTextField(), lastNameField = HeadlessTextField()
        let fullNameLabel = HeadlessLabel()
        // this.firstNameField.bind('text', this, 'person.firstName'), and so
        // on: both ways, the field showing the value now.
        controller.$person[\.firstName].apply(into: firstNameField, \.text)
        controller.$person[\.lastName].apply(into: lastNameField, \.text)
        (fullNameLabel, \.text) <- controller.$person.readOnly(\.fullName)
        controller.person = SeedPerson(firstName: "Ada", lastName: "Byron")
        #expect(firstNameField.text == "Ada" && lastNameField.text == "Byron" && fullNameLabel.text == "Ada Byron")
        // Another person: every field changes to match.
        controller.person = SeedPerson(firstName: "Grace", lastName: "Hopper")
        #expect(firstNameField.text == "Grace" && lastNameField.text == "Hopper")
        #expect(fullNameLabel.text == "Grace Hopper")
        lastNameField.simulateReplacingText(with: "Murray")
        #expect(controller.person?.lastName == "Murray" && fullNameLabel.text == "Grace Murray")
    }

    @Test("Value transformers and the boolean AND of several bindings")
    func transformersAndAnd() throws {
        let controller = SeedPersonViewController()
        let firstNameField = HeadlessTextField()
        try controller.$person.bind(to: firstNameField, \.isEnabled, transformer: .isNotNil)
        controller.$isSaving.bind(to: firstNameField, \.isEnabled, transformer: .negate)
        // enabled == (person !== null && !isSaving)
        #expect(!firstNameField.isEnabled)
        controller.person = SeedPerson(firstName: "Ada")
        #expect(firstNameField.isEnabled)
        controller.isSaving = true
        #expect(!firstNameField.isEnabled)
        controller.isSaving = false
        #expect(firstNameField.isEnabled)
    }

    /// The seed's spec file, unchanged.
    static let seedYAML = """
        ViewController:
          class: PersonViewController
          outlets:
            firstNameField: /FirstNameField
            lastNameField: /LastNameField
            fullNameLabel: /FullNameLabel
          view:
            subviews:
              - /FirstNameField
              - /LastNameField
              - /FullNameLabel

        FirstNameField:
          class: UITextField
          bindings:
            # Simple binding of text to single property
            text: {to: /ViewController, value: 'person.firstName'}
            # Binding of enabled to multiple properties (boolean AND)
            enabled:
              # Compact syntax for specifying value transformers
              - {to: /ViewController, value: 'person !== null'}
              - {to: /ViewController, value: '!isSaving'}

        LastNameField:
          class: UITextField
          bindings:
            text: {to: /ViewController, value: 'person.lastName'}
            enabled:
              - {to: /ViewController, value: 'person !== null'}
              - {to: /ViewController, value: '!isSaving'}

        FullNameLabel:
          class: UITextField
          bindings:
            text: {to: /ViewController, value: 'person.fullName'}
        """

    func registry() -> SpecRegistry {
        let registry = SpecRegistry.headless()
        registry.register(
            HeadlessTextField.self, named: "UITextField",
            properties: ["text": .editable(\.text), "enabled": .property(\.isEnabled)]
        ) { HeadlessTextField() }
        registry.register(
            SeedPersonViewController.self, named: "PersonViewController",
            properties: [
                "person": .state(\.$person),
                "person.firstName": .state(\.$person, \.firstName),
                "person.lastName": .state(\.$person, \.lastName),
                "person.fullName": .readOnly(\.$person, \.fullName),
                "isSaving": .state(\.$isSaving),
                "firstNameField": .outlet(\.firstNameField),
                "lastNameField": .outlet(\.lastNameField),
                "fullNameLabel": .outlet(\.fullNameLabel),
            ],
            contentView: { $0.view }
        ) { SeedPersonViewController() }
        return registry
    }

    @Test("The seed's YAML spec file loads unchanged and binds as the code does")
    func seedSpecFile() throws {
        let spec = try BindingSpec.load(yaml: Self.seedYAML, file: "person.yaml", registry: registry())
        #expect(spec.objectNames == ["FirstNameField", "FullNameLabel", "LastNameField", "ViewController"])
        let objects = spec.instantiate()
        let controller = try #require(objects.object(named: "ViewController", as: SeedPersonViewController.self))
        let first = try #require(controller.firstNameField), last = try #require(controller.lastNameField)
        let full = try #require(controller.fullNameLabel)
        #expect(controller.view.subviews.map { $0 === first || $0 === last || $0 === full } == [true, true, true])
        #expect(!first.isEnabled && !last.isEnabled && full.text == "")
        controller.person = SeedPerson(firstName: "Ada", lastName: "Byron")
        #expect(first.isEnabled && first.text == "Ada" && last.text == "Byron" && full.text == "Ada Byron")
        first.simulateReplacingText(with: "Augusta")
        #expect(controller.person?.firstName == "Augusta" && full.text == "Augusta Byron")
        // The read-only full name is bound one way: typing in its field
        // changes nothing.
        full.simulateTyping("!")
        #expect(controller.person?.fullName == "Augusta Byron")
        controller.isSaving = true
        #expect(!first.isEnabled && !last.isEnabled)
    }

    @Test(
        "YAML errors name the file, line and column; anything outside the subset is named",
        arguments: [
            ("A:\n  class: X\n  class: Y\n", "bad.yaml:3:3: duplicate key 'class'"),
            ("A:\n\tclass: X\n", "bad.yaml:2:1: a tab is outside the YAML subset spec files use"),
            ("A: &anchor\n", "bad.yaml:1:4: an anchor is outside the YAML subset spec files use"),
            ("A: *alias\n", "bad.yaml:1:4: an alias is outside the YAML subset spec files use"),
            ("A: !tag x\n", "bad.yaml:1:4: a tag is outside the YAML subset spec files use"),
            ("A: |\n  text\n", "bad.yaml:1:4: a block scalar is outside the YAML subset spec files use"),
            ("---\nA: x\n", "bad.yaml:1:1: a document marker is outside the YAML subset spec files use"),
            ("A:\n  b: {to: /X, value: 'x'\n", "bad.yaml:2:25: expected ',' or '}' before the end of the line"),
            (
                "A:\n  b: 'open\n",
                "bad.yaml:2:6: unterminated quoted scalar (a scalar over several lines is outside the YAML subset spec files use)"
            ),
            ("A:\n  b: c\n    d: e\n", "bad.yaml:3:5: unexpected indentation"),
            ("A:\n  just text\n", "bad.yaml:2:12: expected ':' after the key 'just text'"),
        ])
    func errors(yaml: String, message: String) {
        #expect {
            try BindingSpec.load(yaml: yaml, file: "bad.yaml", registry: registry())
        } throws: { error in
            (error as? BindingSpecError)?.description == message
        }
    }

    @Test(
        "YAML lines end at \\n, \\r\\n or \\r alike, in what loads and in where an error is",
        arguments: ["\n", "\r\n", "\r"])
    func lineBreaks(lineBreak: String) throws {
        let seed = Self.seedYAML.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
        let spec = try BindingSpec.load(yaml: seed, file: "person.yaml", registry: registry())
        #expect(spec.objectNames == ["FirstNameField", "FullNameLabel", "LastNameField", "ViewController"])
        let objects = spec.instantiate()
        let controller = try #require(objects.object(named: "ViewController", as: SeedPersonViewController.self))
        controller.person = SeedPerson(firstName: "Ada", lastName: "Byron")
        #expect(controller.fullNameLabel?.text == "Ada Byron" && controller.firstNameField?.isEnabled == true)
        let duplicate = ["A:", "  class: X", "  # a comment", "  class: Y", ""].joined(separator: lineBreak)
        #expect {
            try BindingSpec.load(yaml: duplicate, file: "bad.yaml", registry: registry())
        } throws: { error in
            (error as? BindingSpecError)?.description == "bad.yaml:4:3: duplicate key 'class'"
        }
    }

    @Test(
        "YAML nests as deep as JSON may: 512 levels, block and flow alike, and past that an error where the level opens",
        arguments: [2, 3, 300, 511, 512, 513, 514, 100_000])
    func nesting(levels: Int) throws {
        func message(_ load: () throws -> BindingSpec) -> String {
            do {
                _ = try load()
                return "loaded"
            } catch {
                return (error as? BindingSpecError)?.description ?? "not a BindingSpecError: \(error)"
            }
        }
        // The same value three ways: flow collections on one line under a
        // key, block mappings one indentation deeper a line, and JSON, the
        // oracle for where the limit falls.
        let inner = levels - 1
        let flow = "A: " + String(repeating: "[", count: inner) + String(repeating: "]", count: inner) + "\n"
        let json =
            "{\"A\": " + String(repeating: "[", count: inner) + String(repeating: "]", count: inner) + "}"
        let fromJSON = message { try BindingSpec.load(json: json, file: "bad.json", registry: registry()) }
        let fromFlow = message { try BindingSpec.load(yaml: flow, file: "bad.yaml", registry: registry()) }
        let tooDeep = "nesting deeper than 512 levels"
        #expect(fromJSON.hasSuffix(tooDeep) == (levels > 512), "\(fromJSON)")
        if levels > 512 {
            // Level 513 opens at the 512th bracket, after "A: ".
            #expect(fromFlow == "bad.yaml:1:515: \(tooDeep)")
        } else {
            // Read whole; the spec is then refused for what it says.
            #expect(!fromFlow.contains(tooDeep) && fromFlow != "loaded", "\(fromFlow)")
        }
        guard levels <= 1_000 else { return }
        let block = (0..<levels).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        let fromBlock = message { try BindingSpec.load(yaml: block, file: "bad.yaml", registry: registry()) }
        if levels > 512 {
            #expect(fromBlock == "bad.yaml:513:513: \(tooDeep)")
        } else {
            #expect(!fromBlock.contains(tooDeep) && fromBlock != "loaded", "\(fromBlock)")
        }
    }

    @Test("Comments, quotes, flow sequences and null read as JSON would")
    func subset() throws {
        let yaml = """
            # a comment
            Label:   # after a key
              class: "HeadlessLabel"
              subviews: []
            Other:
              class: 'HeadlessLabel'
              outlets: {}
            """
        let spec = try BindingSpec.load(yaml: yaml, file: "ok.yaml", registry: registry())
        #expect(spec.objectNames == ["Label", "Other"])
    }
}
