import CellModels
import Testing

@MainActor
@Suite("Operators: the terse style, built on the named methods")
struct OperatorTests {
    @Test("<- binds the model to the view, one way")
    func modelToView() {
        let model = PersonModel()
        let label = Label(), optional = OptionalLabel()
        let binding = (label, \.text) <- model.$name
        (optional, \.text) <- model.$name
        #expect(binding.direction == .toView)
        #expect(label.text == "Ada" && optional.text == "Ada")
        model.name = "Grace"
        #expect(label.text == "Grace" && optional.text == "Grace")
    }

    @Test("<- with the view on the right binds the view to the model, one way")
    func viewToModel() {
        let model = PersonModel()
        let field = TextField()
        field.text = "Typed"
        let binding = model.$name <- (field, \.text)
        #expect(binding.direction == .fromView)
        #expect(model.name == "Typed")
        field.userTypes("Grace")
        #expect(model.name == "Grace")
        model.name = "Code"
        #expect(field.text == "Grace")
    }

    @Test("<-> binds both ways")
    func twoWay() {
        let model = PersonModel()
        let field = TextField(), optional = OptionalTextField()
        let binding = (field, \.text) <-> model.$name
        (optional, \.text) <-> model.$name
        #expect(binding.direction == .twoWay)
        #expect(field.text == "Ada" && optional.text == "Ada")
        field.userTypes("Grace")
        #expect(model.name == "Grace" && optional.text == "Grace")
        optional.userTypes("Hopper")
        #expect(model.name == "Hopper" && field.text == "Hopper")
    }

    @Test("<~ binds with a formatter")
    func formatted() {
        let model = PersonModel()
        let label = Label()
        (label, \.text) <~ (model.$age, { "Your Age: \($0)" })
        #expect(label.text == "Your Age: 36")
        model.age = 3
        #expect(label.text == "Your Age: 3")
    }

    @Test("Operators work on paths of struct-backed models")
    func paths() {
        let profile = ObservableState(Profile(person: Person(firstName: "Ada", lastName: "L"), age: 1))
        let field = TextField(), label = Label()
        (field, \.text) <-> profile[\.person.firstName]
        (label, \.text) <~ (profile[\.age], { "\($0) years" })
        field.userTypes("Grace")
        profile.update(\.age, with: 2)
        #expect(profile.value.person.firstName == "Grace")
        #expect(label.text == "2 years")
    }
}
