import Testing

@testable import ConstraintSolver

@Suite("Constraint solver: known answers, priorities, edits and errors")
struct SolverTests {
    /// A solver with `left`, `middle` and `right`, middle halfway between.
    static func midpoint() throws -> (ConstraintSolver, Variable, Variable, Variable) {
        var solver = ConstraintSolver()
        let left = solver.makeVariable(named: "left")
        let middle = solver.makeVariable(named: "middle")
        let right = solver.makeVariable(named: "right")
        try solver.add(Constraint(middle, .equal, 0.5 * left + 0.5 * right))
        return (solver, left, middle, right)
    }

    @Test("The midpoint of two fixed ends")
    func midpointOfFixedEnds() throws {
        var (solver, left, middle, right) = try Self.midpoint()
        try solver.add(Constraint(left, .equal, 10))
        try solver.add(Constraint(right, .equal, 30))
        solver.updateVariables()
        #expect(solver.value(of: middle) == 20)
        #expect(!solver.hasAmbiguousLayout)
    }

    @Test(
        "An edited midpoint moves its ends within their bounds",
        arguments: [(2.0, 0.0, 5.0, 10.0), (50, 45, 50, 55), (98, 90, 95, 100)])
    func editedMidpoint(
        suggested: Double, left expectedLeft: Double, middle expectedMiddle: Double, right expectedRight: Double
    ) throws {
        var (solver, left, middle, right) = try Self.midpoint()
        try solver.add(Constraint(left, .greaterThanOrEqual, 0))
        try solver.add(Constraint(right, .lessThanOrEqual, 100))
        try solver.add(Constraint(right - left, .equal, LinearExpression(constant: 10)))
        try solver.addEditVariable(middle, priority: .high)
        try solver.suggestValue(suggested, for: middle)
        solver.updateVariables()
        #expect(solver.value(of: left) == expectedLeft)
        #expect(solver.value(of: middle) == expectedMiddle)
        #expect(solver.value(of: right) == expectedRight)
    }

    @Test("A chain follows its edited head until a required bound stops it")
    func editedChain() throws {
        var solver = ConstraintSolver()
        let x = (0..<3).map { solver.makeVariable(named: "x\($0)") }
        try solver.add(Constraint(x[1], .equal, x[0] + 10))
        try solver.add(Constraint(x[2], .equal, x[1] + 10))
        try solver.add(Constraint(x[2], .lessThanOrEqual, 100))
        try solver.addEditVariable(x[0], priority: .high)
        for (suggested, expected) in [
            (5.0, [5.0, 15, 25]), (60, [60, 70, 80]), (100, [80, 90, 100]), (-3, [-3, 7, 17]),
        ] {
            try solver.suggestValue(suggested, for: x[0])
            solver.updateVariables()
            #expect(x.map { solver.value(of: $0) } == expected, "after suggesting \(suggested)")
        }
        try solver.removeEditVariable(x[0])
        #expect(!solver.hasEditVariable(x[0]))
        #expect(solver.constraintCount == 3)
    }

