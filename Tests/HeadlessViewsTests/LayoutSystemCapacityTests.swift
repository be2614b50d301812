import Oracles
import Testing

@testable import ConstraintSolver
@testable import HeadlessViews

@MainActor
@Suite("Constraint layout: the solver's tables sized once")
struct LayoutSystemCapacityTests {
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
        let (root, views) = ViewChain.makeViews(count)
        try ViewChain.layOut(root, views, weak: weak)
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
