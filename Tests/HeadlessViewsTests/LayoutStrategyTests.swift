import ConstraintSolver
import Testing

@testable import HeadlessViews

@MainActor
@Suite("Constraint layout: make, make and edit, remake, make cleanly")
struct LayoutStrategyTests {
    /// Lays `box` out `inset` inside `root` with `strategy`.
    func layOut(_ root: HeadlessView, _ box: HeadlessView, inset: Double, _ strategy: LayoutStrategy) throws {
        let build: (ViewLayout<HeadlessView>) -> Void = { layout in
            layout.put(box) { $0.fillParent(with: EdgeInsets(all: inset)) }
        }
        switch strategy {
        case .make: try root.makeLayout(build)
        case .makeAndEdit: try root.makeAndEditLayout(build)
        case .remake: try root.remakeLayout(build)
        case .makeCleanly: try root.makeLayoutCleanly(build)
        case .nothing: break
        }
        root.layoutIfNeeded()
    }

    @Test("make adds: run twice it holds duplicates, and the first set wins")
    func make() throws {
        let root = makeRoot(100, 100)
        let box = HeadlessView(identifier: "box")
        try layOut(root, box, inset: 10, .make)
        try layOut(root, box, inset: 20, .make)
        #expect(box.constraints.count == 8)
        // Both sets are at the same default priorities: 999 for the first
        // edge of each; the solver settles between them, so only the count
        // and the children are asserted exactly.
        #expect(root.subviews.count == 1)
    }

    @Test("make and edit updates constants in place, keeping the constraints")
    func makeAndEdit() throws {
        let root = makeRoot(100, 100)
        let box = HeadlessView(identifier: "box")
        try layOut(root, box, inset: 10, .makeAndEdit)
        let before = box.constraints.map(ObjectIdentifier.init)
        try layOut(root, box, inset: 20, .makeAndEdit)
        #expect(box.constraints.count == 4)
        #expect(box.constraints.map(ObjectIdentifier.init) == before)
        #expect(box.constraints.map(\.constant) == [20, 20, -20, -20])
        #expect(box.frame == Rect(x: 20, y: 20, width: 60, height: 60))
    }

    @Test("remake removes the views' constraints, then adds: one set after any number of runs")
    func remake() throws {
        let root = makeRoot(100, 100)
        let box = HeadlessView(identifier: "box")
        for inset in [10.0, 20, 30] {
            try layOut(root, box, inset: inset, .remake)
            #expect(box.constraints.count == 4)
            #expect(box.frame == Rect(x: inset, y: inset, width: 100 - 2 * inset, height: 100 - 2 * inset))
        }
        #expect(root.subviews.count == 1)
    }

    @Test(
        "A constraint whose first view is gone by the commit is left out, and those after it are added",
        arguments: [false, true])
    func goneFirstView(laidOutBefore: Bool) throws {
        let root = makeRoot(100, 100)
        let box = HeadlessView(identifier: "box")
        if laidOutBefore {
            // A system to add the next layout's constraints to in place.
            try root.makeLayout { layout in
                layout.put(box) { box in
                    box.top.distanceToParent(at: 10, priority: .required)
                    box.left.distanceToParent(at: 10, priority: .required)
                    box.size(equalWith: Size(width: 50, height: 50), priority: ConstraintPriority(500))
                }
            }
            root.layoutIfNeeded()
        }
        try root.makeLayout { layout in
            do {
                // Freed when this scope ends: its constraint, made first,
                // names no view by the commit.
                let ghost = HeadlessView(identifier: "ghost")
                layout.visualFormat("H:[ghost(==10)]", views: ["ghost": ghost])
            }
            layout.put(box) { box in
                if !laidOutBefore {
                    box.top.distanceToParent(at: 10, priority: .required)
                    box.left.distanceToParent(at: 10, priority: .required)
                }
                box.size(equalWith: Size(width: 30, height: 40), priority: .required)
            }
        }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 10, y: 10, width: 30, height: 40))
        #expect(box.constraints.count == (laidOutBefore ? 6 : 4))
        #expect(root.constraints.isEmpty)
    }

    @Test("make cleanly removes the children and their constraints, then makes")
    func makeCleanly() throws {
        let root = makeRoot(100, 100)
        let box = HeadlessView(identifier: "box")
        let stray = HeadlessView(identifier: "stray")
        root.addSubview(stray)
        try layOut(root, box, inset: 10, .make)
        #expect(root.subviews.map(\.identifier) == ["stray", "box"])
        try layOut(root, box, inset: 25, .makeCleanly)
        #expect(root.subviews.map(\.identifier) == ["box"])
        #expect(stray.superview == nil)
        #expect(box.constraints.count == 4)
        #expect(box.frame == Rect(x: 25, y: 25, width: 50, height: 50))
    }
}