    @Test("A higher priority wins, and the lower one takes over when it goes")
    func prioritiesTradeOff() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.add(Constraint(x, .equal, 10, priority: .low))
        let high = try solver.add(Constraint(x, .equal, 20, priority: .high))
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        try solver.remove(high)
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        try solver.add(Constraint(x, .greaterThanOrEqual, 15, priority: ConstraintPriority(500)))
        solver.updateVariables()
        #expect(solver.value(of: x) == 15)
        try solver.add(Constraint(x, .lessThanOrEqual, 12))
        solver.updateVariables()
        #expect(solver.value(of: x) == 12)
    }

    @Test("Two constraints outweigh one of higher priority only within 111 points")
    func weightsAddUp() throws {
        // a == b; a == 10 and b == 10 at 500 against a == 0 at p: the 500s
        // cost 2 × 10 × weight(500) when broken, the other 10 × weight(p).
        // At 600 (10^(100/111) ≈ 7.9 > 2) a is 0; at 530 (≈ 1.86 < 2) it is 10.
        for (priority, expected) in [(600.0, 0.0), (530, 10)] {
            var solver = ConstraintSolver()
            let a = solver.makeVariable(named: "a")
            let b = solver.makeVariable(named: "b")
            try solver.add(Constraint(a, .equal, LinearExpression(b)))
            try solver.add(Constraint(a, .equal, 10, priority: ConstraintPriority(500)))
            try solver.add(Constraint(b, .equal, 10, priority: ConstraintPriority(500)))
            try solver.add(Constraint(a, .equal, 0, priority: ConstraintPriority(priority)))
            solver.updateVariables()
            #expect(solver.value(of: a) == expected, "against \(priority)")
        }
    }

    @Test("Ambiguity: a free variable or a free inequality is ambiguous, a determined layout is not")
    func ambiguity() throws {
        var solver = ConstraintSolver()
        let top = solver.makeVariable(named: "top")
        let height = solver.makeVariable(named: "height")
        try solver.add(Constraint(top, .equal, 0))
        #expect(!solver.hasAmbiguousLayout)
        let atLeast = try solver.add(Constraint(height, .greaterThanOrEqual, 44))
        #expect(solver.hasAmbiguousLayout)
        #expect(solver.ambiguousVariables == [height])
        try solver.add(Constraint(height, .equal, 44, priority: .fittingSize))
        #expect(!solver.hasAmbiguousLayout)
        try solver.remove(atLeast)
        let bottom = solver.makeVariable(named: "bottom")
        let gap = solver.makeVariable(named: "gap")
        try solver.add(
            Constraint(bottom, .equal, LinearExpression(top) + LinearExpression(height) + LinearExpression(gap)))
        #expect(solver.hasAmbiguousLayout)
    }

    @Test("A conflict names the constraints in it and changes nothing")
    func conflict() throws {
        var solver = ConstraintSolver()
        let avatarBottom = solver.makeVariable(named: "avatar.bottom")
        let titleTop = solver.makeVariable(named: "title.top")
        let other = solver.makeVariable(named: "other")
        try solver.add(Constraint(avatarBottom, .equal, 60))
        try solver.add(Constraint(other, .equal, 5))
        try solver.add(Constraint(titleTop, .lessThanOrEqual, 40))
        try solver.add(Constraint(titleTop, .equal, 30, priority: .low))
        solver.updateVariables()
        let before = solver
        let values = [avatarBottom, titleTop, other].map { solver.value(of: $0) }
        let error = #expect(throws: SolverError.self) {
            try solver.add(Constraint(titleTop, .equal, avatarBottom + 8))
        }
        #expect(error?.kind == .conflictingConstraints)
        #expect(
            error?.conflicts == [
                "title.top == avatar.bottom + 8 (required)", "avatar.bottom == 60 (required)",
                "title.top <= 40 (required)",
            ])
        #expect(
            error?.description.hasPrefix(
                "Conflicting required constraints:\n  title.top == avatar.bottom + 8 (required)") == true)
        solver.updateVariables()
        #expect([avatarBottom, titleTop, other].map { solver.value(of: $0) } == values)
        #expect(solver.constraintCount == before.constraintCount)
        #expect(solver.nextSerial == before.nextSerial)
        #expect(solver.rows.count == before.rows.count)
    }

    @Test("Bad numbers, priorities, variables and handles throw and change nothing")
    func badInput() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.add(Constraint(x, .equal, 3))
        var foreign = ConstraintSolver()
        _ = foreign.makeVariable(named: "a")
        let stranger = foreign.makeVariable(named: "stranger")
        let cases: [(Constraint, SolverError.Kind)] = [
            (Constraint(x, .equal, .nan), .invalidNumber),
            (Constraint(x, .equal, .infinity), .invalidNumber),
            (Constraint(x, .equal, Double.infinity * LinearExpression(x)), .invalidNumber),
            (Constraint(x, .equal, 2e9), .invalidNumber),
            (Constraint(x, .equal, 1, priority: ConstraintPriority(0)), .invalidPriority),
            (Constraint(x, .equal, 1, priority: ConstraintPriority(1001)), .invalidPriority),
            (Constraint(x, .equal, 1, priority: ConstraintPriority(.nan)), .invalidPriority),
            (Constraint(stranger, .equal, 1), .unknownVariable),
        ]
        for (constraint, kind) in cases {
            #expect(throws: SolverError.self, "\(constraint)") { try solver.add(constraint) }
            do { try solver.add(constraint) } catch { #expect(error.kind == kind, "\(constraint)") }
        }
        // A variable past this solver's reads 0, as its value says.
        solver.updateVariables()
        #expect(solver.value(of: stranger) == 0)
        #expect(solver.value(of: x) == 3)
        #expect(throws: SolverError.self) { try solver.remove(ConstraintID(rawValue: 99)) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, priority: .low)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .low) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        solver.updateVariables()
        #expect(solver.value(of: x) == 3)
        #expect(solver.constraintCount == 2)
    }

    @Test("Priorities' weights grow tenfold every 111 points")
    func weights() {
        #expect(ConstraintPriority(1).weight == 1)
        #expect(abs(ConstraintPriority(112).weight - 10) < 1e-9)
        #expect(abs(ConstraintPriority(667).weight / 1e6 - 1) < 1e-12)
        #expect(ConstraintPriority.high > ConstraintPriority.low)
        #expect(ConstraintPriority.required.description == "required")
        #expect(ConstraintPriority.high.description == "750")
    }
}
