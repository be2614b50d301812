import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Constraint solver: drift is measured and refreshed")
struct SolverRefreshTests {
    @Test("A drifted objective coefficient is rebuilt from the weights and the optimum found again")
    func objectiveDrift() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.add(Constraint(x, .equal, 10, priority: .low))
        try solver.add(Constraint(x, .equal, 20, priority: .high))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        #expect(solver.refresh() == (false, false))
        // Make the high preference look weaker than the low one, as a drifted
        // objective could: the kept optimum is then wrong.
        let cell = try #require(solver.objective.cells.firstIndex { !$0.symbol.isDummy })
        solver.objective.cells[cell].coefficient *= 1 + 1e-6
        #expect(solver.refresh() == (true, false))
        #expect(solver.objectiveDrift(from: solver.rebuiltObjective()) == 0)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
    }

    @Test("A drifted required constraint rebuilds the tableau, keeping handles, edits and suggested values")
    func requiredDrift() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let sum = try solver.add(Constraint(x + y, .equal, LinearExpression(constant: 100)))
        let bound = try solver.add(Constraint(y, .greaterThanOrEqual, 30))
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(90, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 70)
        let slot = try #require(solver.rows.indices.first { solver.basicOfSlot[$0].isExternal })
        solver.rows[slot].constant += 1e-7
        #expect(solver.largestRequiredViolation() > ConstraintSolver.driftBound)
        #expect(solver.refresh().rebuilt)
        #expect(solver.largestRequiredViolation() == 0)
        solver.updateVariables()
        #expect(solver.value(of: x) == 70)
        try solver.suggestValue(50, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 50)
        try solver.remove(bound)
        try solver.suggestValue(90, for: x)
        solver.updateVariables()
        #expect(solver.value(of: y) == 10)
        #expect(solver.contains(sum) && !solver.contains(bound) && solver.constraintCount == 2)
    }

    /// The benchmark replays 10,000 suggestions on 500 variables in release
    /// and prints the distance from the optimum; a debug build checks every
    /// invariant after every operation, so this session is smaller.
    @Test("3,000 suggestions on 100 variables and 200 constraints stay at a fresh solver's optimum")
    func longSession() throws {
        let session = SolverSession(variables: 100, constraints: 200, edits: 5, suggestions: 3_000, seed: 1)
        var solver = try session.makeSolver()
        var suggested = [Double](repeating: 0, count: session.editVariables.count)
        var checked = 0
        for (index, suggestion) in session.suggestions.enumerated() {
            try solver.suggestValue(suggestion.value, for: session.variable(session.editVariables[suggestion.edit]))
            suggested[suggestion.edit] = suggestion.value
            guard (index + 1) % 750 == 0 else { continue }
            solver.updateVariables()
            let fresh = try session.makeSolver(suggesting: suggested)
            let ours = solver.objectiveValue
            let optimum = fresh.objectiveValue
            #expect((ours - optimum).magnitude <= 1e-9 * max(1, optimum), "after \(index + 1) suggestions")
            #expect(solver.largestRequiredViolation() <= 1e-9, "after \(index + 1) suggestions")
            checked += 1
        }
        #expect(checked == 4)
    }
}
