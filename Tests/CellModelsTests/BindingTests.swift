@_spi(Instrumentation) import CellModels
import Testing

@MainActor
@Suite("Bindings: one way, the other way, both ways, and how they start")
struct BindingTests {
    @Test("Model to view: setting the state writes the view; the view's edits do not reach the model")
    func modelToView() {
        let model = PersonModel()
        let field = TextField()
        let binding = model.$name.bind(to: field, \.text)
        #expect(binding.direction == .toView)
        #expect(binding.isBound)
        #expect(field.text == "Ada")
        model.name = "Grace"
        #expect(field.text == "Grace")
        field.userTypes("Typed")
        #expect(model.name == "Grace")
        #expect(field.editReporter.listenerCount == 0)
    }

    @Test("Model to view, optional property: a String state shows in a String? label")
    func modelToOptionalView() {
        let model = PersonModel()
        let label = OptionalLabel()
        model.$name.bind(to: label, \.text)
        #expect(label.text == "Ada")
        model.name = "Grace"
        #expect(label.text == "Grace")
    }

    @Test("Model to view, formatted: an Int age shows as text")
    func formatted() {
        let model = PersonModel()
        let label = Label()
        model.$age.bind(to: label, \.text) { "Your Age: \($0)" }
        #expect(label.text == "Your Age: 36")
        model.age = 3
        #expect(label.text == "Your Age: 3")
    }

    @Test("View to model: a user edit sets the state with the view trigger; code sets never write the view")
    func viewToModel() {
        let model = PersonModel()
        let field = TextField()
        field.text = "Initial"
        let recorder = Recorder<StateChange<String>>()
        model.$name.onDidSet(observer: recorder) { $0.received.append($1) }
        let binding = model.$name.bind(from: field, \.text)
        #expect(binding.direction == .fromView)
        #expect(model.name == "Initial")
        #expect(recorder.received == [StateChange(oldValue: "Ada", newValue: "Initial", trigger: .binding)])
        field.userTypes("Grace")
        #expect(model.name == "Grace")
        #expect(recorder.received.last == StateChange(oldValue: "Initial", newValue: "Grace", trigger: .view(field)))
        let writes = field.writeCount
        model.name = "Code"
        #expect(field.text == "Grace")
        #expect(field.writeCount == writes)
    }

    @Test("View to model: edits of other properties of the view are not this binding's")
    func otherPropertiesAreIgnored() {
        let model = PersonModel()
        let field = TextField()
        model.$name.bind(from: field, \.text, start: .bindOnly)
        field.placeholder = "Name"
        field.editReporter.reportEdit(of: \TextField.placeholder)
        #expect(model.name == "Ada")
    }

    @Test("View to model, optional property: a nil edit is ignored")
    func optionalViewToModel() {
        let model = PersonModel()
        let field = OptionalTextField()
        model.$name.bind(from: field, \.text)
        #expect(model.name == "Ada")
        field.userTypes("Grace")
        #expect(model.name == "Grace")
        field.userTypes(nil)
        #expect(model.name == "Grace")
    }

    @Test("Two-way: both directions, with triggers that say where each change came from")
    func twoWay() {
        let model = PersonModel()
        let field = TextField()
        let recorder = Recorder<ChangeTrigger>()
        model.$name.onDidSet(observer: recorder) { $0.received.append($1.trigger) }
        let binding = model.$name.bindTwoWay(with: field, \.text)
        #expect(binding.direction == .twoWay)
        #expect(field.text == "Ada")
        model.name = "Grace"
        #expect(field.text == "Grace")
        field.userTypes("Hopper")
        #expect(model.name == "Hopper")
        #expect(recorder.received == [.code, .view(field)])
    }

    @Test("Two-way: a change from the view is not written back to it")
    func noWriteBack() {
        let model = PersonModel()
        let field = TextField()
        model.$name.bindTwoWay(with: field, \.text)
        let writes = field.writeCount
        field.userTypes("Grace")
        #expect(field.writeCount == writes + 1)
        #expect(model.name == "Grace")
    }

    @Test("Two-way: a write to the view is not taken for an edit, even from a view that reports every change")
    func noFeedbackLoop() {
        let model = PersonModel()
        let field = NaiveTextField()
        let recorder = Recorder<ChangeTrigger>()
        model.$name.onDidSet(observer: recorder) { $0.received.append($1.trigger) }
        model.$name.bindTwoWay(with: field, \.text)
        model.name = "Grace"
        #expect(field.text == "Grace")
        #expect(field.writeCount == 2)
        #expect(recorder.received == [.code])
    }

