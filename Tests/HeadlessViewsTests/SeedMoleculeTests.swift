import HeadlessViews
import Testing

/// Seed 001's molecule, named as the seed names it: a view that lays out
/// `someView`, and `someOtherView` holding `childView`, in `layoutChild`.
///
/// `someView` runs across the top, `inset` inside the molecule, 20 tall;
/// `someOtherView`, 60 × 30, is 8 below it and centred on it; `childView`
/// fills `someOtherView` 5 inside.
final class MoleculeView: HeadlessView, MoleculeLayout {
    let someView = HeadlessView(identifier: "someView")
    let someOtherView = HeadlessView(identifier: "someOtherView")
    let childView = HeadlessView(identifier: "childView")
    var inset = 10.0
    var layoutChildCount = 0

    func layoutChild(_ thisLayout: ViewLayout<HeadlessView>) {
        layoutChildCount += 1
        thisLayout.put(someView) { someLayout in
            someLayout.fixToParent(.fullTop, with: EdgeInsets(all: inset))
            someLayout.height.equal(with: 20)
        }
        thisLayout.put(someOtherView) { someOtherLayout in
            someOtherLayout.atBottom(of: someView, spacing: 8)
            someOtherLayout.size(equalWith: Size(width: 60, height: 30))
            someOtherLayout.put(childView) { childLayout in
                childLayout.fillParent(with: EdgeInsets(all: 5))
            }
        }
    }
}

/// Seed 001's "Molecule" and "Delegate" sections, in its order and with its
/// names where the package offers them.
@MainActor
@Suite("Seed 001: molecules and the layout delegate")
struct SeedMoleculeTests {
    /// Puts `molecule` into a 200 × 200 root, filling it, with `strategy`.
    func put(
        _ molecule: MoleculeView, into root: HeadlessView,
        _ strategy: (HeadlessView, (ViewLayout<HeadlessView>) -> Void) throws(LayoutError) -> Void
    ) throws {
        try strategy(root) { layout in
            layout.put(molecule) { $0.fillParent() }
        }
        root.layoutIfNeeded()
    }

