import TestSupport
import Testing

@testable import ConstraintSolver

@Suite("Constraint solver: the optimiser looks at the objective's candidates only")
struct SolverObjectiveCandidateTests {
    /// Runs the same random operations (adds of required and weighted
    /// constraints, removals, edit variables and suggestions, constant
    /// changes) on a solver that scans the whole objective and on one that
    /// looks at the candidates: after every operation both tableaus must be
    /// identical, and so must every outcome.
    @Test("Candidates pivot exactly as the whole scan does", arguments: 1...60 as ClosedRange<UInt64>)
    func candidatesMatchWholeScan(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var fast = ConstraintSolver()
        var slow = ConstraintSolver()
        slow.scansWholeObjective = true
        func random(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
        let count = Int.random(in: 2...8, using: &generator)
        let variables = (0..<count).map { index in
            let variable = fast.makeVariable(named: "v\(index)")
            _ = slow.makeVariable(named: "v\(index)")
            return variable
        }
        var ids: [ConstraintID] = []
        var edited: [Variable] = []
        for step in 0..<60 {
            let roll = Int.random(in: 0..<10, using: &generator)
            let outcome: (Result<ConstraintID?, SolverError>, Result<ConstraintID?, SolverError>)
            func both(_ body: (inout ConstraintSolver) throws(SolverError) -> ConstraintID?) -> (
                Result<ConstraintID?, SolverError>, Result<ConstraintID?, SolverError>
            ) {
                (
                    Result { () throws(SolverError) in try body(&fast) },
                    Result { () throws(SolverError) in try body(&slow) }
                )
            }
            switch roll {
            case 0..<6:
                let a = variables.randomElement(using: &generator)!
                let b = variables.randomElement(using: &generator)!
                let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                    using: &generator)!
                let priority = generator.chance(0.4) ? ConstraintPriority.required : ConstraintPriority(random(1...999))
                let rhs =
                    generator.chance(0.6)
                    ? LinearExpression(b) + random(-30...30) : LinearExpression(constant: random(-80...80))
                let constraint = Constraint(a, relation, rhs, priority: priority)
                outcome = both { solver throws(SolverError) in try solver.add(constraint) }
                if case .success(let id?) = outcome.0 { ids.append(id) }
            case 6:
                guard let id = ids.randomElement(using: &generator) else { continue }
                ids.removeAll { $0 == id }
                outcome = both { solver throws(SolverError) in
                    try solver.remove(id)
                    return nil
                }
            case 7:
                guard let id = ids.randomElement(using: &generator) else { continue }
                let constant = random(-80...80)
                outcome = both { solver throws(SolverError) in
                    try solver.updateConstant(of: id, to: constant)
                    return nil
                }
            default:
                let variable = variables.randomElement(using: &generator)!
                if !edited.contains(variable) {
                    edited.append(variable)
                    let priority = ConstraintPriority(random(1...999))
                    outcome = both { solver throws(SolverError) in
                        try solver.addEditVariable(variable, priority: priority)
                        return nil
                    }
                } else {
                    let value = random(-100...100)
                    outcome = both { solver throws(SolverError) in
                        try solver.suggestValue(value, for: variable)
                        return nil
                    }
                }
            }
            #expect(
                String(describing: outcome.0) == String(describing: outcome.1), "seed \(seed) step \(step)")
            #expect(fast.tableauSnapshot == slow.tableauSnapshot, "seed \(seed) step \(step)")
            fast.updateVariables()
            slow.updateVariables()
            #expect(variables.map { fast.value(of: $0) } == variables.map { slow.value(of: $0) })
        }
    }

    @Test("A chain with a weak constraint a view keeps few candidates, and its optimum")
    func weakChain() throws {
        var solver = ConstraintSolver()
        var previous: Variable?
        for index in 0..<300 {
            let top = solver.makeVariable(named: "top\(index)")
            if let previous {
                try solver.add(Constraint(top, .greaterThanOrEqual, previous + 8))
                try solver.add(Constraint(top, .equal, previous + 20, priority: .low))
            } else {
                try solver.add(Constraint(top, .equal, 0))
            }
            previous = top
        }
        #expect(solver.objectiveCandidates.count <= 2)
        solver.updateVariables()
        #expect(solver.value(of: previous!) == 299 * 20)
    }
}
