import CellModels
import HeadlessViews
import Testing

/// Seed 001's "Binding" section, in its order: two-way binding by hand and
/// its observers, the same through the layout chain, then one-way binding.
@MainActor
@Suite("Seed 001: two-way and one-way binding of a search bar")
struct SeedBindingTests {
    @MainActor
    final class Screen {
        @ViewState var searchPhrase: String? = "state"
    }

    func root() -> HeadlessView {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 200)
        return root
    }

    @Test(
        "Two-way by hand: bind copies nothing, map reads the view, apply writes it; then both ways",
        arguments: ["bind", "map", "apply"])
    func twoWay(_ verb: String) {
        let screen = Screen()
        let yourSearchBarToBind = HeadlessSearchBar(text: "view")
        switch verb {
        case "bind": screen.$searchPhrase.bind(with: yourSearchBarToBind, \.text)
        case "map": screen.$searchPhrase.map(from: yourSearchBarToBind, \.text)
        default: screen.$searchPhrase.apply(into: yourSearchBarToBind, \.text)
        }
        let start: (state: String?, view: String?) =
            switch verb {
            case "bind": ("state", "view")
            case "map": ("view", "view")
            default: ("state", "state")
            }
        #expect(screen.searchPhrase == start.state && yourSearchBarToBind.text == start.view)
        // The state changes: the view follows. The view is typed in: the
        // state follows.
        screen.searchPhrase = "from code"
        #expect(yourSearchBarToBind.text == "from code")
        yourSearchBarToBind.simulateTyping("!")
        #expect(screen.searchPhrase == "from code!")
    }

    @Test("Binding observers: viewDidSet when the view changes, stateDidSet when the state does")
    func observers() {
        let screen = Screen()
        let yourSearchBarToBind = HeadlessSearchBar(text: "")
        var log: [String] = []
        screen.$searchPhrase.bind(with: yourSearchBarToBind, \.text)
            .viewDidSet { searchBar, changes in
                let newValue = changes.newValue
                let oldValue = changes.oldValue
                log.append("view \(oldValue ?? "nil")→\(newValue ?? "nil"), bar \(searchBar.text)")
            }
            .stateDidSet { searchBar, changes in
                let newValue = changes.newValue
                let oldValue = changes.oldValue
                log.append("state \(oldValue ?? "nil")→\(newValue ?? "nil"), bar \(searchBar.text)")
            }
        yourSearchBarToBind.simulateTyping("a")
        screen.searchPhrase = "b"
        #expect(log == ["view state→a, bar a", "state a→b, bar b"])
    }

    @Test("ViewApplicator: bind, apply and map after put, and bind with both observers")
    func chain() throws {
        let bound = Screen(), applied = Screen(), mapped = Screen(), observed = Screen()
        let barForBind = HeadlessSearchBar(text: "bind view"), barForApply = HeadlessSearchBar(text: "apply view")
        let barForMap = HeadlessSearchBar(text: "map view"), barObserved = HeadlessSearchBar(text: "")
        var log: [String] = []
        try root().makeLayout { thisLayout in
            thisLayout.put(barForBind) { $0.fixToParent(.fullTop) }.bind(\.text, with: bound.$searchPhrase)
            thisLayout.put(barForApply) { $0.atBottom(of: barForBind) }.apply(\.text, with: applied.$searchPhrase)
            thisLayout.put(barForMap) { $0.atBottom(of: barForApply) }.map(\.text, with: mapped.$searchPhrase)
            thisLayout.put(barObserved) { $0.atBottom(of: barForMap) }.bind(
                \.text, with: observed.$searchPhrase,
                stateDidSet: { _, changes in log.append("state \(changes.newValue ?? "nil")") },
                viewDidSet: { _, changes in log.append("view \(changes.newValue ?? "nil")") })
        }
        #expect(bound.searchPhrase == "state" && barForBind.text == "bind view")
        #expect(applied.searchPhrase == "state" && barForApply.text == "state")
        #expect(mapped.searchPhrase == "map view" && barForMap.text == "map view")
        observed.searchPhrase = "x"
        barObserved.simulateTyping("y")
        #expect(log == ["state x", "view xy"])
        bound.searchPhrase = "both ways"
        #expect(barForBind.text == "both ways")
    }

    @Test("One way: the state reads the view's changes and never writes the view")
    func oneWay() throws {
        let screen = Screen(), chained = Screen()
        let yourSearchBarToBind = HeadlessSearchBar(text: "view")
        let chainedBar = HeadlessSearchBar(text: "chained view")
        var log: [String] = []
        screen.$searchPhrase.oneWayBind(with: yourSearchBarToBind, \.text)
            .viewDidSet { _, changes in
                log.append("\(changes.oldValue ?? "nil")→\(changes.newValue ?? "nil")")
            }
        try root().makeLayout { thisLayout in
            thisLayout.put(chainedBar) { $0.fixToParent(.fullTop) }.oneWayBind(\.text, with: chained.$searchPhrase)
        }
        // Nothing is written at start either way.
        #expect(screen.searchPhrase == "state" && yourSearchBarToBind.text == "view")
        #expect(chained.searchPhrase == "state" && chainedBar.text == "chained view")
        screen.searchPhrase = "not shown"
        chained.searchPhrase = "not shown"
        #expect(yourSearchBarToBind.text == "view" && chainedBar.text == "chained view")
        yourSearchBarToBind.simulateTyping("!")
        chainedBar.simulateTyping("?")
        #expect(screen.searchPhrase == "view!" && chained.searchPhrase == "chained view?")
        #expect(log == ["not shown→view!"])
    }
}
