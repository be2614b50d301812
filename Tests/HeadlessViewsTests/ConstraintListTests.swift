import Testing

@testable import HeadlessViews

/// A view's constraint list is its run of the list its layout made, shared
/// with the other views' runs (``ConstraintList``): these tests change one
/// view's list in every way the package does and check that the others'
/// stay as they were, in the order made.
@MainActor
@Suite("Constraint lists: one layout's runs, each view's own once changed")
struct ConstraintListTests {
    /// The descriptions of `view`'s constraints, in order.
    private func described(_ view: HeadlessView) -> [String] { view.constraints.map(\.description) }

    /// A root with `a` and `b` put by one layout, four constraints each.
    private func twoViews() throws -> (root: HeadlessView, a: HeadlessView, b: HeadlessView) {
        let root = makeRoot()
        let a = HeadlessView(identifier: "a")
        let b = HeadlessView(identifier: "b")
        try root.makeLayout { layout in
            layout.put(a) { a in
                a.top.distanceToParent(at: 8, priority: .required)
                a.left.distanceToParent(at: 8, priority: .required)
                a.size(equalWith: Size(width: 10, height: 10), priority: .required)
            }
            layout.put(b) { b in
                b.top.distance(to: a.layout.bottom, at: 4, priority: .required)
                b.left.equal(with: a.layout.left, priority: .required)
                b.size(equalWith: Size(width: 20, height: 20), priority: .required)
            }
        }
        return (root, a, b)
    }

    @Test("Remaking one view's constraints leaves its sibling's list, and the frames follow")
    func remakeOne() throws {
        let (root, a, b) = try twoViews()
        let siblings = b.constraints.map(ObjectIdentifier.init)
        let siblingText = described(b)
        #expect(a.constraints.count == 4 && b.constraints.count == 4)
        try root.remakeLayout { layout in
            layout.put(a) { a in
                a.top.distanceToParent(at: 30, priority: .required)
                a.left.distanceToParent(at: 8, priority: .required)
                a.size(equalWith: Size(width: 10, height: 10), priority: .required)
            }
        }
        #expect(b.constraints.map(ObjectIdentifier.init) == siblings)
        #expect(described(b) == siblingText)
        #expect(described(a).first == "a.top == root.top + 30 (required)")
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 8, y: 30, width: 10, height: 10))
        #expect(b.frame == Rect(x: 8, y: 44, width: 20, height: 20))
    }

    @Test("Adding to one view's list appends after its run and leaves the other's")
    func addToOne() throws {
        let (root, a, b) = try twoViews()
        let first = described(a)
        try root.makeLayout { layout in
            layout.put(b) { $0.width.moreThan(5, priority: .required) }
        }
        #expect(described(a) == first)
        #expect(b.constraints.count == 5)
        #expect(described(b).last == "b.width >= 5 (required)")
    }

    @Test("A layout that fails puts every list back as it was")
    func failedLayout() throws {
        let (root, a, b) = try twoViews()
        let (before, siblings) = (a.constraints.map(ObjectIdentifier.init), b.constraints.map(ObjectIdentifier.init))
        #expect(throws: LayoutError.self) {
            try root.makeLayout { layout in
                layout.put(b) { $0.width.equal(with: 300, priority: .required) }
            }
        }
        #expect(a.constraints.map(ObjectIdentifier.init) == before)
        #expect(b.constraints.map(ObjectIdentifier.init) == siblings)
    }

    @Test("A view's constraints made before and after another's are one list, in the order made")
    func splitRuns() throws {
        let root = makeRoot()
        let box = HeadlessView(identifier: "box")
        let a = HeadlessView(identifier: "a")
        try root.makeLayout { layout in
            layout.put(box) { box in
                box.top.distanceToParent(at: 0, priority: .required)
                box.put(a) { a in
                    a.top.distanceToParent(at: 2, priority: .required)
                    a.left.distanceToParent(at: 3, priority: .required)
                }
                box.left.distanceToParent(at: 1, priority: .required)
                box.size(equalWith: Size(width: 50, height: 50), priority: .required)
            }
        }
        #expect(
            described(box) == [
                "box.top == root.top (required)", "box.left == root.left + 1 (required)",
                "box.width == 50 (required)", "box.height == 50 (required)",
            ])
        #expect(described(a) == ["a.top == box.top + 2 (required)", "a.left == box.left + 3 (required)"])
        root.layoutIfNeeded()
        #expect(box.frame.origin == Point(x: 1, y: 0))
        #expect(a.frame.origin == Point(x: 3, y: 2))
    }

    @Test("Rearranging a stack replaces its constraints in its views' lists and keeps theirs")
    func stackRearranges() throws {
        let root = makeRoot(100, 100)
        let stack = HeadlessStackView(identifier: "stack")
        let (a, b) = (HeadlessView(identifier: "a"), HeadlessView(identifier: "b"))
        try root.makeLayout { layout in
            layout.putVerticalStack(stack, alignment: .leading) { stack in
                stack.top.distanceToParent(at: 0, priority: .required)
                stack.left.distanceToParent(at: 0, priority: .required)
                _ = stack.putStacked(a) { $0.size(equalWith: Size(width: 10, height: 10), priority: .required) }
                _ = stack.putStacked(b) { $0.size(equalWith: Size(width: 20, height: 20), priority: .required) }
            }
        }
        let own = (described(a).filter { $0.hasPrefix("a.width") || $0.hasPrefix("a.height") }, described(b).count)
        #expect(own.0 == ["a.width == 10 (required)", "a.height == 10 (required)"])
        stack.alignment = .trailing
        #expect(described(a).filter { $0.hasPrefix("a.width") || $0.hasPrefix("a.height") } == own.0)
        #expect(described(b).count == own.1)
        root.layoutIfNeeded()
        #expect(a.frame == Rect(x: 10, y: 0, width: 10, height: 10))
        #expect(b.frame == Rect(x: 0, y: 10, width: 20, height: 20))
    }
}
