import TestSupport
import Testing

@testable import ConstraintSolver

/// A vertical chain of views whose rows name the rows above them (see
/// `ConstraintSolver+VariableRows.swift`), edited at random and checked
/// against fresh solvers.
@Suite("Constraint solver: chains of views")
struct SolverChainTests {
    /// The chain's constraints, in the order they are added.
    struct Chain {
        var solver = ConstraintSolver()
        var variables: [Variable] = []
        var constraints: [Constraint] = []
        var ids: [ConstraintID] = []

        init(views count: Int, using generator: inout SeededGenerator) throws {
            let parentLeft = solver.makeVariable(named: "parent.left")
            let parentTop = solver.makeVariable(named: "parent.top")
            let parentWidth = solver.makeVariable(named: "parent.width")
            variables = [parentLeft, parentTop, parentWidth]
            constraints = [
                Constraint(parentLeft, .equal, 0), Constraint(parentTop, .equal, 0),
                Constraint(parentWidth, .equal, 320),
            ]
            var previousBottom = LinearExpression(parentTop)
            for index in 0..<count {
                let left = solver.makeVariable(named: "view\(index).left")
                let top = solver.makeVariable(named: "view\(index).top")
                let width = solver.makeVariable(named: "view\(index).width")
                let height = solver.makeVariable(named: "view\(index).height")
                variables += [left, top, width, height]
                let minimum = Double(Int.random(in: 20...60, using: &generator))
                constraints += [
                    Constraint(top, .equal, previousBottom + Double(Int.random(in: 0...16, using: &generator))),
                    Constraint(left, .equal, LinearExpression(parentLeft)),
                    Constraint(left + width, .equal, parentLeft + parentWidth),
                    Constraint(height, .greaterThanOrEqual, minimum),
                    // A preference that makes the height unique: every view's
                    // weighs differently, so a bound shrinks the cheapest first.
                    Constraint(height, .equal, minimum + 10, priority: ConstraintPriority(Double(10 + index))),
                ]
                previousBottom = top + height
            }
            // Conflicts are explained in other tests; here it would cost
            // hundreds of fresh solvers each.
            solver.explainsConflicts = false
            for constraint in constraints { ids.append(try solver.add(constraint)) }
        }

        /// A fresh solver with the same variables and constraints.
        func fresh() throws -> ConstraintSolver {
            var fresh = ConstraintSolver()
            for variable in variables { _ = fresh.makeVariable(named: variable.name) }
            for (index, constraint) in constraints.enumerated() where solver.contains(ids[index]) {
                try fresh.add(constraint)
            }
            fresh.updateVariables()
            return fresh
        }
    }

