import CellModels
import HeadlessViews
import Testing

/// The four binding verbs in the chain after `put`, and the non-seed names
/// of what the chain's seed names used to do.
@MainActor
@Suite("Binding verbs in the layout chain")
struct ChainVerbTests {
    @MainActor
    final class Screen {
        @ViewState var title: String? = "state title"
        @ViewState var typed: String? = "state text"
        @ViewState var age = 30
    }

    func root() -> HeadlessView {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        return root
    }

    @Test("bind copies nothing; map reads the view; apply writes the view; oneWayBind never writes it")
    func verbs() throws {
        let screen = Screen()
        let bound = HeadlessLabel(text: "bound"), applied = HeadlessLabel(text: "applied")
        let mapped = HeadlessSearchBar(text: "mapped"), oneWay = HeadlessSearchBar(text: "one way")
        let other = Screen()
        try root().makeLayout { layout in
            layout.put(bound) { $0.top.equalWithParent() }.bind(\.text, with: screen.$title)
            layout.put(applied) { $0.atBottom(of: bound) }.apply(\.text, with: screen.$title)
            layout.put(mapped) { $0.atBottom(of: applied) }.map(\.text, with: other.$typed)
            layout.put(oneWay) { $0.atBottom(of: mapped) }.oneWayBind(\.text, with: screen.$typed)
        }
        #expect(bound.text == "bound" && applied.text == "state title")
        #expect(other.typed == "mapped" && mapped.text == "mapped")
        #expect(screen.typed == "state text" && oneWay.text == "one way")
        screen.title = "new title"
        #expect(bound.text == "new title" && applied.text == "new title")
        screen.typed = "not shown"
        #expect(oneWay.text == "one way")
        oneWay.simulateTyping("!")
        #expect(screen.typed == "one way!")
        mapped.simulateTyping("?")
        #expect(other.typed == "mapped?")
    }

    @Test("The old meanings, spelled bindToView, bindTwoWay and setOnce")
    func oldMeanings() throws {
        let screen = Screen()
        let shown = HeadlessLabel(), formatted = HeadlessLabel(), once = HeadlessLabel()
        let field = HeadlessTextField(text: "field")
        let name = ObservableState("Ann")
        try root().makeLayout { layout in
            layout.put(shown) { $0.top.equalWithParent() }.bindToView(\.text, with: name)
            layout.put(formatted) { $0.atBottom(of: shown) }.bindToView(\.text, with: screen.$age) { "\($0) years" }
            layout.put(once) { $0.atBottom(of: formatted) }.setOnce(\.text, with: name)
            layout.put(field) { $0.atBottom(of: once) }.bindTwoWay(\.text, with: name)
        }
        #expect(shown.text == "Ann" && formatted.text == "30 years" && once.text == "Ann" && field.text == "Ann")
        screen.age = 31
        name.value = "Bo"
        #expect(shown.text == "Bo" && formatted.text == "31 years" && once.text == "Ann" && field.text == "Bo")
        field.simulateTyping("b")
        #expect(name.value == "Bob" && shown.text == "Bob")
    }
}
