import CellModels
import Testing

@MainActor
@Suite("Binding owners collect bindings made without an owner")
struct BindingOwnerTests {
    @MainActor
    final class Model {
        @ViewState var name = "Ann"
    }

    @Test func bindingsMadeInsideJoinTheCollectingOwner() {
        let model = Model()
        let label = Label()
        let other = Label()
        let owner = BindingOwner()
        let explicit = BindingOwner()
        owner.collectingBindings {
            model.$name.bind(to: label, \.text)
            model.$name.bind(to: other, \.text, owner: explicit)
        }
        #expect(owner.bindingCount == 1)
        #expect(explicit.bindingCount == 1)
        owner.unbindAll()
        model.name = "Bob"
        #expect(label.text == "Ann")
        #expect(other.text == "Bob")
    }

    @Test func collectingNestsAndEnds() {
        let model = Model()
        let (innerLabel, outerLabel, afterLabel) = (Label(), Label(), Label())
        let outer = BindingOwner()
        let inner = BindingOwner()
        outer.collectingBindings {
            inner.collectingBindings { model.$name.bind(to: innerLabel, \.text) }
            model.$name.bind(to: outerLabel, \.text)
        }
        let after = model.$name.bind(to: afterLabel, \.text)
        #expect(inner.bindingCount == 1)
        #expect(outer.bindingCount == 1)
        inner.unbindAll()
        model.name = "Bob"
        #expect(innerLabel.text == "Ann")
        #expect(outerLabel.text == "Bob")
        outer.unbindAll()
        model.name = "Cy"
        #expect(outerLabel.text == "Bob")
        #expect(after.isBound)
        #expect(afterLabel.text == "Cy")
    }
}
