import CellModels
import HeadlessViews
import Testing

/// Seed 001's examples other than Basic Usage that run without a screen:
/// positions in the parent, dimensions, the priority rule, observing a
/// state. Frames are computed by hand from the constraints.
@MainActor
@Suite("Seed 001: layout and observing examples")
struct SeedLayoutExamplesTests {
    /// A 320 × 480 screen whose safe area is 20 in at the top, 10 at the
    /// bottom.
    func screen() -> HeadlessViewController {
        let controller = HeadlessViewController(size: Size(width: 320, height: 480))
        controller.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        return controller
    }

    func frame(_ place: (ViewLayout<HeadlessView>) -> Void) throws -> Rect {
        let controller = screen()
        let tableView = HeadlessView(identifier: "tableView")
        try controller.makeLayout { layout in
            layout.put(tableView) { tableLayout in place(tableLayout) }
        }
        controller.view.layoutIfNeeded()
        #expect(!tableView.hasAmbiguousLayout)
        return tableView.frame
    }

    @Test("Position in parent: the parent, the safe area, insets")
    func positionInParent() throws {
        let parent = Rect(x: 0, y: 0, width: 320, height: 480)
        // The safe area: y from 20 to 480 − 10 = 470.
        let safeArea = Rect(x: 0, y: 20, width: 320, height: 450)
        #expect(
            try frame { tableLayout in
                tableLayout.top.equalWithParent()
                tableLayout.bottom.equalWithParent()
                tableLayout.left.equalWithParent()
                tableLayout.right.equalWithParent()
            } == parent)
        #expect(try frame { $0.fillParent() } == parent)
        #expect(
            try frame { tableLayout in
                tableLayout.top.equalWithSafeArea()
                tableLayout.bottom.equalWithSafeArea()
                tableLayout.left.equalWithSafeArea()
                tableLayout.right.equalWithSafeArea()
            } == safeArea)
        #expect(try frame { $0.fillSafeArea() } == safeArea)
        // 18 inside the safe area: (18, 38) to (302, 452).
        let inset = Rect(x: 18, y: 38, width: 284, height: 414)
        #expect(
            try frame { tableLayout in
                tableLayout.top.distanceToSafeArea(at: 18)
                tableLayout.bottom.distanceToSafeArea(at: 18)
                tableLayout.left.distanceToSafeArea(at: 18)
                tableLayout.right.distanceToSafeArea(at: 18)
            } == inset)
        #expect(try frame { $0.fillSafeArea(with: EdgeInsets(all: 18)) } == inset)
        // At most 18 from the safe area's top and the parent's left, at
        // least 18 from the safe area's bottom and the parent's right; a
        // 100 × 100 view pinned at (10, 30) meets all four.
        #expect(
            try frame { tableLayout in
                tableLayout.top.distanceToSafeArea(lessThan: 18)
                tableLayout.bottom.distanceToSafeArea(moreThan: 18)
                tableLayout.left.distanceToParent(lessThan: 18)
                tableLayout.right.distanceToParent(moreThan: 18)
                tableLayout.size(equalWith: Size(width: 100, height: 100))
                tableLayout.top.distanceToParent(at: 30)
                tableLayout.left.distanceToParent(at: 10)
            } == Rect(x: 10, y: 30, width: 100, height: 100))
    }

    @Test("Dimensions: equal to another's height, less than it, at least and at most a constant")
    func dimensions() throws {
        let controller = screen()
        let otherView = HeadlessView(identifier: "otherView"), someView = HeadlessView(identifier: "someView")
        try controller.makeLayout { layout in
            layout.put(otherView) { otherLayout in
                otherLayout.top.equalWithParent()
                otherLayout.left.equalWithParent()
                otherLayout.size(equalWith: Size(width: 40, height: 120))
            }
            layout.put(someView) { someLayout in
                someLayout.atBottom(of: otherView)
                someLayout.height.equal(with: otherView.layout.height)
                someLayout.width.lessThan(otherView.layout.height)
                someLayout.height.moreThan(100)
                someLayout.width.lessThan(100)
                someLayout.width.equal(with: 300, priority: .low)
            }
        }
        controller.view.layoutIfNeeded()
        // Height 120 (= otherView's, ≥ 100); width pulled to 300 weakly,
        // held at most min(120, 100) = 100; centred on otherView's x = 20,
        // so x = 20 − 50; y = 120.
        #expect(someView.frame == Rect(x: -30, y: 120, width: 100, height: 120))
    }

    @Test("Priority: with none given, an earlier constraint outranks a later one")
    func priorityRule() throws {
        let controller = screen()
        let someView = HeadlessView(identifier: "someView")
        try controller.makeLayout { layout in
            layout.put(someView) { someLayout in
                someLayout.top.equalWithParent()
                someLayout.left.equalWithParent()
                someLayout.height.equal(with: 10)
                someLayout.width.moreThan(100, priority: ConstraintPriority(1))
                someLayout.width.lessThan(80)
                someLayout.width.equal(with: 60)
            }
        }
        controller.view.layoutIfNeeded()
        // 999 for top, 998 left, 997 height, 996 width ≤ 80, 995 width = 60;
        // width ≥ 100 at 1 loses.
        #expect(someView.frame == Rect(x: 0, y: 0, width: 60, height: 10))
        #expect(someView.constraints.map(\.priority.rawValue) == [999, 998, 997, 1, 996, 995])
    }

    @MainActor
    final class Search {
        @ViewState var searchPhrase: String? = nil
    }

    @Test("Observing state: willSet and didSet with the trigger, willGet and didGet")
    func observing() throws {
        let search = Search()
        let searchBar = HeadlessSearchBar()
        search.$searchPhrase.bind(with: searchBar, \.text)
        let selfObserver = search
        var log: [String] = []
        search.$searchPhrase.observe(observer: selfObserver).willSet { _, changes in
            let trigger = changes.trigger == .code ? "code" : "view"
            log.append("will \(changes.oldValue ?? "nil")→\(changes.newValue ?? "nil") \(trigger)")
        }.didSet { _, changes in
            let viewThatTriggerChanges = changes.trigger.triggeringView
            log.append("did \(changes.newValue ?? "nil") from view: \(viewThatTriggerChanges === searchBar)")
        }
        search.searchPhrase = "a"
        searchBar.simulateTyping("b")
        #expect(
            log == [
                "will nil→a code", "did a from view: false",
                "will a→ab view", "did ab from view: true",
            ])

        var gets: [String] = []
        search.$searchPhrase.observe(observer: selfObserver).willGet { _, value in
            gets.append("will get \(value ?? "nil")")
        }.didGet { _, value in
            gets.append("did get \(value ?? "nil")")
        }
        _ = search.searchPhrase
        #expect(gets == ["will get ab", "did get ab"])
    }
}