    @Test(
        "Links removed and added back, constants changed and bounds on the last view give a fresh solver's values",
        arguments: 1...30 as ClosedRange<UInt64>)
    func editedChain(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var chain = try Chain(views: Int.random(in: 1...40, using: &generator), using: &generator)
        var bound: ConstraintID?
        for step in 0..<30 {
            let index = Int.random(in: 0..<chain.constraints.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                // Remove a constraint and add it back: a chain link, a pin or a bound.
                let wasBound = chain.ids[index] == bound
                try chain.solver.remove(chain.ids[index])
                chain.ids[index] = try chain.solver.add(chain.constraints[index])
                if wasBound { bound = chain.ids[index] }
            case 1:
                let constant =
                    chain.constraints[index].rhs.constant + Double(Int.random(in: -20...20, using: &generator))
                var changed = chain.constraints[index]
                changed.rhs.constant = constant
                var others = chain.constraints
                others[index] = changed
                if ConstraintSolver.canHold(others.filter(\.priority.isRequired)) {
                    try chain.solver.updateConstant(of: chain.ids[index], to: constant)
                    chain.constraints[index] = changed
                } else {
                    #expect(throws: SolverError.self, "seed \(seed) step \(step)") {
                        try chain.solver.updateConstant(of: chain.ids[index], to: constant)
                    }
                }
            case 2:
                // A bound on the last view's top: its row is expanded.
                let lastTop = chain.variables[chain.variables.count - 3]
                if let id = bound {
                    // The bound is the last constraint.
                    try chain.solver.remove(id)
                    chain.constraints.removeLast()
                    chain.ids.removeLast()
                    bound = nil
                } else {
                    let priority = generator.chance(0.5) ? ConstraintPriority.required : .high
                    let constraint = Constraint(
                        lastTop, .lessThanOrEqual, Double(Int.random(in: 0...3_000, using: &generator)),
                        priority: priority)
                    if let id = try? chain.solver.add(constraint) {
                        bound = id
                        chain.constraints.append(constraint)
                        chain.ids.append(id)
                    }
                }
            default:
                // The chain reads every top through the rows above it.
                chain.solver.updateVariables()
            }
            chain.solver.updateVariables()
            let fresh = try chain.fresh()
            let ours = chain.variables.map { chain.solver.value(of: $0) }
            let theirs = chain.variables.map { fresh.value(of: $0) }
            #expect(zip(ours, theirs).allSatisfy { abs($0 - $1) < 1e-6 }, "seed \(seed) step \(step)")
            #expect(chain.solver.ambiguousVariables == fresh.ambiguousVariables, "seed \(seed) step \(step)")
        }
    }

    @Test("A chain that restates each spacing weakly reads a few rows a view, not every row above it")
    func weaklyRestatedChain() throws {
        // Each view is 8 below the previous one (required) and would rather
        // be 12 below (weak), as a layout's chain with a preferred gap: the
        // weak row restates the row of the view's top, so its expansion
        // cancels the rows above. Reading every row reached made the build
        // O(n²): about n²/2 reads, 20,000 here.
        let count = 200
        var solver = ConstraintSolver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        var previousBottom = LinearExpression(constant: 0)
        for index in 0..<count {
            let top = solver.makeVariable(named: "view\(index).top")
            let height = solver.makeVariable(named: "view\(index).height")
            try solver.add(Constraint(top, .equal, previousBottom + 8))
            if index > 0 { try solver.add(Constraint(top, .equal, previousBottom + 12, priority: .low)) }
            try solver.add(Constraint(height, .greaterThanOrEqual, 44))
            previousBottom = top + height
            tops.append(top)
            heights.append(height)
        }
        #expect(solver.expansionRowReads <= 4 * count, "\(solver.expansionRowReads) rows read")
        solver.updateVariables()
        #expect(tops.indices.allSatisfy { solver.value(of: tops[$0]) == 8 + 52 * Double($0) })
        #expect(heights.allSatisfy { solver.value(of: $0) == 44 })
        #expect(solver.largestRequiredViolation() == 0)
    }

    /// `row` with every basic variable it names replaced by its row, one
    /// reference at a time: the oracle for ``ConstraintSolver/expanded(_:)``.
    private static func substituted(
        _ row: Row, in solver: ConstraintSolver, memo: inout [Int: Row]
    ) -> Row {
        var result = Row(constant: row.constant)
        for cell in row.cells {
            guard let slot = solver.variableSlot(of: cell.symbol) else {
                result.insert(cell.symbol, cell.coefficient)
                continue
            }
            if memo[slot] == nil { memo[slot] = substituted(solver.rows[slot], in: solver, memo: &memo) }
            result.insert(memo[slot]!, cell.coefficient)
        }
        return result
    }

    @Test(
        "An expanded row is its references replaced one by one, factors that cancel included",
        arguments: 1...30 as ClosedRange<UInt64>)
    func expansionMatchesSubstitution(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var solver = ConstraintSolver()
        // Each variable equals a few earlier ones and a constant: a fresh
        // variable, so its row names their rows.
        var variables: [Variable] = []
        var definitions: [[(variable: Variable, coefficient: Double)]] = []
        for index in 0..<40 {
            let variable = solver.makeVariable(named: "v\(index)")
            var terms: [(variable: Variable, coefficient: Double)] = []
            for _ in 0..<(variables.isEmpty ? 0 : Int.random(in: 1...3, using: &generator)) {
                let coefficient = Double(Int.random(in: 1...3, using: &generator))
                terms.append(
                    (variables.randomElement(using: &generator)!, generator.chance(0.5) ? coefficient : -coefficient))
            }
            let constant = Double(Int.random(in: -50...50, using: &generator))
            let rhs = terms.reduce(LinearExpression(constant: constant)) { $0 + $1.coefficient * $1.variable }
            try solver.add(Constraint(variable, .equal, rhs))
            variables.append(variable)
            definitions.append(terms)
        }
        for trial in 0..<20 {
            // Random variables, or a variable less (some of) its definition,
            // whose factors then cancel.
            var row = Row(constant: Double(Int.random(in: -10...10, using: &generator)))
            if generator.chance(0.5) {
                let index = Int.random(in: 1..<variables.count, using: &generator)
                row.insert(solver.variableSymbols[variables[index].id], 1)
                for term in definitions[index] where generator.chance(0.8) {
                    row.insert(solver.variableSymbols[term.variable.id], -term.coefficient)
                }
            }
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let variable = variables.randomElement(using: &generator)!
                row.insert(solver.variableSymbols[variable.id], Double(Int.random(in: -3...3, using: &generator)))
            }
            var memo: [Int: Row] = [:]
            let expected = Self.substituted(row, in: solver, memo: &memo)
            let actual = solver.expanded(row)
            #expect(
                actual.cells.allSatisfy { solver.variableSlot(of: $0.symbol) == nil }, "seed \(seed) trial \(trial)")
            func close(_ ours: Double, _ theirs: Double) -> Bool {
                (ours - theirs).magnitude <= 1e-9 * Swift.max(1, theirs.magnitude)
            }
            let matches =
                close(actual.constant, expected.constant) && actual.cells.count == expected.cells.count
                && zip(actual.cells, expected.cells).allSatisfy {
                    $0.symbol == $1.symbol && close($0.coefficient, $1.coefficient)
                }
            #expect(matches, "seed \(seed) trial \(trial): \(actual.cells.count) cells against \(expected.cells.count)")
        }
    }
}
