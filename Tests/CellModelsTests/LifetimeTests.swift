@_spi(Instrumentation) import CellModels
import Testing

@MainActor
@Suite("Lifetime: bindings end with their view, model or owner, and leak nothing")
struct LifetimeTests {
    @Test("A binding holds its view weakly; it ends when the view is deallocated")
    func viewDeallocated() {
        let model = PersonModel()
        weak var weakView: TextField?
        var binding: ViewBinding?
        do {
            let field = TextField()
            weakView = field
            binding = model.$name.bindTwoWay(with: field, \.text)
            #expect(binding?.isBound == true)
        }
        #expect(weakView == nil)
        #expect(binding?.isBound == false)
        model.name = "Grace"
        #expect(model.$name.bindingCount == 0)
    }

    @Test("A binding holds its model weakly; edits after the model is gone do nothing and unregister")
    func modelDeallocated() {
        let field = TextField()
        let label = Label()
        weak var weakModel: PersonModel?
        weak var weakState: ObservableState<String>?
        weak var weakBinding: ViewBinding?
        do {
            let model = PersonModel()
            weakModel = model
            weakState = model.$name
            weakBinding = model.$name.bindTwoWay(with: field, \.text)
            model.$name.bind(to: label, \.text)
            #expect(field.editReporter.listenerCount == 1)
        }
        #expect(weakModel == nil)
        #expect(weakState == nil)
        #expect(weakBinding == nil)
        #expect(field.editReporter.listenerCount == 0, "the freed model's handler stayed on the field")
        field.userTypes("Grace")
        #expect(field.editReporter.listenerCount == 0)
        #expect(label.text == "Ada")
    }

    @Test("A field that outlives many models, or their owners, keeps no handler for them")
    func fieldOutlivesModels() {
        let field = TextField()
        for index in 0..<1_000 {
            let model = PersonModel()
            if index.isMultiple(of: 2) {
                model.$name.bindTwoWay(with: field, \.text)
            } else {
                let owner = BindingOwner()
                model.$name.bindTwoWay(with: field, \.text, owner: owner)
            }
        }
        #expect(field.editReporter.listenerCount == 0)
        let kept = PersonModel()
        kept.$name.bindTwoWay(with: field, \.text)
        field.userTypes("Grace")
        #expect(kept.name == "Grace" && field.editReporter.listenerCount == 1)
    }

    @Test("A binding kept after its state is freed reads unbound, and unbinding or parking it touches no state")
    func bindingOutlivesState() {
        let label = Label()
        let owner = BindingOwner()
        var kept: ViewBinding?
        weak var weakModel: PersonModel?
        do {
            let model = PersonModel()
            weakModel = model
            kept = model.$name.bind(to: label, \.text, owner: owner)
            #expect(kept?.isBound == true)
        }
        // The state is gone, its binding held here and by the owner: the
        // state let it go, so it names no state (under the address
        // sanitizer, which CI runs the tests under, a read of the freed
        // state would stop the run).
        #expect(weakModel == nil)
        let binding = kept
        #expect(binding?.isBound == false)
        owner.unbindAllForReuse()
        binding?.unbind()
        #expect(label.text == "Ada")
        // A new model's binding to the same label takes nothing from it.
        let next = PersonModel()
        next.name = "Grace"
        let fresh = next.$name.bind(to: label, \.text, owner: owner)
        #expect(fresh.isBound && fresh !== binding && label.text == "Grace")
    }

    @Test("A binding holds its owner weakly; it ends when the owner is deallocated")
    func ownerDeallocated() {
        let model = PersonModel()
        let field = TextField()
        weak var weakOwner: Recorder<Int>?
        var binding: ViewBinding?
        do {
            let owner = Recorder<Int>()
            weakOwner = owner
            binding = model.$name.bindTwoWay(with: field, \.text, owner: owner)
        }
        #expect(weakOwner == nil)
        #expect(binding?.isBound == false)
        model.name = "Grace"
        #expect(field.text == "Ada")
        field.userTypes("typed")
        #expect(model.name == "Grace")
        #expect(model.$name.bindingCount == 0)
        #expect(field.editReporter.listenerCount == 0)
    }

    @Test("Nothing is retained by a web of bindings: model, views, owner and observer all deallocate")
    func noLeaks() throws {
        weak var weakModel: PersonModel?
        weak var weakField: TextField?
        weak var weakButton: Button?
        weak var weakStepper: Stepper?
        weak var weakOwner: BindingOwner?
        weak var weakObserver: Recorder<Int>?
        do {
            let model = PersonModel()
            let field = TextField(), button = Button(), stepper = Stepper()
            let owner = BindingOwner()
            let observer = Recorder<Int>()
            weakModel = model
            weakField = field
            weakButton = button
            weakStepper = stepper
            weakOwner = owner
            weakObserver = observer
            model.$name.bindTwoWay(with: field, \.text, owner: owner)
            try model.$name.bind(to: button, \.isEnabled, transformer: .isNotEmpty, owner: owner)
            try model.$age.bindTwoWay(
                with: stepper, \.value,
                transformer: BindingTransformer(forward: { Double($0) }, reverse: { Int($0) }),
                owner: owner)
            model.$age.observeAndFire(observer: observer) { $0.received.append($1.newValue) }
            try model.$age.onDidSet(observer: observer, debounce: .seconds(1), scheduler: ManualScheduler()) { _, _ in }
            field.userTypes("Grace")
            stepper.userSteps(to: 3)
            #expect(model.name == "Grace" && model.age == 3)
        }
        #expect(weakModel == nil)
        #expect(weakField == nil)
        #expect(weakButton == nil)
        #expect(weakStepper == nil)
        #expect(weakOwner == nil)
        #expect(weakObserver == nil)
    }

    @Test("A cell model's bindings to a reused cell end on unconfigure; the model and cell then deallocate")
    func cellReuse() throws {
        let cell = PostCell()
        weak var weakFirst: PostCellModel?
        do {
            let first = PostCellModel(id: 1, title: "first", likes: 1)
            weakFirst = first
            let second = PostCellModel(id: 2, title: "second", likes: 2)
            try AnyCellModel(first).configure(cell)
            try AnyCellModel(first).unconfigure(cell)
            try AnyCellModel(second).configure(cell)
            first.title = "first, edited"
            #expect(cell.titleLabel.text == "second")
            second.title = "second, edited"
            #expect(cell.titleLabel.text == "second, edited")
        }
        #expect(weakFirst == nil)
    }

    @Test("A Bool AND ignores bindings whose owner is gone and lets go of its views")
    func conjunctionAfterOwnerDies() {
        @MainActor final class Flags {
            @ViewState var ready = true
            @ViewState var blocked = false
        }
        let flags = Flags()
        let button = Button()
        do {
            let owner = Recorder<Int>()
            flags.$blocked.bind(to: button, \.isEnabled, owner: owner)
            #expect(!button.isEnabled)
        }
        flags.$ready.bind(to: button, \.isEnabled)
        #expect(button.isEnabled)
        weak var weakButton: Button?
        do {
            let other = Button()
            weakButton = other
            flags.$ready.bind(to: other, \.isEnabled)
        }
        #expect(weakButton == nil)
    }
}
