import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Constraint solver: removing a constraint keeps every other one")
struct SolverRemovalTests {
    @Test("A duplicate equality stays in force when its twin goes, under a weak edit variable")
    func duplicateEqualityWithEditVariable() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        try solver.addEditVariable(x, priority: ConstraintPriority(1))
        let first = try solver.add(Constraint(x, .equal, 5))
        try solver.add(Constraint(x, .equal, 5))
        try solver.remove(first)
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
        // The edit value's error row was the wrong row to pivot on: a
        // suggestion then moved x with it.
        try solver.suggestValue(87, for: x)
        solver.updateVariables()
        #expect(solver.value(of: x) == 5)
        #expect(solver.largestRequiredViolation() == 0)
    }

    @Test("An equality implied by two others stays in force when a third that also implies it goes")
    func impliedEquality() throws {
        var solver = ConstraintSolver()
        let x = (0..<4).map { solver.makeVariable(named: "x\($0)") }
        try solver.add(Constraint(x[0], .equal, -4, priority: ConstraintPriority(1)))
        try solver.add(Constraint(x[3] + x[1], .equal, x[2] + 15))
        let third = try solver.add(Constraint(-0.5 * x[0], .equal, LinearExpression(constant: 14)))
        try solver.add(
            Constraint(
                -1 * x[2] + LinearExpression(x[3]) + LinearExpression(x[1]) - 0.5 * x[0], .equal,
                LinearExpression(constant: 29)))
        try solver.remove(third)
        solver.updateVariables()
        // x3 + x1 − x2 = 15 and x3 + x1 − x2 − x0 / 2 = 29 still force x0 = −28.
        #expect(solver.value(of: x[0]) == -28)
        #expect(solver.largestRequiredViolation() == 0)
    }

    @Test(
        "Copies of one equality, removed in a random order under a pulling edit, hold until the last goes",
        arguments: 1...30 as ClosedRange<UInt64>)
    func copiesRemovedInAnyOrder(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.addEditVariable(x, priority: ConstraintPriority(Double(Int.random(in: 1...999, using: &generator))))
        try solver.suggestValue(Double(Int.random(in: -100...100, using: &generator)), for: x)
        try solver.add(Constraint(y, .equal, 3, priority: .low))
        // x − 2y == 10 in several spellings, some scaled.
        var copies: [ConstraintID] = []
        for _ in 0..<Int.random(in: 2...5, using: &generator) {
            let factor = [1.0, -1, 2, 0.5].randomElement(using: &generator)!
            copies.append(
                try solver.add(Constraint(factor * (x - 2 * y), .equal, LinearExpression(constant: 10 * factor))))
        }
        for (index, id) in copies.shuffled(using: &generator).enumerated() {
            try solver.remove(id)
            try solver.suggestValue(Double(Int.random(in: -100...100, using: &generator)), for: x)
            solver.updateVariables()
            if index < copies.count - 1 {
                #expect(
                    abs(solver.value(of: x) - 2 * solver.value(of: y) - 10) < 1e-9,
                    "seed \(seed): after \(index + 1) removals")
            }
            #expect(solver.largestRequiredViolation() < 1e-12, "seed \(seed)")
        }
    }
}
