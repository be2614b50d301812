import Testing

@testable import ConstraintSolver

@Suite("Constraint solver: the largest violation of a required constraint")
struct SolverInvariantTests {
    @Test("A solved system reports 0; non-required constraints and edits do not count")
    func solvedSystem() throws {
        var solver = ConstraintSolver()
        #expect(solver.largestRequiredViolation() == 0)
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(Constraint(y, .equal, 2 * x + 4))
        try solver.add(Constraint(x, .lessThanOrEqual, 10))
        try solver.add(Constraint(y, .equal, 500, priority: .high))
        try solver.addEditVariable(x, priority: .low)
        try solver.suggestValue(3, for: x)
        // Not updated yet: the violation is of the solver's solution, not of
        // the values last read.
        #expect(solver.largestRequiredViolation() == 0)
        solver.updateVariables()
        #expect(solver.value(of: y) == 24)
        #expect(solver.largestRequiredViolation() == 0)
    }

    @Test("A broken tableau is reported, relative to the constraint's terms")
    func brokenTableau() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.add(Constraint(x, .equal, 10))
        try solver.add(Constraint(x, .equal, 0, priority: .high))
        // Move x's row off by 0.5, as drift would: x == 10 is broken by 0.5
        // of 10 + 10.5.
        let slot = try #require(solver.slot(of: solver.variableSymbols[x.id]))
        solver.rows[slot].constant += 0.5
        #expect(solver.largestRequiredViolation() == 0.5 / 20.5)
    }

    @Test("Each relation's excess, over a scale of at least 1")
    func relations() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        func violation(_ constraint: Constraint, x: Double, y: Double) -> Double {
            ConstraintSolver.violation(of: constraint, at: [x, y])
        }
        let atMost = Constraint(y, .lessThanOrEqual, LinearExpression(x) + 90)
        #expect(violation(atMost, x: 9.5, y: 100) == 0.5 / 199.5)
        #expect(violation(atMost, x: 10.5, y: 100) == 0)
        let atLeast = Constraint(y, .greaterThanOrEqual, 2 * x - 1)
        #expect(violation(atLeast, x: 4, y: 5) == 2.0 / 14)
        #expect(violation(atLeast, x: 4, y: 8) == 0)
        let equal = Constraint(x, .equal, 0.25 * y)
        #expect(violation(equal, x: 0.5, y: 0) == 0.5)
        #expect(violation(equal, x: -1, y: 8) == 1)
    }
}
