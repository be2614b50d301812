@_spi(Instrumentation) import CellModels
import Testing

/// A reused view's owner parks the plain bindings of its model, and the next
/// model's equal bindings are those, moved: these tests hold the bindings
/// weakly, so that holding them does not stop the move.
@MainActor
@Suite("Bindings moved to the next model of a reused view")
struct BindingMoveTests {
    @MainActor
    final class Model {
        @ViewState var name: String
        @ViewState var age: Int
        @ViewState var isGuest = false

        init(_ name: String, age: Int = 30) {
            self.name = name
            self.age = age
        }
    }

    /// A view with a text, an optional text and a flag.
    @MainActor
    final class Row {
        let label = Label()
        let optional = OptionalLabel()
        var isHidden = false
    }

    /// Shows `model` in `row` as a list's cell would, ending what the last
    /// model bound first.
    func show(_ model: Model, in row: Row, owner: BindingOwner) -> ViewBinding {
        owner.unbindAllForReuse()
        return owner.collectingBindings { model.$name.bind(to: row.label, \.text) }
    }

    @Test("The next model's binding is the last one, moved: the view shows it, and only it")
    func moved() {
        let (row, owner) = (Row(), BindingOwner())
        let (ann, bob) = (Model("Ann"), Model("Bob"))
        weak let first = show(ann, in: row, owner: owner)
        #expect(first != nil && row.label.text == "Ann")
        weak let second = show(bob, in: row, owner: owner)
        #expect(second === first)
        #expect(row.label.text == "Bob" && second?.isBound == true)
        #expect(ann.$name.bindingCount == 0 && bob.$name.bindingCount == 1 && owner.bindingCount == 1)
        ann.name = "late"
        #expect(row.label.text == "Bob")
        bob.name = "Bo"
        #expect(row.label.text == "Bo")
        owner.unbindAll()
        bob.name = "after"
        #expect(row.label.text == "Bo" && bob.$name.bindingCount == 0)
    }

    @Test("A binding held by the code that made it is not moved: ending it later ends nothing else")
    func heldStaysEnded() {
        let (row, owner) = (Row(), BindingOwner())
        let (ann, bob) = (Model("Ann"), Model("Bob"))
        let held = show(ann, in: row, owner: owner)
        let next = show(bob, in: row, owner: owner)
        #expect(next !== held && !held.isBound && next.isBound)
        held.unbind()
        bob.name = "Bo"
        #expect(row.label.text == "Bo")
    }

    @Test("Parked bindings the next model does not take end when its configuration ends")
    func leftoversDropped() {
        let (row, owner) = (Row(), BindingOwner())
        let ann = Model("Ann")
        weak var parked: ViewBinding?
        owner.collectingBindings { parked = ann.$name.bind(to: row.label, \.text) }
        owner.unbindAllForReuse()
        #expect(parked != nil && parked?.isBound == false)
        // The next model binds another property only.
        owner.collectingBindings { Model("Bob").$name.bind(to: row.optional, \.text) }
        #expect(parked == nil)
        ann.name = "late"
        #expect(row.label.text == "Ann")
    }

    @Test("Only a plain one-way binding of a whole state to the same property of the same view moves")
    func whatMoves() {
        let (row, other, owner) = (Row(), Row(), BindingOwner())
        let ann = Model("Ann")
        weak var name: ViewBinding?
        weak var formatted: ViewBinding?
        weak var flag: ViewBinding?
        owner.collectingBindings {
            name = ann.$name.bind(to: row.label, \.text)
            formatted = ann.$age.bind(to: row.optional, \.text) { "\($0) years" }
            flag = ann.$isGuest.bind(to: row, \.isHidden)
        }
        owner.unbindAllForReuse()
        // Another view's label, a formatted binding, a Bool and an unowned
        // binding each make a binding of their own.
        let bob = Model("Bob", age: 40)
        let madeHere = owner.collectingBindings {
            [
                bob.$name.bind(to: other.label, \.text),
                bob.$age.bind(to: row.optional, \.text) { "\($0) years" },
                bob.$isGuest.bind(to: row, \.isHidden),
            ]
        }
        #expect(!madeHere.contains { $0 === name || $0 === formatted || $0 === flag })
        #expect(name == nil && formatted == nil && flag == nil)
        #expect(other.label.text == "Bob" && row.optional.text == "40 years" && row.label.text == "Ann")
        // With no owner at all, nothing is parked or moved.
        let cy = Model("Cy")
        let loose = cy.$name.bind(to: row.label, \.text)
        #expect(loose.isBound && row.label.text == "Cy")
    }

    @Test("A binding with observers is ended, not moved: the old model's observers never hear the next model")
    func observedNotMoved() {
        let (row, owner) = (Row(), BindingOwner())
        let (ann, bob) = (Model("Ann"), Model("Bob"))
        var heard: [String] = []
        owner.collectingBindings {
            ann.$name.bind(writingTo: row.label, \.text).stateDidSet { _, change in heard.append(change.newValue) }
        }
        ann.name = "Annie"
        #expect(heard == ["Annie"])
        owner.unbindAllForReuse()
        owner.collectingBindings { bob.$name.bind(to: row.label, \.text) }
        bob.name = "Bo"
        #expect(row.label.text == "Bo")
        #expect(heard == ["Annie"])
    }

    @Test("An explicit owner moves its bindings as the collecting one does; another owner's are not taken")
    func explicitOwner() {
        let (row, owner, stranger) = (Row(), BindingOwner(), BindingOwner())
        let (ann, bob) = (Model("Ann"), Model("Bob"))
        weak let first = ann.$name.bind(to: row.label, \.text, owner: owner)
        owner.unbindAllForReuse()
        weak let second = stranger.collectingBindings { bob.$name.bind(to: row.label, \.text) }
        #expect(second !== first && second?.isBound == true)
        weak let third = owner.collectingBindings { bob.$name.bind(to: row.label, \.text, owner: owner) }
        #expect(third === first && row.label.text == "Bob")
        #expect(bob.$name.bindingCount == 2)
    }

    @Test("A binding whose model is gone is parked and moved: the next model shows and is followed")
    func modelGoneMoves() {
        let (row, owner) = (Row(), BindingOwner())
        weak var first: ViewBinding?
        do {
            let ann = Model("Ann")
            first = show(ann, in: row, owner: owner)
        }
        #expect(first?.isBound == false && row.label.text == "Ann")
        let bob = Model("Bob")
        weak let second = show(bob, in: row, owner: owner)
        #expect(second === first && row.label.text == "Bob" && second?.isBound == true)
        bob.name = "Bo"
        #expect(row.label.text == "Bo" && bob.$name.bindingCount == 1)
    }

    @Test("A binding whose view is gone is never moved: the next view gets a binding of its own")
    func viewGoneNotMoved() {
        let owner = BindingOwner()
        let ann = Model("Ann")
        weak var first: ViewBinding?
        do {
            let row = Row()
            first = show(ann, in: row, owner: owner)
        }
        // The next row's label usually takes the freed label's address: the
        // parked binding's view identity then matches, and only looking at
        // the view itself tells them apart.
        let (row, bob) = (Row(), Model("Bob"))
        weak let second = show(bob, in: row, owner: owner)
        #expect(first == nil && second != nil && row.label.text == "Bob")
        ann.name = "late"
        bob.name = "Bo"
        #expect(row.label.text == "Bo" && ann.$name.bindingCount == 0 && bob.$name.bindingCount == 1)
    }
}
