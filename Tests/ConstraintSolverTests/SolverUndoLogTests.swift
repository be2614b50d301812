import TestSupport
import Testing

@testable import ConstraintSolver

extension ConstraintSolver {
    /// The whole state, scratch aside: ``tableauSnapshot`` and every row's
    /// basic symbol, every symbol's slot, what every column means (the rows
    /// that hold the symbol, sorted: a column is a superset whose stale
    /// entries any read may drop, as the shift before an undo log begins
    /// does), the free slots, the values, the versions and the
    /// constraints' symbols.
    var fullStateSnapshot: [String] {
        tableauSnapshot + [
            "basics \(basicOfSlot.map(\.raw))", "slots \(Array(slotOfSerial))",
            "columns \(columnMeanings)", "free \(Array(freeSlots))", "values \(Array(values))",
            "version \(tableauVersion) pivots \(pivotsSinceRefresh) infeasible \(infeasible.count)",
            "entries "
                + constraints.elements.map { "\($0.key.rawValue):\($0.value.marker.raw),\($0.value.other.raw)" }
                .joined(separator: " "),
        ]
    }
}

extension ConstraintSolver {
    /// For each symbol, the sorted slots of the rows in its column that
    /// hold it.
    var columnMeanings: [[Int32]] {
        columns.indices.map { serial in
            Set(
                columns[serial].filter { slot in
                    basicOfSlot[Int(slot)].isValid && rows[Int(slot)].cells.contains { $0.symbol.serial == serial }
                }
            ).sorted()
        }
    }
}

@Suite("Constraint solver: a failed constant change is rolled back from its undo log")
struct SolverUndoLogTests {
    @Test("A required bound that cannot hold, found after a pivot, leaves the solver exactly as before")
    func pinned() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(y, .greaterThanOrEqual, x + 10))
        let cap = try solver.add(Constraint(y, .lessThanOrEqual, 200))
        try solver.add(Constraint(y, .equal, 150, priority: .low))
        try solver.add(Constraint(x, .equal, 60, priority: .low))
        solver.updateVariables()
        #expect(solver.value(of: x) == 60 && solver.value(of: y) == 150)
        // 30 is possible once x gives way: the pivots are kept.
        try solver.updateConstant(of: cap, to: 30)
        solver.updateVariables()
        #expect(solver.value(of: y) == 30 && solver.value(of: x) == 20)
        let before = solver.fullStateSnapshot
        let rollbacks = solver.undoRollbacks
        #expect(throws: SolverError.self) { try solver.updateConstant(of: cap, to: 5) }
        #expect(solver.undoRollbacks == rollbacks + 1)
        #expect(solver.fullStateSnapshot == before)
        #expect(throws: SolverError.self) { try solver.updateConstants([(cap, 5), (cap, 4)]) }
        #expect(solver.fullStateSnapshot == before)
        solver.updateVariables()
        #expect(solver.value(of: y) == 30 && solver.value(of: x) == 20)
    }

    /// Random bounded systems with required and weighted relations: every
    /// change of constants either holds (the required constraints hold and
    /// the constraint has its new constant) or throws and leaves the full
    /// state exactly as it was. Across the seeds the undo log must have been
    /// rolled back, so the path is tested.
    @Test("Random constant changes: a failure leaves the full state exactly as before")
    func seeded() throws {
        var rollbacks = 0
        var failures = 0
        for seed in 1...80 as ClosedRange<UInt64> {
            var generator = SeededGenerator(seed: seed)
            var solver = ConstraintSolver()
            func random(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
            let variables = (0..<Int.random(in: 2...7, using: &generator)).map { solver.makeVariable(named: "v\($0)") }
            var ids: [ConstraintID] = []
            for variable in variables {
                ids.append(try solver.add(Constraint(variable, .greaterThanOrEqual, random(-50...0))))
                ids.append(try solver.add(Constraint(variable, .lessThanOrEqual, random(1...100))))
            }
            for _ in 0..<Int.random(in: 3...14, using: &generator) {
                let a = variables.randomElement(using: &generator)!
                let b = variables.randomElement(using: &generator)!
                let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                    using: &generator)!
                let priority = generator.chance(0.5) ? ConstraintPriority.required : ConstraintPriority(random(1...999))
                let rhs = LinearExpression(b) + random(-20...20)
                if let id = try? solver.add(Constraint(a, relation, rhs, priority: priority)) { ids.append(id) }
            }
            for step in 0..<30 {
                var batch: [(constraint: ConstraintID, constant: Double)] = []
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let id = ids.randomElement(using: &generator)!
                    let old = solver.constraint(id)!.rhs.constant
                    batch.append((id, old + random(-60...60)))
                }
                solver.updateVariables()
                let before = solver.fullStateSnapshot
                let rolledBack = solver.undoRollbacks
                do {
                    if batch.count == 1 {
                        try solver.updateConstant(of: batch[0].constraint, to: batch[0].constant)
                    } else {
                        try solver.updateConstants(batch)
                    }
                } catch {
                    failures += 1
                    rollbacks += solver.undoRollbacks - rolledBack
                    #expect(solver.fullStateSnapshot == before, "seed \(seed) step \(step)")
                    continue
                }
                rollbacks += solver.undoRollbacks - rolledBack
                solver.updateVariables()
                #expect(solver.requiredHold(), "seed \(seed) step \(step)")
                var last: [ConstraintID: Double] = [:]
                for (id, constant) in batch { last[id] = constant }
                for (id, constant) in last {
                    #expect(solver.constraint(id)?.rhs.constant == constant, "seed \(seed) step \(step)")
                }
            }
        }
        #expect(failures > 0)
        #expect(rollbacks > 0, "no failed change was rolled back from its undo log")
    }
}
