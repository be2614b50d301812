@_spi(Instrumentation) import CellModels
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

    @Test("An owner that drops its ended bindings only now and then still counts and ends the right ones")
    func manyBindsAndUnbindsKeepTheCount() {
        let model = Model()
        let owner = BindingOwner()
        var live: [(binding: ViewBinding, label: Label)] = []
        var ended: [Label] = []
        // Each round binds five labels and ends two of the live bindings,
        // the oldest and the newest, so that ended and live entries mix.
        for _ in 0..<40 {
            for _ in 0..<5 {
                let label = Label()
                live.append((model.$name.bind(to: label, \.text, owner: owner), label))
            }
            for (binding, label) in [live.removeFirst(), live.removeLast()] {
                binding.unbind()
                ended.append(label)
            }
            #expect(owner.bindingCount == live.count)
        }
        #expect(live.count == 120)
        model.name = "Bob"
        #expect(live.allSatisfy { $0.label.text == "Bob" })
        #expect(ended.allSatisfy { $0.text == "Ann" })
        owner.unbindAll()
        #expect(owner.bindingCount == 0)
        #expect(live.allSatisfy { !$0.binding.isBound })
        model.name = "Cy"
        #expect(live.allSatisfy { $0.label.text == "Bob" })
    }

    @Test("An owner counts only the bindings whose view is still alive, however many it saw")
    func bindingsWithDeadViewsDropOut() {
        let model = Model()
        let owner = BindingOwner()
        let kept = (0..<10).map { _ in Label() }
        for label in kept {
            model.$name.bind(to: label, \.text, owner: owner)
        }
        for _ in 0..<100 {
            model.$name.bind(to: Label(), \.text, owner: owner)
        }
        #expect(owner.bindingCount == kept.count)
        owner.unbindAll()
        #expect(owner.bindingCount == 0)
        #expect(model.$name.bindingCount == 0)
    }
}
