@_spi(Instrumentation) import CellModels
import Testing

@MainActor
@Suite("<~> and <~ with closures and transformers")
struct TransformerOperatorTests {
    @Test("<~> with a format and a reverse closure binds both ways; a nil reverse ignores the edit")
    func closures() {
        let model = PersonModel()
        let stepper = Stepper()
        (stepper, \.value) <~> (model.$age, { Double($0) }, { $0 < 0 ? nil : Int($0) })
        #expect(stepper.value == 36)
        stepper.userSteps(to: 40)
        #expect(model.age == 40)
        stepper.userSteps(to: -1)
        #expect(model.age == 40)
        model.age = 2
        #expect(stepper.value == 2)
    }

    @Test("<~> with a reversible transformer needs no try; with a general one it throws when irreversible")
    func transformers() throws {
        let model = PersonModel()
        let stepper = Stepper(), other = Stepper()
        (stepper, \.value) <~> (model.$age, ReversibleBindingTransformer(forward: { Double($0) }, reverse: { Int($0) }))
        stepper.userSteps(to: 5)
        #expect(model.age == 5)
        let readOnly = BindingTransformer<Int, Double>(name: "readOnly") { Double($0) }
        #expect(throws: CellModelsError.irreversibleTransformer("readOnly")) {
            try (other, \.value) <~> (model.$age, readOnly)
        }
        #expect(model.$age.bindingCount == 1)
    }

    @Test("<~ takes a transformer, reversible or not, with no try")
    func oneWayTransformers() {
        let state = EditorState()
        let save = Button(), banner = Button()
        (save, \.isEnabled) <~ (state.$isSaving, .negate)
        (banner, \.isEnabled) <~ (state.$nameError, BindingTransformer<Bool, Bool>(forward: { $0 }))
        #expect(save.isEnabled && !banner.isEnabled)
        state.isSaving = true
        state.nameError = true
        #expect(!save.isEnabled && banner.isEnabled)
    }

    @Test("A keypath-style view model binds, updates, unbinds and reads its model")
    func valueViewModel() {
        let label = Label(), field = TextField()
        let viewModel = ValueViewModel(Profile(person: Person(firstName: "", lastName: ""), age: 0))
        viewModel.bind(
            Profile(person: Person(firstName: "Ada", lastName: "L"), age: 36),
            [(label, \.text) <- \Profile.person.firstName, (field, \.text) <-> \Profile.person.lastName])
        #expect(label.text == "Ada" && field.text == "L")
        field.userTypes("Lovelace")
        viewModel.update(\.person.firstName, with: "Augusta")
        #expect(viewModel.model.person.lastName == "Lovelace" && label.text == "Augusta")
        viewModel.unbind(\.person.firstName)
        viewModel.update(\.person.firstName, with: "X")
        #expect(label.text == "Augusta" && viewModel.bindingCount == 1)
    }
}
