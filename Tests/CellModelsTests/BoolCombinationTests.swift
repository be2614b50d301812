import CellModels
import Testing

@MainActor
final class EditorState {
    @ViewState var hasPerson = false
    @ViewState var isSaving = false
    @ViewState var nameError = false
    @ViewState var ageError = false
}

@MainActor
@Suite("Several bindings to one Bool property: AND, OR, or independent")
struct BoolCombinationTests {
    @Test("By default bindings combine with AND, and say so")
    func andByDefault() {
        let state = EditorState()
        let save = Button()
        let person = state.$hasPerson.bind(to: save, \.isEnabled)
        let saving = state.$isSaving.bind(to: save, \.isEnabled, transformer: .negate)
        #expect(person.combination == .and && saving.combination == .and)
        #expect(!save.isEnabled)
        state.hasPerson = true
        #expect(save.isEnabled)
        state.isSaving = true
        #expect(!save.isEnabled)
    }

    @Test("OR: the property is true when any binding's value is")
    func or() {
        let state = EditorState()
        let banner = Button()
        state.$nameError.bind(to: banner, \.isEnabled, combining: .or)
        let age = state.$ageError.bind(to: banner, \.isEnabled, combining: .or)
        #expect(!banner.isEnabled && age.combination == .or)
        state.ageError = true
        #expect(banner.isEnabled)
        state.nameError = true
        state.ageError = false
        #expect(banner.isEnabled)
        state.nameError = false
        #expect(!banner.isEnabled)
    }

    @Test("independent opts out, even for a formatted binding: the last write wins")
    func independent() {
        let state = EditorState()
        let save = Button()
        state.$hasPerson.bind(to: save, \.isEnabled, combining: .independent)
        let formatted = state.$isSaving.bind(to: save, \.isEnabled, combining: .independent) { !$0 }
        #expect(formatted.combination == .independent)
        #expect(save.isEnabled)
        state.hasPerson = false
        #expect(!save.isEnabled)
        state.isSaving = false
        #expect(save.isEnabled)
    }

    @Test("Bindings that cannot combine report no combination")
    func noCombination() {
        let state = EditorState()
        let toggle = Switch()
        let twoWay = state.$isSaving.bindTwoWay(with: toggle, \.isOn)
        let label = Label()
        let text = state.$isSaving.bind(to: label, \.text) { "\($0)" }
        #expect(twoWay.combination == nil && text.combination == nil)
    }

    @Test("A freed model's binding leaves the property to the others at once, as unbinding it does")
    func freedModel() {
        let editor = EditorState()
        let save = Button()
        editor.$hasPerson.bind(to: save, \.isEnabled)
        var upload: EditorState? = EditorState()
        upload?.$isSaving.bind(to: save, \.isEnabled, transformer: .negate)
        upload?.isSaving = true
        editor.hasPerson = true
        #expect(!save.isEnabled)
        upload = nil
        #expect(save.isEnabled, "the freed upload's saving still held the button")
        editor.hasPerson = false
        #expect(!save.isEnabled)
    }

    @Test("A freed binding owner's binding leaves the property to the others at once")
    func freedOwner() {
        let editor = EditorState()
        let save = Button()
        editor.$hasPerson.bind(to: save, \.isEnabled)
        var owner: BindingOwner? = BindingOwner()
        editor.$isSaving.bind(to: save, \.isEnabled, transformer: .negate, owner: owner)
        editor.isSaving = true
        editor.hasPerson = true
        #expect(!save.isEnabled)
        owner = nil
        #expect(save.isEnabled, "the freed owner's binding still held the button")
    }
}

@Suite("Mixing AND and OR on one property")
struct BoolCombinationMisuseTests {
    @Test("Binding with OR where AND bindings are live replaces them: they end, the new one alone sets the property")
    @MainActor
    func mixingReplaces() {
        let state = EditorState()
        let save = Button()
        let hasPerson = state.$hasPerson.bind(to: save, \.isEnabled)
        let isSaving = state.$isSaving.bind(to: save, \.isEnabled, combining: .or)
        #expect(!hasPerson.isBound && isSaving.isBound)
        #expect(isSaving.combination == .or)
        state.isSaving = true
        #expect(save.isEnabled)
        state.hasPerson = false
        state.isSaving = false
        #expect(!save.isEnabled)
        state.hasPerson = true
        #expect(!save.isEnabled)
    }

    @Test("Once the AND bindings have ended, OR may take the property")
    @MainActor
    func orAfterAndEnded() {
        let state = EditorState()
        let save = Button()
        let and = state.$hasPerson.bind(to: save, \.isEnabled)
        and.unbind()
        let or = state.$isSaving.bind(to: save, \.isEnabled, combining: .or)
        state.isSaving = true
        #expect(or.combination == .or && save.isEnabled)
    }
}
