@_spi(Instrumentation) import CellModels
import Testing

/// The snippets of the CellModels DocC article "Binding", as written there,
/// with their comments asserted.
@MainActor
@Suite("DocC articles: CellModels")
struct CellModelsArticleTests {
    @MainActor
    final class Label {
        var text = ""
    }

    @MainActor
    final class TextField: ViewEditReporting {
        let editReporter = EditReporter()
        var text = ""

        /// What the toolkit calls when the user types.
        func userTypes(_ newText: String) {
            text = newText
            editReporter.reportEdit(of: \TextField.text)
        }
    }

    @MainActor
    final class Person {
        @ViewState var name = "Ada"
        @ViewState var age = 36
    }

    @MainActor
    final class Stepper: ViewEditReporting {
        let editReporter = EditReporter()
        var value = 0.0

        func userSteps(to newValue: Double) {
            value = newValue
            editReporter.reportEdit(of: \Stepper.value)
        }
    }

    final class NameViewModel: ViewModel<TextField> {
        @ViewState var name = "Ada"

        override func makeBindings(to field: TextField) {
            $name.bindTwoWay(with: field, \.text, owner: bindingOwner)
        }
    }

    @Test("One way, to the view")
    func toView() {
        let person = Person()
        let label = Label()
        person.$name.bind(to: label, \.text)
        #expect(label.text == "Ada")
        person.name = "Grace"
        #expect(label.text == "Grace")
    }

    @Test("One way, from the view")
    func fromView() {
        let person = Person()
        let search = TextField()
        search.text = "swift"
        person.$name.bind(from: search, \.text)
        #expect(person.name == "swift")
        search.userTypes("docc")
        #expect(person.name == "docc")
        person.name = "code"
        #expect(search.text == "docc")
    }

    @Test("Both ways, and the operator that says the same")
    func twoWay() {
        let person = Person()
        let field = TextField()
        person.$name.bindTwoWay(with: field, \.text)
        field.userTypes("Anne")
        #expect(person.name == "Anne")
        person.name = "Bob"
        #expect(field.text == "Bob")

        let other = TextField()
        (other, \.text) <-> person.$name
        #expect(other.text == "Bob")
        let label = Label()
        (label, \.text) <- person.$name
        #expect(label.text == "Bob")
    }

    @Test("The four verbs")
    func verbs() {
        let person = Person()
        let typed = TextField()
        typed.text = "typed"
        person.$name.bind(with: typed, \.text)
        #expect(person.name == "Ada" && typed.text == "typed")
        person.$name.map(from: typed, \.text)
        #expect(person.name == "typed")
    }

    @Test("A formatter")
    func formatter() {
        let person = Person()
        let ageLabel = Label()
        person.$age.bind(to: ageLabel, \.text) { "Your Age: \($0)" }
        #expect(ageLabel.text == "Your Age: 36")
    }

    @Test("A transformer with a reverse, and one without")
    func transformer() throws {
        let person = Person()
        let stepper = Stepper()
        let stepperValue = BindingTransformer<Int, Double>(forward: { Double($0) }, reverse: { Int($0) })
        try person.$age.bindTwoWay(with: stepper, \.value, transformer: stepperValue)
        #expect(stepper.value == 36.0)
        stepper.userSteps(to: 37)
        #expect(person.age == 37)

        let readOnly = BindingTransformer<Int, Double>(forward: { Double($0) })
        #expect(throws: CellModelsError.self) {
            try person.$age.bindTwoWay(with: Stepper(), \.value, transformer: readOnly)
        }
    }

    @Test("Owners end their bindings")
    func owners() {
        let person = Person()
        let label = Label()
        let owner = BindingOwner()
        person.$name.bind(to: label, \.text, owner: owner)
        #expect(owner.bindingCount == 1)
        owner.unbindAll()
        person.name = "Eve"
        #expect(label.text == "Ada")
    }

    @Test("A view model binds with its owner and unbinds")
    func viewModel() {
        let field = TextField()
        let model = NameViewModel()
        model.apply(to: field)
        #expect(field.text == "Ada")
        model.unbind()
        model.name = "Grace"
        #expect(field.text == "Ada")
    }
}