@MainActor
@Suite("Constraint layout: errors and misuse leave the layout as it was")
struct LayoutErrorTests {
    /// What a layout consists of, to compare before and after a failure.
    struct State: Equatable {
        var subviews: [String?]
        var constraints: [String]
        var frames: [Rect]
    }

    func state(_ root: HeadlessView) -> State {
        var constraints: [String] = []
        var frames: [Rect] = []
        root.forEachViewInTree { view in
            constraints += view.constraints.map(\.description)
            frames.append(view.frame)
        }
        return State(subviews: root.subviews.map(\.identifier), constraints: constraints, frames: frames)
    }

    /// A root holding an avatar 60 tall at the top.
    func screen() throws -> (HeadlessView, HeadlessView) {
        let root = makeRoot()
        let avatar = HeadlessView(identifier: "avatar")
        try root.makeLayout { layout in
            layout.put(avatar) { avatar in
                avatar.fixToParent(.fullTop, priority: .required)
                avatar.height.equal(with: 60, priority: .required)
            }
        }
        root.layoutIfNeeded()
        return (root, avatar)
    }

    @Test("A conflicting required constraint throws, naming the conflict in the DSL's words")
    func conflict() throws {
        let (root, avatar) = try screen()
        let before = state(root)
        let title = HeadlessLabel(identifier: "title", text: "Hi")
        let error = #expect(throws: LayoutError.self) {
            try root.makeLayout { layout in
                layout.put(title) { title in
                    title.left.equalWithParent()
                    title.top.distance(to: avatar.layout.bottom, at: 8, priority: .required)
                    title.top.distanceToParent(at: 40, priority: .required)
                }
            }
        }
        #expect(error?.kind == .conflictingConstraints)
        // The one being added first, then the required ones it contradicts.
        #expect(error?.conflicts.first == "title.top == root.top + 40 (required)")
        #expect(error?.conflicts.contains("title.top == avatar.bottom + 8 (required)") == true)
        #expect(error?.conflicts.contains("avatar.height == 60 (required)") == true)
        #expect(error?.description.hasPrefix("Conflicting required constraints:\n  title.top") == true)
        root.layoutIfNeeded()
        #expect(state(root) == before)
        #expect(title.superview == nil)
        #expect(title.translatesFrameIntoConstraints)
    }

    @Test("A failed layout puts back every constraint list it added to, of views old and new")
    func listsPutBack() throws {
        let (root, avatar) = try screen()
        let before = state(root)
        let avatarConstraints = avatar.constraints.map(ObjectIdentifier.init)
        let title = HeadlessLabel(identifier: "title", text: "Hi")
        #expect(throws: LayoutError.self) {
            try root.makeLayout { layout in
                // Lists of two views, each added to more than once, one of
                // them holding constraints already: the last contradicts
                // the avatar's height.
                layout.put(title) { title in
                    title.left.equalWithParent()
                    title.top.distance(to: avatar.layout.bottom, at: 8)
                }
                layout.put(avatar) { $0.width.equal(with: 60) }
                layout.put(title) { $0.height.equal(with: 20) }
                layout.put(avatar) { $0.height.equal(with: 80, priority: .required) }
            }
        }
        #expect(avatar.constraints.map(ObjectIdentifier.init) == avatarConstraints)
        #expect(title.constraints.isEmpty)
        root.layoutIfNeeded()
        #expect(state(root) == before)
    }

    @Test("Non-finite numbers and bad priorities throw and change nothing")
    func badNumbers() throws {
        let (root, _) = try screen()
        let before = state(root)
        let box = HeadlessView(identifier: "box")
        let nan = #expect(throws: LayoutError.self) {
            try root.makeLayout { $0.put(box) { $0.width.equal(with: .nan) } }
        }
        #expect(nan?.kind == .invalidNumber)
        // Quoted as the layout wrote it, not as the solver holds it.
        #expect(nan?.message == "a constant or multiplier is not a finite number up to 10⁹: box.width == nan (999)")
        let zero = #expect(throws: LayoutError.self) {
            try root.makeLayout { $0.put(box) { $0.width.equal(with: 10, priority: ConstraintPriority(0)) } }
        }
        #expect(zero?.kind == .invalidPriority)
        #expect(zero?.message == "priority 0.0 is not in 1...1000: box.width == 10 (0)")
        root.layoutIfNeeded()
        #expect(state(root) == before)
    }

    @Test("A view put into its own planned subtree is refused, though none of it is added yet")
    func plannedCycles() throws {
        let (root, _) = try screen()
        let before = state(root)
        let (a, b, c) = (HeadlessView(identifier: "a"), HeadlessView(identifier: "b"), HeadlessView(identifier: "c"))
        // a holds b holds c only as planned: a, new, has no subviews yet.
        let planned = #expect(throws: LayoutError.self) {
            try root.makeLayout { layout in
                layout.put(a) { inA in inA.put(b) { inB in inB.put(c) { inC in inC.put(a) } } }
            }
        }
        #expect(planned?.kind == .invalidHierarchy)
        // The same after a layout nested in the closure, made on a and
        // failed, marked a for its own transaction: a still has no subviews.
        var nestedFailed = false
        let nested = #expect(throws: LayoutError.self) {
            try root.makeLayout { layout in
                layout.put(a) { inA in
                    inA.put(b) { inB in
                        do {
                            try a.makeLayout { $0.put(c) { $0.width.equal(with: .nan) } }
                        } catch {
                            nestedFailed = true
                        }
                        inB.put(a)
                    }
                }
            }
        }
        #expect(nestedFailed)
        #expect(nested?.kind == .invalidHierarchy)
        #expect(a.superview == nil && b.superview == nil && c.superview == nil)
        root.layoutIfNeeded()
        #expect(state(root) == before)
    }

    /// Each misuse, its kind, and a layout that commits it.
    @Test(
        "Misuse throws by default and changes nothing",
        arguments: [LayoutError.Kind.missingParent, .selfRelation, .noCommonAncestor, .invalidHierarchy])
    func misuse(_ kind: LayoutError.Kind) throws {
        let (root, avatar) = try screen()
        let before = state(root)
        let error = #expect(throws: LayoutError.self) {
            try misuseLayout(kind, root: root, avatar: avatar, delegate: nil)
        }
        #expect(error?.kind == kind)
        root.layoutIfNeeded()
        #expect(state(root) == before)
    }

    @Test(
        "A delegate that does not throw lets the layout go on without the misused part",
        arguments: [LayoutError.Kind.missingParent, .selfRelation, .noCommonAncestor, .invalidHierarchy])
    func delegate(_ kind: LayoutError.Kind) throws {
        final class Log: LayoutDelegate {
            var kinds: [LayoutError.Kind] = []
            func layout(_ view: HeadlessView, didMeet misuse: LayoutError) throws(LayoutError) {
                kinds.append(misuse.kind)
            }
        }
        let (root, avatar) = try screen()
        let log = Log()
        try misuseLayout(kind, root: root, avatar: avatar, delegate: log)
        #expect(log.kinds == [kind])
        root.layoutIfNeeded()
        let good = try #require(root.firstSubview(withIdentifier: "good"))
        #expect(good.frame == Rect(x: 0, y: 60, width: 320, height: 10))
    }

    /// A layout with one misuse of `kind` beside a good view.
    func misuseLayout(
        _ kind: LayoutError.Kind, root: HeadlessView, avatar: HeadlessView, delegate: (any LayoutDelegate)?
    ) throws {
        let stranger = HeadlessView(identifier: "stranger")
        let good = HeadlessView(identifier: "good")
        try root.makeLayout(delegate: delegate) { layout in
            switch kind {
            case .missingParent: layout.top.distanceToParent(at: 4)
            case .selfRelation: layout.put(avatar) { $0.top.equal(with: avatar.layout.top) }
            case .noCommonAncestor: layout.put(avatar) { $0.left.equal(with: stranger.layout.left) }
            default: layout.put(avatar) { $0.put(root) }
            }
            layout.put(good) { good in
                good.atBottom(of: avatar)
                good.fixToParent(.horizontal)
                good.height.equal(with: 10)
            }
        }
    }
}