    @Test("Two-way: other views bound to the same state follow an edit from one view")
    func editReachesOtherViews() {
        let model = PersonModel()
        let field = TextField()
        let mirror = TextField()
        let label = Label()
        model.$name.bindTwoWay(with: field, \.text)
        model.$name.bindTwoWay(with: mirror, \.text)
        model.$name.bind(to: label, \.text)
        field.userTypes("Grace")
        #expect(mirror.text == "Grace")
        #expect(label.text == "Grace")
    }

    @Test("Two-way, optional property")
    func twoWayOptional() {
        let model = PersonModel()
        let field = OptionalTextField()
        model.$name.bindTwoWay(with: field, \.text)
        #expect(field.text == "Ada")
        field.userTypes("Grace")
        #expect(model.name == "Grace")
        field.userTypes(nil)
        #expect(model.name == "Grace")
    }

    @Test("Two-way with a transformer: a stepper's Double back to the model's Int")
    func twoWayTransformed() throws {
        let model = PersonModel()
        let stepper = Stepper()
        let toStepper = BindingTransformer<Int, Double>(name: "stepper") {
            Double($0)
        } reverse: {
            Int(exactly: $0)
        }
        try model.$age.bindTwoWay(with: stepper, \.value, transformer: toStepper)
        #expect(stepper.value == 36)
        stepper.userSteps(to: 37)
        #expect(model.age == 37)
        stepper.userSteps(to: 37.5)
        #expect(model.age == 37)
        model.age = 10
        #expect(stepper.value == 10)
    }

    @Test("Start: bind only leaves both sides; pull reads the view; push writes the view")
    func starts() {
        let model = PersonModel()
        let only = TextField()
        only.text = "view"
        model.$name.bindTwoWay(with: only, \.text, start: .bindOnly)
        #expect(model.name == "Ada" && only.text == "view")

        let pulled = TextField()
        pulled.text = "Pulled"
        let recorder = Recorder<ChangeTrigger>()
        model.$name.onDidSet(observer: recorder) { $0.received.append($1.trigger) }
        model.$name.bindTwoWay(with: pulled, \.text, start: .pullFromView)
        #expect(model.name == "Pulled")
        #expect(recorder.received == [.binding])
        #expect(only.text == "Pulled")

        let pushed = TextField()
        model.$name.bind(from: pushed, \.text, start: .pushToView)
        #expect(pushed.text == "Pulled")
        #expect(model.name == "Pulled")
    }

    @Test("Start: a one-way binding to the view can also pull the view's value once")
    func toViewPull() {
        let model = PersonModel()
        let label = Label()
        label.text = "From label"
        model.$name.bind(to: label, \.text, start: .pullFromView)
        #expect(model.name == "From label")
        model.name = "Code"
        #expect(label.text == "Code")
    }

