import Testing

@testable import ConstraintSolver
@testable import HeadlessViews

@MainActor
@Suite("Constraint layout: the solver's tables sized once")
struct LayoutSystemCapacityTests {
    /// A framed root holding `count` views one below the other, each with
    /// four required constraints and, when `weak`, one low-priority one.
    private static func chain(of count: Int, weak: Bool) throws -> (HeadlessView, [HeadlessView]) {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 1_000)
        let views = (0..<count).map { HeadlessView(identifier: "view\($0)") }
        try root.makeLayout { layout in
            var previous: HeadlessView?
            for view in views {
                layout.put(view) { view in
                    if let previous {
                        view.top.distance(to: previous.layout.bottom, at: 8, priority: .required)
                        if weak { view.top.distance(to: previous.layout.bottom, at: 12, priority: .low) }
                    } else {
                        view.top.distanceToParent(at: 8, priority: .required)
                    }
                    view.fixToParent(.horizontal, priority: .required)
                    view.height.moreThan(44, priority: .required)
                }
                previous = view
            }
        }
        return (root, views)
    }

    /// Whether a table of `count` elements with room for `capacity` was
    /// sized once: a table grown by doubling past a reserved count has
    /// about twice the room it uses.
    private static func sizedOnce(_ capacity: Int, _ count: Int) -> Bool {
        count <= capacity && 2 * capacity < 3 * count
    }

    @Test(
        "A tree too large for a template builds with every table of the solver sized once",
        arguments: [false, true])
    func tablesSizedOnce(weak: Bool) throws {
        // Past the largest tree a template is made for: the build adds
        // every constraint itself.
        let count = LayoutTemplate.largestTree + 44
        let (root, views) = try Self.chain(of: count, weak: weak)
        let system = try #require(root.layoutSystem)
        let solver = system.solver
        // The DSL's constraints and the root's four frame constraints.
        #expect(solver.constraintCount == (weak ? 5 * count - 1 : 4 * count) + 4)
        #expect(Self.sizedOnce(solver.constraints.capacity, solver.constraintCount))
        #expect(Self.sizedOnce(solver.rows.capacity, solver.rows.count))
        #expect(Self.sizedOnce(solver.columns.capacity, solver.columns.count))
        #expect(Self.sizedOnce(solver.variableNames.capacity, solver.variableNames.count))
        root.layoutIfNeeded()
        #expect(views[count - 1].frame.minY == 8 + Double(count - 1) * 52)
    }
}
