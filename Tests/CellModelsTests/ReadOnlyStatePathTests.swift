import CellModels
import Testing

/// A read-only (computed) property of a state's value as a binding source.
@MainActor
@Suite("Read-only properties bind one way")
struct ReadOnlyStatePathTests {
    struct Name {
        var first = "Ada"
        var last = "Lovelace"
        var full: String { "\(first) \(last)" }
        var initials: String? { first.isEmpty ? nil : String(first.prefix(1)) }
    }

    @Test("A computed property is written now and after every change of the state")
    func computed() {
        let name = ObservableState(Name())
        let label = Label(), initials = Label()
        let binding = name.readOnly(\.full).bind(to: label, \.text)
        (initials, \.text) <- name.readOnly(\.initials)
        #expect(label.text == "Ada Lovelace" && initials.text == "A")
        name.update(\.first, with: "")
        #expect(label.text == " Lovelace" && initials.text == "")
        binding.unbind()
        name.update(\.first, with: "Grace")
        #expect(label.text == " Lovelace" && initials.text == "G")
    }

    @Test("Through a path, and as a listener")
    func throughPath() {
        struct Screen { var name = Name() }
        let screen = ObservableState(Screen())
        var heard: [String] = []
        let owner = Label()
        screen[\.name].readOnly(\.full).listenAndFire(owner: owner) { heard.append($0) }
        screen.update(\.name.last, with: "Hopper")
        #expect(heard == ["Ada Lovelace", "Ada Hopper"])
        #expect(screen[\.name].readOnly(\.full).currentValue == "Ada Hopper")
    }
}
