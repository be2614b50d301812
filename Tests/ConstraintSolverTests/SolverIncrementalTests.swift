import Testing

@testable import ConstraintSolver

/// A sequence of incremental edits that a self-sizing cell's measurement
/// made (a fitting-size pull replacing the root's height, then a wrapping
/// label's intrinsic height constraints replaced): the incremental solver
/// must reach the same optimum as a solver built from scratch.
@Suite("Solver: incremental edits reach the optimum")
struct SolverIncrementalTests {
    @Test("Replacing a label's compression resistance under a fitting-size pull")
    func fittingPull() throws {
        var solver = ConstraintSolver()
        var c: [Int: ConstraintID] = [:]
        let v0 = solver.makeVariable(named: "BioCell.left")
        let v1 = solver.makeVariable(named: "BioCell.top")
        let v2 = solver.makeVariable(named: "BioCell.right")
        let v3 = solver.makeVariable(named: "BioCell.bottom")
        c[0] = try solver.add(
            Constraint(
                LinearExpression([Term(v0, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 0.0), priority: ConstraintPriority(1000.0)))
        c[1] = try solver.add(
            Constraint(
                LinearExpression([Term(v1, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 0.0), priority: ConstraintPriority(1000.0)))
        c[2] = try solver.add(
            Constraint(
                LinearExpression([Term(v2, coefficient: 1.0), Term(v0, coefficient: -1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 0.0), priority: ConstraintPriority(1000.0)))
        c[3] = try solver.add(
            Constraint(
                LinearExpression([Term(v3, coefficient: 1.0), Term(v1, coefficient: -1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 0.0), priority: ConstraintPriority(1000.0)))
        let v4 = solver.makeVariable(named: "HeadlessView.left")
        let v5 = solver.makeVariable(named: "HeadlessView.top")
        let v6 = solver.makeVariable(named: "HeadlessView.right")
        let v7 = solver.makeVariable(named: "HeadlessView.bottom")
        c[4] = try solver.add(
            Constraint(
                LinearExpression([Term(v5, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v1, coefficient: 1.0)], constant: 0.0), priority: ConstraintPriority(1000.0)))
        c[5] = try solver.add(
            Constraint(
                LinearExpression([Term(v4, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v0, coefficient: 1.0)], constant: 0.0), priority: ConstraintPriority(1000.0)))
        c[6] = try solver.add(
            Constraint(
                LinearExpression([Term(v7, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v3, coefficient: 1.0)], constant: 0.0), priority: ConstraintPriority(1000.0)))
        c[7] = try solver.add(
            Constraint(
                LinearExpression([Term(v6, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v2, coefficient: 1.0)], constant: 0.0), priority: ConstraintPriority(1000.0)))
        let v8 = solver.makeVariable(named: "name.left")
        let v9 = solver.makeVariable(named: "name.top")
        let v10 = solver.makeVariable(named: "name.right")
        let v11 = solver.makeVariable(named: "name.bottom")
        c[8] = try solver.add(
            Constraint(
                LinearExpression([Term(v9, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v5, coefficient: 1.0)], constant: 12.0), priority: ConstraintPriority(999.0)))
        c[9] = try solver.add(
            Constraint(
                LinearExpression([Term(v8, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v4, coefficient: 1.0)], constant: 12.0), priority: ConstraintPriority(998.0)))
        c[10] = try solver.add(
            Constraint(
                LinearExpression([Term(v10, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v6, coefficient: 1.0)], constant: -12.0), priority: ConstraintPriority(997.0)))
        let v12 = solver.makeVariable(named: "bio.left")
        let v13 = solver.makeVariable(named: "bio.top")
        let v14 = solver.makeVariable(named: "bio.right")
        let v15 = solver.makeVariable(named: "bio.bottom")
        c[11] = try solver.add(
            Constraint(
                LinearExpression([Term(v13, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v11, coefficient: 1.0)], constant: 4.0), priority: ConstraintPriority(999.0)))
        c[12] = try solver.add(
            Constraint(
                LinearExpression([Term(v12, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v4, coefficient: 1.0)], constant: 12.0), priority: ConstraintPriority(998.0)))
        c[13] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v7, coefficient: 1.0)], constant: -12.0), priority: ConstraintPriority(997.0)))
        c[14] = try solver.add(
            Constraint(
                LinearExpression([Term(v14, coefficient: 1.0)], constant: 0.0), .equal,
                LinearExpression([Term(v6, coefficient: 1.0)], constant: -12.0), priority: ConstraintPriority(996.0)))
        c[15] = try solver.add(
            Constraint(
                LinearExpression([Term(v14, coefficient: 1.0), Term(v12, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 0.0), priority: ConstraintPriority(250.0)))
        c[16] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0), Term(v13, coefficient: -1.0)], constant: 0.0),
                .greaterThanOrEqual, LinearExpression([], constant: 0.0), priority: ConstraintPriority(750.0)))
        c[17] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0), Term(v13, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 0.0), priority: ConstraintPriority(250.0)))
        c[18] = try solver.add(
            Constraint(
                LinearExpression([Term(v10, coefficient: 1.0), Term(v8, coefficient: -1.0)], constant: 0.0),
                .greaterThanOrEqual, LinearExpression([], constant: 0.0), priority: ConstraintPriority(750.0)))
        c[19] = try solver.add(
            Constraint(
                LinearExpression([Term(v10, coefficient: 1.0), Term(v8, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 0.0), priority: ConstraintPriority(250.0)))
        c[20] = try solver.add(
            Constraint(
                LinearExpression([Term(v11, coefficient: 1.0), Term(v9, coefficient: -1.0)], constant: 0.0),
                .greaterThanOrEqual, LinearExpression([], constant: 0.0), priority: ConstraintPriority(750.0)))
        c[21] = try solver.add(
            Constraint(
                LinearExpression([Term(v11, coefficient: 1.0), Term(v9, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 0.0), priority: ConstraintPriority(250.0)))
        solver.updateVariables()
        try solver.remove(c[18]!)
        try solver.remove(c[19]!)
        try solver.remove(c[20]!)
        try solver.remove(c[21]!)
        c[22] = try solver.add(
            Constraint(
                LinearExpression([Term(v10, coefficient: 1.0), Term(v8, coefficient: -1.0)], constant: 0.0),
                .greaterThanOrEqual, LinearExpression([], constant: 24.0), priority: ConstraintPriority(750.0)))
        c[23] = try solver.add(
            Constraint(
                LinearExpression([Term(v10, coefficient: 1.0), Term(v8, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 24.0), priority: ConstraintPriority(250.0)))
        c[24] = try solver.add(
            Constraint(
                LinearExpression([Term(v11, coefficient: 1.0), Term(v9, coefficient: -1.0)], constant: 0.0),
                .greaterThanOrEqual, LinearExpression([], constant: 20.0), priority: ConstraintPriority(750.0)))
        c[25] = try solver.add(
            Constraint(
                LinearExpression([Term(v11, coefficient: 1.0), Term(v9, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 20.0), priority: ConstraintPriority(250.0)))
        solver.updateVariables()
        try solver.remove(c[2]!)
        c[26] = try solver.add(
            Constraint(
                LinearExpression([Term(v2, coefficient: 1.0), Term(v0, coefficient: -1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 320.0), priority: ConstraintPriority(1000.0)))
        try solver.remove(c[3]!)
        c[27] = try solver.add(
            Constraint(
                LinearExpression([Term(v3, coefficient: 1.0), Term(v1, coefficient: -1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 0.0), priority: ConstraintPriority(50.0)))
        solver.updateVariables()
        try solver.remove(c[27]!)
        c[28] = try solver.add(
            Constraint(
                LinearExpression([Term(v3, coefficient: 1.0), Term(v1, coefficient: -1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 0.0), priority: ConstraintPriority(1000.0)))
        try solver.remove(c[26]!)
        c[29] = try solver.add(
            Constraint(
                LinearExpression([Term(v2, coefficient: 1.0), Term(v0, coefficient: -1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 0.0), priority: ConstraintPriority(1000.0)))
        try solver.remove(c[15]!)
        try solver.remove(c[16]!)
        try solver.remove(c[17]!)
        c[30] = try solver.add(
            Constraint(
                LinearExpression([Term(v14, coefficient: 1.0), Term(v12, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 320.0), priority: ConstraintPriority(250.0)))
        c[31] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0), Term(v13, coefficient: -1.0)], constant: 0.0),
                .greaterThanOrEqual, LinearExpression([], constant: 20.0), priority: ConstraintPriority(750.0)))
        c[32] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0), Term(v13, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 20.0), priority: ConstraintPriority(250.0)))
        solver.updateVariables()
        try solver.remove(c[30]!)
        try solver.remove(c[31]!)
        try solver.remove(c[32]!)
        c[33] = try solver.add(
            Constraint(
                LinearExpression([Term(v14, coefficient: 1.0), Term(v12, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 320.0), priority: ConstraintPriority(250.0)))
        c[34] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0), Term(v13, coefficient: -1.0)], constant: 0.0),
                .greaterThanOrEqual, LinearExpression([], constant: 800.0), priority: ConstraintPriority(750.0)))
        c[35] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0), Term(v13, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 800.0), priority: ConstraintPriority(250.0)))
        solver.updateVariables()
        try solver.remove(c[29]!)
        c[36] = try solver.add(
            Constraint(
                LinearExpression([Term(v2, coefficient: 1.0), Term(v0, coefficient: -1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 320.0), priority: ConstraintPriority(1000.0)))
        try solver.remove(c[28]!)
        c[37] = try solver.add(
            Constraint(
                LinearExpression([Term(v3, coefficient: 1.0), Term(v1, coefficient: -1.0)], constant: 0.0), .equal,
                LinearExpression([], constant: 0.0), priority: ConstraintPriority(50.0)))
        solver.updateVariables()
        try solver.remove(c[33]!)
        try solver.remove(c[34]!)
        try solver.remove(c[35]!)
        c[38] = try solver.add(
            Constraint(
                LinearExpression([Term(v14, coefficient: 1.0), Term(v12, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 320.0), priority: ConstraintPriority(250.0)))
        c[39] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0), Term(v13, coefficient: -1.0)], constant: 0.0),
                .greaterThanOrEqual, LinearExpression([], constant: 40.0), priority: ConstraintPriority(750.0)))
        c[40] = try solver.add(
            Constraint(
                LinearExpression([Term(v15, coefficient: 1.0), Term(v13, coefficient: -1.0)], constant: 0.0),
                .lessThanOrEqual, LinearExpression([], constant: 40.0), priority: ConstraintPriority(250.0)))
        solver.updateVariables()
        // The root is as short as the label's compression resistance (40 at
        // 750) allows against the fitting-size pull (50): 12 + 20 + 4 + 40 + 12.
        #expect(solver.value(of: v3) - solver.value(of: v1) == 88)
    }
}

@Suite("Solver: bookkeeping stays bounded")
struct SolverBookkeepingTests {
    @Test("Adding and removing a constraint many times keeps every column within the tableau")
    func columnsStayBounded() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable(named: "left")
        let right = solver.makeVariable(named: "right")
        try solver.add(Constraint(left, .equal, 0))
        try solver.add(Constraint(right, .greaterThanOrEqual, LinearExpression(left) + 10, priority: .high))
        for index in 0..<5_000 {
            let width = try solver.add(Constraint(right - left, .equal, LinearExpression(constant: Double(index % 7))))
            try solver.remove(width)
        }
        let longest = solver.columns.map(\.count).max() ?? 0
        #expect(longest <= 2 * solver.rows.count + 16)
        solver.updateVariables()
        #expect(solver.value(of: right) == 10)
    }
}