    @Test("A transformer without a reverse is read-only: two-way, from-view and pull throw")
    func irreversibleTransformerThrows() throws {
        let model = PersonModel()
        let stepper = Stepper()
        let label = Label()
        let oneWay = BindingTransformer<Int, Double>(name: "toDouble") { Double($0) }
        #expect(throws: CellModelsError.irreversibleTransformer("toDouble")) {
            try model.$age.bindTwoWay(with: stepper, \.value, transformer: oneWay)
        }
        #expect(throws: CellModelsError.irreversibleTransformer("toDouble")) {
            try model.$age.bind(from: stepper, \.value, transformer: oneWay)
        }
        #expect(throws: CellModelsError.irreversibleTransformer("ageText")) {
            try model.$age.bind(
                to: label, \.text, transformer: BindingTransformer(name: "ageText") { "\($0)" }, start: .pullFromView)
        }
        #expect(model.$age.bindingCount == 0)
        #expect(stepper.editReporter.listenerCount == 0)
        try model.$age.bind(to: stepper, \.value, transformer: oneWay)
        #expect(stepper.value == 36)
        #expect(CellModelsError.irreversibleTransformer("toDouble").description.contains("'toDouble'"))
    }

    @Test("View to model through a transformer's reverse; text that is not a number is ignored")
    func fromViewTransformed() throws {
        let model = PersonModel()
        let field = TextField()
        let number = BindingTransformer<Int, String>(name: "number") {
            String($0)
        } reverse: {
            Int($0)
        }
        try model.$age.bind(from: field, \.text, transformer: number, start: .pushToView)
        #expect(field.text == "36")
        field.userTypes("40")
        #expect(model.age == 40)
        field.userTypes("forty")
        #expect(model.age == 40)
        model.age = 1
        #expect(field.text == "forty")
    }

    @Test("Several bindings to one Bool view property combine with AND")
    func boolBindingsCombineWithAnd() throws {
        @MainActor final class EditorModel {
            @ViewState var person: String? = nil
            @ViewState var isSaving = false
        }
        let model = EditorModel()
        let save = Button()
        try model.$person.bind(to: save, \.isEnabled, transformer: .isNotNil)
        model.$isSaving.bind(to: save, \.isEnabled, transformer: .negate)
        #expect(!save.isEnabled)
        model.person = "Ada"
        #expect(save.isEnabled)
        model.isSaving = true
        #expect(!save.isEnabled)
        model.person = nil
        model.isSaving = false
        #expect(!save.isEnabled)
        model.person = "Grace"
        #expect(save.isEnabled)
    }

    @Test("Unbinding one of the AND's bindings leaves the property to the others")
    func unbindingATerm() throws {
        @MainActor final class EditorModel {
            @ViewState var hasPerson = true
            @ViewState var isValid = false
        }
        let model = EditorModel()
        let save = Button()
        model.$hasPerson.bind(to: save, \.isEnabled)
        let validity = model.$isValid.bind(to: save, \.isEnabled)
        #expect(!save.isEnabled)
        validity.unbind()
        #expect(save.isEnabled)
        model.isValid = false
        #expect(save.isEnabled)
    }

    @Test("Bool bindings to different views, or different properties, do not combine")
    func separateConjunctions() {
        @MainActor final class Toggles {
            @ViewState var on = true
            @ViewState var off = false
        }
        let toggles = Toggles()
        let first = Button()
        let second = Button()
        let toggle = Switch()
        toggles.$on.bind(to: first, \.isEnabled)
        toggles.$off.bind(to: second, \.isEnabled)
        toggles.$on.bind(to: toggle, \.isOn)
        #expect(first.isEnabled && !second.isEnabled && toggle.isOn)
    }

    @Test("Unbinding: by token, by view, by path, all; an unbound view is no longer written")
    func unbinding() {
        let model = PersonModel()
        let a = Label(), b = Label(), c = TextField()
        let tokenA = model.$name.bind(to: a, \.text)
        model.$name.bind(to: b, \.text)
        model.$name.bindTwoWay(with: c, \.text)
        #expect(model.$name.bindingCount == 3)
        tokenA.unbind()
        #expect(!tokenA.isBound)
        model.name = "1"
        #expect(a.text == "Ada" && b.text == "1" && c.text == "1")
        model.$name.unbind(view: b)
        model.name = "2"
        #expect(b.text == "1" && c.text == "2")
        model.$name.unbind(\.self)
        model.name = "3"
        #expect(c.text == "2")
        c.userTypes("typed")
        #expect(model.name == "3")
        #expect(model.$name.bindingCount == 0)
        #expect(c.editReporter.listenerCount == 0)

        model.$age.bind(to: a, \.text) { "\($0)" }
        model.$age.bind(to: b, \.text) { "\($0)" }
        model.$age.unbindAll()
        model.age = 99
        #expect(a.text == "36" && b.text == "36")
    }

    @Test("A binding owner ends its bindings at once")
    func bindingOwner() {
        let model = PersonModel()
        let owner = BindingOwner()
        let label = Label(), field = TextField()
        model.$name.bind(to: label, \.text, owner: owner)
        model.$name.bindTwoWay(with: field, \.text, owner: owner)
        model.$age.bind(to: label, \.text, owner: owner) { "\($0)" }
        #expect(owner.bindingCount == 3)
        owner.unbindAll()
        #expect(owner.bindingCount == 0)
        #expect(model.$name.bindingCount == 0 && model.$age.bindingCount == 0)
        model.name = "Grace"
        #expect(label.text == "36" && field.text == "Ada")
    }

    @Test("Unbinding one of several bindings of a state ends that one and keeps the others, in order")
    func unbindingOneOfSeveral() {
        let model = PersonModel()
        let labels = (0..<5).map { _ in Label() }
        let bindings = labels.map { model.$name.bind(to: $0, \.text) }
        let initial = model.name
        for index in [2, 0, 4] {
            bindings[index].unbind()
        }
        #expect(model.$name.bindingCount == 2)
        model.name = "Zed"
        #expect(labels.map(\.text) == [initial, "Zed", initial, "Zed", initial])
        #expect(bindings.map(\.isBound) == [false, true, false, true, false])
        bindings[3].unbind()
        model.name = "Yan"
        #expect(labels.map(\.text) == [initial, "Yan", initial, "Zed", initial])
        // A binding ends with its view: the labels must live to here, which
        // an optimized build does not promise after their last use above.
        withExtendedLifetime(labels) {
            #expect(model.$name.bindingCount == 1)
        }
    }
}
