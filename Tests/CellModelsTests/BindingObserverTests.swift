import CellModels
import Testing

/// A person as a class: replacing it replaces the instance.
@MainActor
final class PersonObject {
    var firstName: String
    init(firstName: String) { self.firstName = firstName }
}

/// A controller holding a person object, as a screen's controller does.
@MainActor
final class PersonController {
    @ViewState var person = PersonObject(firstName: "Ada")
    @ViewState var nickname: String? = nil
}

@MainActor
@Suite("Observers on a binding, the triggering view, and paths through objects")
struct BindingObserverTests {
    @Test("A change made by a view carries the view, weakly, in its trigger")
    func triggeringView() {
        let model = PersonModel()
        var field: TextField? = TextField()
        model.$name.bindTwoWay(with: field!, \.text)
        var trigger: ChangeTrigger?
        model.$name.listen(owner: model) { _ in }
        model.$name.onDidSet(observer: model) { _, change in trigger = change.trigger }
        field!.userTypes("Grace")
        #expect(trigger?.triggeringView === field)
        #expect(trigger == .view(field!))
        field = nil
        #expect(trigger?.triggeringView == nil)
        model.name = "Ann"
        #expect(trigger?.triggeringView == nil && trigger == .code)
    }

    @Test("viewDidSet runs after the view's edit; stateDidSet after the state's change is written")
    func viewDidSetAndStateDidSet() {
        let model = PersonModel()
        let field = TextField()
        var log: [String] = []
        let binding = model.$name.bind(with: field, \.text)
            .viewDidSet { view, change in log.append("view \(change.oldValue)→\(view.text)") }
            .stateDidSet { view, change in log.append("state \(change.newValue) shown \(view.text)") }
        field.userTypes("Grace")
        model.name = "Ann"
        #expect(log == ["view Ada→Grace", "state Ann shown Ann"])
        binding.unbind()
        model.name = "Bo"
        field.userTypes("Cy")
        #expect(log.count == 2)
    }

    @Test("A one-way binding from the view has viewDidSet; one to the view has stateDidSet")
    func oneWayObservers() {
        let model = PersonModel()
        let field = TextField(), label = Label()
        var log: [String] = []
        model.$name.bind(readingFrom: field, \.text, start: .bindOnly).viewDidSet { _, change in
            log.append("read \(change.newValue)")
        }
        model.$name.bind(writingTo: label, \.text).stateDidSet { _, change in log.append("wrote \(change.newValue)") }
        field.userTypes("Grace")
        // viewDidSet runs once the set is done, after the state wrote its other views.
        #expect(log == ["wrote Grace", "read Grace"])
    }

    @Test("A transformer reversible by type binds two-way and from the view with no try")
    func reversibleTransformer() {
        let model = PersonModel()
        let stepper = Stepper()
        let stepperValue = ReversibleBindingTransformer<Int, Double>(forward: { Double($0) }, reverse: { Int($0) })
        model.$age.bindTwoWay(with: stepper, \.value, transformer: stepperValue)
        #expect(stepper.value == 36)
        stepper.userSteps(to: 40)
        #expect(model.age == 40)
        let other = Stepper()
        other.value = 7
        model.$age.bind(from: other, \.value, transformer: stepperValue)
        #expect(model.age == 7 && stepper.value == 7)
    }

    @Test("An optional string shows in a field's text; the placeholder reads back as nil or as itself")
    func optionalToNonOptional() {
        let controller = PersonController()
        let clears = TextField(), keeps = TextField()
        controller.$nickname.bindTwoWay(with: clears, \.text, transformer: .showingNil(as: "", reading: .asNil))
        #expect(clears.text == "")
        clears.userTypes("Ace")
        #expect(controller.nickname == "Ace")
        clears.userTypes("")
        #expect(controller.nickname == nil)
        controller.$nickname.bindTwoWay(with: keeps, \.text, transformer: .showingNil(as: "", reading: .asValue))
        keeps.userTypes("")
        #expect(controller.nickname == "")
        controller.nickname = nil
        #expect(clears.text == "" && keeps.text == "")
    }

    @Test("Bindings through a replaced object follow the new object, and edits reach every view")
    func pathThroughReplacedObject() {
        let controller = PersonController()
        let field = TextField(), label = Label()
        controller.$person[\.firstName].bindTwoWay(with: field, \.text)
        controller.$person[\.firstName].bind(to: label, \.text)
        let first = controller.person
        let second = PersonObject(firstName: "Grace")
        controller.person = second
        #expect(field.text == "Grace" && label.text == "Grace")
        field.userTypes("Gracie")
        #expect(second.firstName == "Gracie" && first.firstName == "Ada")
        #expect(label.text == "Gracie")
        controller.$person.update(\.firstName, with: "G")
        #expect(field.text == "G" && label.text == "G")
    }
}
