import ConstraintSolver
import Testing

/// The README's constraint solver example, as written there.
@Suite("README example: the constraint solver")
struct SolverReadmeExampleTests {
    @Test("The example's values and its conflict")
    func example() throws {
        var solver = ConstraintSolver()
        let width = solver.makeVariable(named: "screen.width")
        let avatarLeft = solver.makeVariable(named: "avatar.left")
        let avatarWidth = solver.makeVariable(named: "avatar.width")
        let titleLeft = solver.makeVariable(named: "title.left")
        let titleRight = solver.makeVariable(named: "title.right")
        try solver.addEditVariable(width, priority: .high)
        try solver.add(Constraint(avatarLeft, .equal, 16))
        try solver.add(Constraint(avatarWidth, .equal, 44))
        try solver.add(Constraint(titleLeft, .equal, avatarLeft + avatarWidth + 8))
        try solver.add(Constraint(titleRight, .equal, width - 16))
        try solver.add(Constraint(titleRight - titleLeft, .greaterThanOrEqual, LinearExpression(constant: 100)))
        try solver.suggestValue(320, for: width)
        solver.updateVariables()
        #expect(solver.value(of: titleLeft) == 68)
        #expect(solver.value(of: titleRight) == 304)
        try solver.suggestValue(150, for: width)  // too narrow for a 100-point title
        solver.updateVariables()
        #expect(solver.value(of: width) == 184)  // the required minimum wins over the suggestion
        #expect(!solver.hasAmbiguousLayout)
        let error = #expect(throws: SolverError.self) {
            try solver.add(Constraint(titleLeft, .equal, 20))
        }
        #expect(
            error?.description == """
                Conflicting required constraints:
                  title.left == 20 (required)
                  avatar.left == 16 (required)
                  avatar.width == 44 (required)
                  title.left == avatar.left + avatar.width + 8 (required)
                """)
    }
}
