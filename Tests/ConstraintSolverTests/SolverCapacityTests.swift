import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Constraint solver: reserving capacity")
struct SolverCapacityTests {
    /// A chain of `count` boxes as a layout builds it: each box's left,
    /// top, right and bottom, its top 8 below the previous box's bottom,
    /// its sides at 0 and 320, and at least 44 tall (all required).
    private static func addChain(of count: Int, to solver: inout ConstraintSolver) throws -> [Variable] {
        var bottoms: [Variable] = []
        for index in 0..<count {
            let left = solver.makeVariable(named: "box\(index).left")
            let top = solver.makeVariable(named: "box\(index).top")
            let right = solver.makeVariable(named: "box\(index).right")
            let bottom = solver.makeVariable(named: "box\(index).bottom")
            let above = bottoms.last.map { LinearExpression($0) } ?? LinearExpression(constant: 0)
            try solver.add(Constraint(top, .equal, above + 8))
            try solver.add(Constraint(left, .equal, 0))
            try solver.add(Constraint(right, .equal, 320))
            try solver.add(Constraint(bottom - top, .greaterThanOrEqual, LinearExpression(constant: 44)))
            bottoms.append(bottom)
        }
        return bottoms
    }

    @Test("Variables and required constraints up to the reserved counts move no table")
    func reservedTablesStay() throws {
        var solver = ConstraintSolver()
        solver.reserveCapacity(variables: 4 * 300, constraints: 4 * 300)
        let capacities = [
            solver.variableNames.capacity, solver.values.capacity, solver.columns.capacity,
            solver.slotOfSerial.capacity, solver.rows.capacity, solver.basicOfSlot.capacity,
        ]
        #expect(capacities.allSatisfy { $0 >= 1_200 })
        let bottoms = try Self.addChain(of: 300, to: &solver)
        #expect(
            [
                solver.variableNames.capacity, solver.values.capacity, solver.columns.capacity,
                solver.slotOfSerial.capacity, solver.rows.capacity, solver.basicOfSlot.capacity,
            ] == capacities)
        solver.updateVariables()
        #expect(solver.value(of: bottoms[299]) == 300 * 52)
    }

    @Test("Non-required constraints up to the reserved count, with their second symbols, move no table")
    func reservedNonRequiredTablesStay() throws {
        var solver = ConstraintSolver()
        solver.reserveCapacity(variables: 4 * 300, constraints: 5 * 300, nonRequired: 300)
        func capacities() -> [Int] {
            [
                solver.constraints.capacity, solver.columns.capacity, solver.slotOfSerial.capacity,
                solver.isObjectiveCandidate.capacity, solver.rows.capacity, solver.basicOfSlot.capacity,
            ]
        }
        let reserved = capacities()
        #expect(reserved.allSatisfy { $0 >= 1_500 })
        #expect(solver.columns.capacity >= 4 * 300 + 5 * 300 + 300)
        let bottoms = try Self.addChain(of: 300, to: &solver)
        // Each box's bottom weakly 60 below its top: a marker and an error
        // symbol each.
        for (index, bottom) in bottoms.enumerated() {
            let top = Variable(id: 4 * index + 1, name: "box\(index).top")
            try solver.add(Constraint(bottom - top, .equal, LinearExpression(constant: 60), priority: .low))
        }
        #expect(capacities() == reserved)
        solver.updateVariables()
        #expect(solver.value(of: bottoms[299]) == 300 * 68)
    }

    @Test("A solver that reserved any counts solves as one that did not", arguments: 1...12 as ClosedRange<UInt64>)
    func sameSolution(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...60, using: &generator)
        var plain = ConstraintSolver()
        var reserved = ConstraintSolver()
        // Under, over, exact or negative counts, before and between adds.
        reserved.reserveCapacity(
            variables: Int.random(in: -5...300, using: &generator),
            constraints: Int.random(in: -5...300, using: &generator))
        let plainBottoms = try Self.addChain(of: count, to: &plain)
        let reservedBottoms = try Self.addChain(of: count, to: &reserved)
        reserved.reserveCapacity(variables: 8, constraints: 8)
        let x = plain.makeVariable(named: "x")
        let y = reserved.makeVariable(named: "x")
        try plain.add(Constraint(x, .equal, LinearExpression(plainBottoms[0]), priority: .low))
        try reserved.add(Constraint(y, .equal, LinearExpression(reservedBottoms[0]), priority: .low))
        plain.updateVariables()
        reserved.updateVariables()
        #expect(plain.variableCount == reserved.variableCount, "seed \(seed)")
        #expect(plain.constraintCount == reserved.constraintCount, "seed \(seed)")
        for (a, b) in zip(plainBottoms + [x], reservedBottoms + [y]) {
            #expect(plain.value(of: a) == reserved.value(of: b), "seed \(seed)")
        }
    }
}
