import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Constraint solver: a variable named by a stem and a suffix reads as one name")
struct SolverVariableNameTests {
    @Test("The name joins the stem and the suffix wherever it is read: the variable, a constraint, ambiguity")
    func joinedName() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable(named: "title", suffix: .left)
        let right = solver.makeVariable(named: "title", suffix: .right)
        let whole = solver.makeVariable(named: "title.top")
        #expect(left.name == "title.left")
        #expect(right.description == "title.right")
        #expect(whole.name == "title.top")
        let width = try solver.add(Constraint(right - left, .equal, LinearExpression(constant: 100)))
        #expect(solver.constraint(width)?.description == "title.right - title.left == 100 (required)")
        // Only the width is held: both edges are free (the top, in no
        // constraint, is not listed).
        solver.updateVariables()
        #expect(solver.ambiguousVariables.map(\.name).sorted() == ["title.left", "title.right"])
    }

    @Test("A rebuilt tableau keeps each variable's name, made of the same parts")
    func rebuildKeepsNames() throws {
        var solver = ConstraintSolver()
        let bottom = solver.makeVariable(named: "card", suffix: .bottom)
        let top = solver.makeVariable(named: "card", suffix: .top)
        try solver.add(Constraint(bottom - top, .equal, LinearExpression(constant: 40)))
        try solver.add(Constraint(top, .equal, 8))
        let rebuilt = solver.rebuild()
        #expect(rebuilt)
        // The variables made before still belong to the solver (a
        // variable of another solver would be refused).
        try solver.add(Constraint(bottom, .lessThanOrEqual, 100))
        solver.updateVariables()
        #expect(solver.value(of: bottom) == 48)
        #expect(solver.variables.map(\.name) == ["card.bottom", "card.top"])
    }

    @Test("A variable of another solver is refused, though its place and its whole name match")
    func otherSolversVariable() throws {
        var mine = ConstraintSolver()
        _ = mine.makeVariable(named: "box", suffix: .left)
        var other = ConstraintSolver()
        let named = other.makeVariable(named: "box.left")
        let renamed = other.makeVariable(named: "box", suffix: .left)
        #expect(named.name == renamed.name)
        // Same index 0, same name "box.left", made whole: not this solver's.
        // Index 1 does not exist in `mine`.
        for variable in [named, renamed] {
            do {
                try mine.add(Constraint(variable, .equal, 1))
                Issue.record("\(variable.name) (\(variable.id)) was taken as the solver's own")
            } catch {
                #expect(error.kind == .unknownVariable)
            }
        }
        #expect(mine.constraintCount == 0)
    }
}
