import CellModels
import Testing

/// The four binding verbs on a state: what each copies when it is made, and
/// which way changes flow after.
@MainActor
@Suite("Binding verbs: bind, map, apply, oneWayBind")
struct BindingVerbTests {
    @MainActor
    final class Screen {
        @ViewState var searchPhrase: String? = "from state"
        @ViewState var count = 1
    }

    @Test("bind copies nothing at start, then goes both ways")
    func bind() {
        let screen = Screen(), field = TextField()
        field.text = "from view"
        let binding = screen.$searchPhrase.bind(with: field, \.text)
        #expect(binding.binding.direction == .twoWay)
        #expect(screen.searchPhrase == "from state" && field.text == "from view")
        screen.searchPhrase = "state changed"
        #expect(field.text == "state changed")
        field.userTypes("typed")
        #expect(screen.searchPhrase == "typed")
    }

    @Test("map reads the view's value into the state at start, then goes both ways")
    func map() {
        let screen = Screen(), field = TextField()
        field.text = "from view"
        var triggers: [ChangeTrigger] = []
        screen.$searchPhrase.onDidSet(observer: field) { _, change in triggers.append(change.trigger) }
        screen.$searchPhrase.map(from: field, \.text)
        #expect(screen.searchPhrase == "from view" && field.text == "from view")
        #expect(triggers == [.binding])
        screen.searchPhrase = nil
        #expect(field.text == "")
        field.userTypes("typed")
        #expect(screen.searchPhrase == "typed")
    }

    @Test("apply writes the state's value into the view at start, then goes both ways")
    func apply() {
        let screen = Screen(), field = TextField()
        field.text = "from view"
        screen.$searchPhrase.apply(into: field, \.text)
        #expect(screen.searchPhrase == "from state" && field.text == "from state")
        field.userTypes("typed")
        #expect(screen.searchPhrase == "typed")
        screen.searchPhrase = "again"
        #expect(field.text == "again")
    }

    @Test("oneWayBind reads the view's edits and never writes the view")
    func oneWayBind() {
        let screen = Screen(), field = TextField()
        field.text = "from view"
        var heard: [String?] = []
        let binding = screen.$searchPhrase.oneWayBind(with: field, \.text)
            .viewDidSet { _, change in heard.append(change.newValue) }
        #expect(binding.binding.direction == .fromView)
        #expect(screen.searchPhrase == "from state" && field.text == "from view")
        screen.searchPhrase = "state changed"
        #expect(field.text == "from view")
        field.userTypes("typed")
        #expect(screen.searchPhrase == "typed" && heard == ["typed"])
    }

    @Test("A view that reports no edits is only written, from the verb's start on")
    func labelVerbs() {
        let screen = Screen()
        let bound = Label(), mapped = Label(), applied = Label()
        for label in [bound, mapped, applied] { label.text = "label" }
        screen.$searchPhrase.bind(with: bound, \.text)
        #expect(bound.text == "label" && screen.searchPhrase == "from state")
        screen.$searchPhrase.apply(into: applied, \.text)
        #expect(applied.text == "from state" && bound.text == "label")
        mapped.text = "mapped"
        screen.$searchPhrase.map(from: mapped, \.text)
        #expect(screen.searchPhrase == "mapped")
        #expect([bound.text, mapped.text, applied.text] == ["mapped", "mapped", "mapped"])
        screen.searchPhrase = nil
        #expect([bound.text, mapped.text, applied.text] == ["", "", ""])
    }

    @Test("Each verb has the same meaning for a view's property of the state's own type")
    func exactType() {
        let stepper = Stepper()
        stepper.value = 5
        let state = ObservableState(2.0)
        state.bind(with: stepper, \.value)
        #expect(state.value == 2 && stepper.value == 5)
        state.map(from: stepper, \.value)
        #expect(state.value == 5)
        let other = ObservableState(7.0)
        other.apply(into: stepper, \.value)
        // A binding's write is not a user edit: the first state keeps 5.
        #expect(stepper.value == 7 && state.value == 5)
        // A view's property is bound to one state at a time: binding
        // `other` ended `state`'s binding.
        stepper.userSteps(to: 9)
        #expect(state.value == 5 && other.value == 9)
    }
}

/// Seed 002: "a text field can only be bound to a single data object".
@MainActor
@Suite("A view's property is bound to one state at a time")
struct SingleBindingTests {
    @MainActor
    final class Person {
        @ViewState var firstName = ""
    }

    @Test("Binding a text field's text again ends its previous binding")
    func rebinding() {
        let first = Person(), second = Person()
        let firstNameField = TextField()
        let old = (firstNameField, \.text) <-> first.$firstName
        (firstNameField, \.text) <-> second.$firstName
        #expect(!old.isBound)
        firstNameField.userTypes("Ann")
        #expect(first.firstName == "" && second.firstName == "Ann")
        first.firstName = "Bo"
        #expect(firstNameField.text == "Ann")
    }

    @Test("Several views may be bound to one state; one view's other properties keep theirs")
    func severalViews() {
        let person = Person()
        let firstField = TextField(), secondField = TextField()
        (firstField, \.text) <-> person.$firstName
        (secondField, \.text) <-> person.$firstName
        let placeholder = (firstField, \.placeholder) <- person.$firstName
        firstField.userTypes("Ann")
        #expect(person.firstName == "Ann" && secondField.text == "Ann" && firstField.placeholder == "Ann")
        secondField.userTypes("Bo")
        #expect(person.firstName == "Bo" && firstField.text == "Bo" && placeholder.isBound)
    }
}