    /// Checks the molecule's frames for `inset`.
    func expectFrames(_ molecule: MoleculeView, inset: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        // someView: `inset` from the top, left and right of 200 × 200, 20 tall.
        #expect(
            molecule.someView.frame == Rect(x: inset, y: inset, width: 200 - 2 * inset, height: 20),
            sourceLocation: sourceLocation)
        // someOtherView: top = inset + 20 + 8; centre x = someView's, 100;
        // x = 100 − 60 / 2 = 70.
        #expect(
            molecule.someOtherView.frame == Rect(x: 70, y: inset + 28, width: 60, height: 30),
            sourceLocation: sourceLocation)
        // childView: 5 inside 60 × 30, in someOtherView's coordinates.
        #expect(molecule.childView.frame == Rect(x: 5, y: 5, width: 50, height: 20), sourceLocation: sourceLocation)
        #expect(molecule.childView.superview === molecule.someOtherView, sourceLocation: sourceLocation)
    }

    /// Whether the lists share a constraint (the old list is kept alive,
    /// so identities are not reused).
    func shares(_ new: [LayoutConstraint], _ old: [LayoutConstraint]) -> Bool {
        new.contains { constraint in old.contains { $0 === constraint } }
    }

    /// Whether the lists hold the same constraints, in order.
    func same(_ new: [LayoutConstraint], _ old: [LayoutConstraint]) -> Bool {
        new.count == old.count && zip(new, old).allSatisfy { $0 === $1 }
    }

    @Test("makeLayout: layoutChild runs when the molecule is added")
    func makeLayout() throws {
        let root = makeRoot(200, 200)
        let molecule = MoleculeView(identifier: "molecule")
        try put(molecule, into: root) { view, build throws(LayoutError) in try view.makeLayout(build) }
        #expect(molecule.layoutChildCount == 1)
        #expect(molecule.superview === root && molecule.someView.superview === molecule)
        expectFrames(molecule, inset: 10)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test("remakeLayout: layoutChild runs again, its constraints replace the old ones")
    func remakeLayout() throws {
        let root = makeRoot(200, 200)
        let molecule = MoleculeView(identifier: "molecule")
        try put(molecule, into: root) { view, build throws(LayoutError) in try view.makeLayout(build) }
        let first = molecule.someView.constraints
        molecule.inset = 20
        try put(molecule, into: root) { view, build throws(LayoutError) in try view.remakeLayout(build) }
        #expect(molecule.layoutChildCount == 2)
        // One set, made anew: no constraint of the first layout is left.
        #expect(molecule.someView.constraints.count == first.count)
        #expect(!shares(molecule.someView.constraints, first))
        expectFrames(molecule, inset: 20)
    }

    @Test("makeAndEditLayout: layoutChild runs again, its constraints are edited in place")
    func makeAndEditLayout() throws {
        let root = makeRoot(200, 200)
        let molecule = MoleculeView(identifier: "molecule")
        try put(molecule, into: root) { view, build throws(LayoutError) in try view.makeLayout(build) }
        let first = molecule.someView.constraints
        molecule.inset = 20
        try put(molecule, into: root) { view, build throws(LayoutError) in try view.makeAndEditLayout(build) }
        #expect(molecule.layoutChildCount == 2)
        #expect(same(molecule.someView.constraints, first))
        expectFrames(molecule, inset: 20)
    }

    /// A delegate that records what it hears, as the seed's four methods
    /// would.
    final class RecordingDelegate: LayoutDelegate {
        let parent: HeadlessView?
        var neededParent: [String?] = []
        var misuses: [LayoutError.Kind] = []

        init(parent: HeadlessView? = nil) { self.parent = parent }

        // The seed's `layoutBuilder(_:relateWith:)` and
        // `layoutBuilder(_:onError:)`: every misuse comes here.
        func layout(_ view: HeadlessView, didMeet misuse: LayoutError) throws(LayoutError) {
            misuses.append(misuse.kind)
        }

        func layoutBuilderNeedParent(_ view: HeadlessView) throws(LayoutError) -> HeadlessView? {
            neededParent.append(view.identifier)
            return parent
        }
    }

    @Test("layoutBuilderNeedParent: asked for a view with no parent; without an answer, a LayoutError")
    func needParent() throws {
        let window = makeRoot(200, 200)
        let screen = HeadlessView(identifier: "screen")
        let delegate = RecordingDelegate(parent: window)
        try screen.makeLayout(delegate: delegate) { layout in
            layout.top.equalWithParent()
            layout.bottom.equalWithParent()
            layout.left.equalWithParent()
            layout.right.equalWithParent()
        }
        window.layoutIfNeeded()
        #expect(delegate.neededParent == ["screen"])
        #expect(screen.superview === window)
        #expect(screen.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        // The default: no delegate, no parent, a thrown LayoutError.
        let orphan = HeadlessView(identifier: "orphan")
        #expect {
            try orphan.makeLayout { layout in layout.top.equalWithParent() }
        } throws: { error in
            (error as? LayoutError)?.kind == .missingParent
        }
    }

    @Test("layoutBuilder(_:relateWith:): an anchor related to itself; by default a LayoutError")
    func relateWithSame() throws {
        let root = makeRoot(200, 200)
        let someView = HeadlessView(identifier: "someView")
        // The default throws, and nothing changes.
        #expect {
            try root.makeLayout { layout in
                layout.put(someView) { someLayout in someLayout.left.equal(with: someView.layout.left) }
            }
        } throws: { error in
            (error as? LayoutError)?.kind == .selfRelation
        }
        #expect(someView.superview == nil)
        // A delegate hears it, and the layout goes on without it.
        let delegate = RecordingDelegate()
        try root.makeLayout(delegate: delegate) { layout in
            layout.put(someView) { someLayout in
                someLayout.left.equal(with: someView.layout.left)
                someLayout.fillParent(with: EdgeInsets(all: 18))
            }
        }
        root.layoutIfNeeded()
        #expect(delegate.misuses == [.selfRelation])
        // 18 inside 200 × 200.
        #expect(someView.frame == Rect(x: 18, y: 18, width: 164, height: 164))
    }

    @Test("layoutBuilder(_:onError:): each error of a layout reaches the delegate, in order")
    func onError() throws {
        let screen = HeadlessView(identifier: "screen")
        let someView = HeadlessView(identifier: "someView")
        let delegate = RecordingDelegate()
        try screen.makeLayout(delegate: delegate) { layout in
            layout.put(someView) { someLayout in
                someLayout.top.equal(with: someView.layout.top)
                someLayout.fillParent()
            }
            layout.top.equalWithParent()
            layout.put(screen)
        }
        #expect(delegate.misuses == [.selfRelation, .missingParent, .invalidHierarchy])
        #expect(delegate.neededParent == ["screen"])
        #expect(someView.superview === screen)
    }

    @Test("layoutBuilderNeedViewController: a controller embedded where the layout has none")
    func needViewController() throws {
        // The seed: "will be called when you embed UIViewController, but your
        // layout have no UIViewController (like in UITableViewCell). The
        // default implementation will be throw LayoutError".
        let cellView = makeRoot(200, 100)
        let someViewController = HeadlessViewController()
        let error = try #require(throws: LayoutError.self) {
            try cellView.makeLayout { layout in
                layout.put(someViewController) { someVCLayout in someVCLayout.fillParent() }
            }
        }
        #expect(error.kind == .missingViewController)
        #expect(someViewController.view.superview == nil)

        // A delegate that supplies the screen's controller: the embedded one
        // becomes its child.
        final class Supplier: LayoutDelegate {
            let screen: HeadlessViewController
            var asked = 0
            init(_ screen: HeadlessViewController) { self.screen = screen }
            func layout(_ view: HeadlessView, didMeet misuse: LayoutError) throws(LayoutError) { throw misuse }
            func layoutBuilderNeedViewController(_ view: HeadlessView) throws(LayoutError) -> HeadlessViewController? {
                asked += 1
                return screen
            }
        }
        let screen = HeadlessViewController()
        let supplier = Supplier(screen)
        let other = HeadlessViewController()
        try cellView.makeLayout(delegate: supplier) { layout in
            layout.put(someViewController) {
                $0.top.equalWithParent(); $0.height.equal(with: 50)
            }
            layout.put(other) {
                $0.bottom.equalWithParent(); $0.height.equal(with: 50)
            }
        }
        cellView.layoutIfNeeded()
        #expect(supplier.asked == 1)
        #expect(someViewController.parent === screen && other.parent === screen)
        #expect(screen.children.count == 2)
        #expect(someViewController.view.superview === cellView)
    }
}
