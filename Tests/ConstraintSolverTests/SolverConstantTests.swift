import TestSupport
import Testing

@testable import ConstraintSolver

extension ConstraintSolver {
    /// Everything a caller could observe of the tableau, to compare exactly:
    /// every row (its basic symbol, constant and cells), the objective, the
    /// symbols made and the constraints.
    var tableauSnapshot: [String] {
        func text(_ row: Row) -> String {
            "\(row.constant):" + row.cells.map { "\($0.symbol.raw)*\($0.coefficient)" }.joined(separator: ",")
        }
        return rows.indices.map { "\(basicOfSlot[$0].raw)=" + text(rows[$0]) } + [
            "objective " + text(objective), "serials \(nextSerial)",
        ] + constraints.elements.map { "\($0.key.rawValue): \($0.value.constraint)" }
    }

    /// How much the non-required constraints are broken at the current
    /// values, each by its weight: the quantity the solver minimises.
    func weightedError() -> Double {
        constraints.elements.reduce(0) { sum, entry in
            let constraint = entry.value.constraint
            guard !constraint.priority.isRequired else { return sum }
            let expression = constraint.expression
            let value = expression.terms.reduce(expression.constant) {
                $0 + $1.coefficient * self.value(of: $1.variable)
            }
            let broken: Double
            switch constraint.relation {
            case .equal: broken = abs(value)
            case .lessThanOrEqual: broken = max(0, value)
            case .greaterThanOrEqual: broken = max(0, -value)
            }
            return sum + constraint.priority.weight * broken
        }
    }

    /// Whether every required constraint holds at the current values.
    func requiredHold() -> Bool {
        constraints.elements.allSatisfy { entry in
            let constraint = entry.value.constraint
            guard constraint.priority.isRequired else { return true }
            let expression = constraint.expression
            let value = expression.terms.reduce(expression.constant) {
                $0 + $1.coefficient * self.value(of: $1.variable)
            }
            switch constraint.relation {
            case .equal: return abs(value) < 1e-6
            case .lessThanOrEqual: return value < 1e-6
            case .greaterThanOrEqual: return value > -1e-6
            }
        }
    }
}

extension RandomLayout {
    /// Whether the solver's value of every box variable is, within 10⁻⁶,
    /// what a fresh solver given ``constraints`` finds (its variables made
    /// in the same order, so with the same ids).
    mutating func agreesWithFreshSolver() throws -> Bool {
        var fresh = ConstraintSolver()
        let variables = boxes.flatMap { [$0.left, $0.top, $0.width, $0.height] }
        for variable in variables { _ = fresh.makeVariable(named: variable.name) }
        for constraint in constraints { try fresh.add(constraint) }
        fresh.updateVariables()
        solver.updateVariables()
        return variables.allSatisfy { abs(fresh.value(of: $0) - solver.value(of: $0)) < 1e-6 }
    }
}

@Suite("Constraint solver: changing a constraint's constant")
struct SolverConstantTests {
    @Test("A required equality's new constant moves what depends on it")
    func requiredEquality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let z = solver.makeVariable(named: "z")
        let fixed = try solver.add(Constraint(x, .equal, 10))
        let gap = try solver.add(Constraint(y, .equal, x + 5))
        try solver.add(Constraint(z, .equal, y + 1))
        try solver.updateConstant(of: fixed, to: 20)
        try solver.updateConstant(of: gap, to: -7)
        solver.updateVariables()
        #expect([x, y, z].map { solver.value(of: $0) } == [20, 13, 14])
        #expect(solver.constraint(gap) == Constraint(y, .equal, x + -7))
        #expect(solver.constraint(gap)?.description == "y == x - 7 (required)")
        #expect(solver.constraintCount == 3)
    }

    @Test("A required bound pushes against a weaker preference, both ways")
    func requiredInequality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let atLeast = try solver.add(Constraint(x, .greaterThanOrEqual, 10))
        let atMost = try solver.add(Constraint(x, .lessThanOrEqual, 100))
        try solver.add(Constraint(x, .equal, 50, priority: .low))
        for (low, high, expected) in [(10.0, 100.0, 50.0), (60, 100, 60), (0, 40, 40), (45, 45, 45), (-5, 70, 50)] {
            // Move the bounds in an order that never crosses them.
            if low > solver.constraint(atMost)!.rhs.constant {
                try solver.updateConstant(of: atMost, to: high)
                try solver.updateConstant(of: atLeast, to: low)
            } else {
                try solver.updateConstant(of: atLeast, to: low)
                try solver.updateConstant(of: atMost, to: high)
            }
            solver.updateVariables()
            #expect(solver.value(of: x) == expected, "between \(low) and \(high)")
        }
    }

    @Test("A non-required constraint's new constant trades off by priority")
    func nonRequired() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let low = try solver.add(Constraint(x, .equal, 10, priority: .low))
        let high = try solver.add(Constraint(x, .lessThanOrEqual, 20, priority: .high))
        solver.updateVariables()
        #expect(solver.value(of: x) == 10)
        try solver.updateConstant(of: low, to: 30)
        solver.updateVariables()
        #expect(solver.value(of: x) == 20)
        try solver.updateConstant(of: high, to: 25)
        solver.updateVariables()
        #expect(solver.value(of: x) == 25)
        try solver.updateConstant(of: high, to: 40)
        solver.updateVariables()
        #expect(solver.value(of: x) == 30)
        try solver.remove(high)
        try solver.updateConstant(of: low, to: -3)
        solver.updateVariables()
        #expect(solver.value(of: x) == -3)
    }

    @Test("A redundant equality's constant can change only with its twin")
    func redundantEquality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let first = try solver.add(Constraint(x, .equal, 5))
        let second = try solver.add(Constraint(x, .equal, 5))
        let before = solver.tableauSnapshot
        for id in [first, second] {
            let error = #expect(throws: SolverError.self) { try solver.updateConstant(of: id, to: 6) }
            #expect(error?.kind == .conflictingConstraints)
            #expect(error?.conflicts == ["x == 6 (required)", "x == 5 (required)"])
            #expect(solver.tableauSnapshot == before)
        }
        try solver.remove(second)
        try solver.updateConstant(of: first, to: 6)
        solver.updateVariables()
        #expect(solver.value(of: x) == 6)
    }

    @Test("A constant that breaks a required constraint throws, names the conflict and changes nothing")
    func conflict() throws {
        var solver = ConstraintSolver()
        let avatarBottom = solver.makeVariable(named: "avatar.bottom")
        let titleTop = solver.makeVariable(named: "title.top")
        let other = solver.makeVariable(named: "other")
        let bottom = try solver.add(Constraint(avatarBottom, .equal, 20))
        try solver.add(Constraint(other, .equal, 5))
        try solver.add(Constraint(titleTop, .lessThanOrEqual, 40))
        try solver.add(Constraint(titleTop, .equal, avatarBottom + 8))
        try solver.add(Constraint(titleTop, .equal, 30, priority: .low))
        solver.updateVariables()
        let before = solver.tableauSnapshot
        let error = #expect(throws: SolverError.self) { try solver.updateConstant(of: bottom, to: 60) }
        #expect(error?.kind == .conflictingConstraints)
        #expect(
            error?.conflicts == [
                "avatar.bottom == 60 (required)", "title.top <= 40 (required)",
                "title.top == avatar.bottom + 8 (required)",
            ])
        #expect(solver.tableauSnapshot == before)
        #expect(solver.constraint(bottom) == Constraint(avatarBottom, .equal, 20))
        // Up to the bound it moves.
        try solver.updateConstant(of: bottom, to: 32)
        solver.updateVariables()
        #expect(solver.value(of: titleTop) == 40)
    }

    @Test("Bad constants and handles throw and change nothing")
    func badInput() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let y = solver.makeVariable(named: "y")
        let fixed = try solver.add(Constraint(x, .equal, 3))
        let removed = try solver.add(Constraint(x, .lessThanOrEqual, 10))
        try solver.remove(removed)
        try solver.addEditVariable(y, priority: .low)
        let edit = try #require(solver.edits[y.id]?.constraint)
        let before = solver.tableauSnapshot
        let cases: [(ConstraintID, Double, SolverError.Kind)] = [
            (fixed, .nan, .invalidNumber), (fixed, .infinity, .invalidNumber), (fixed, -2e9, .invalidNumber),
            (removed, 1, .unknownConstraint), (ConstraintID(rawValue: 99), 1, .unknownConstraint),
            (edit, 1, .unknownConstraint),
        ]
        for (id, constant, kind) in cases {
            let error = #expect(throws: SolverError.self) { try solver.updateConstant(of: id, to: constant) }
            #expect(error?.kind == kind, "\(id.rawValue) to \(constant)")
        }
        #expect(solver.tableauSnapshot == before)
        // Suggesting a value reports it as the edit constraint's constant.
        try solver.suggestValue(7, for: y)
        #expect(solver.constraint(edit)?.rhs.constant == 7)
    }

    @Test(
        "Changed constants of a determined layout give what a fresh solver gives, or a conflict that changes nothing",
        arguments: 1...40 as ClosedRange<UInt64>)
    func determinedAgainstFreshSolver(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var layout = RandomLayout(boxes: Int.random(in: 1...15, using: &generator), using: &generator)
        var ids: [ConstraintID] = []
        for constraint in layout.constraints { ids.append(try layout.solver.add(constraint)) }
        for step in 0..<20 {
            let index = Int.random(in: 0..<ids.count, using: &generator)
            let old = layout.constraints[index].rhs.constant
            let constant = old + Double(Int.random(in: -30...30, using: &generator))
            var changed = layout.constraints
            changed[index].rhs.constant = constant
            if ConstraintSolver.canHold(changed) {
                try layout.solver.updateConstant(of: ids[index], to: constant)
                layout.constraints = changed
                #expect(try layout.agreesWithFreshSolver(), "seed \(seed) step \(step)")
                #expect(layout.solver.constraint(ids[index]) == changed[index], "seed \(seed) step \(step)")
            } else {
                let before = layout.solver.tableauSnapshot
                let error = #expect(throws: SolverError.self, "seed \(seed) step \(step)") {
                    try layout.solver.updateConstant(of: ids[index], to: constant)
                }
                #expect(error?.kind == .conflictingConstraints, "seed \(seed) step \(step)")
                #expect(error?.conflicts.first == changed[index].description, "seed \(seed) step \(step)")
                #expect(layout.solver.tableauSnapshot == before, "seed \(seed) step \(step)")
                // The others named contradict the changed constraint, each needed.
                let byDescription = Dictionary(
                    layout.constraints.indices.filter { $0 != index }.map {
                        (layout.constraints[$0].description, layout.constraints[$0])
                    }, uniquingKeysWith: { a, _ in a })
                let named = (error?.conflicts.dropFirst() ?? []).compactMap { byDescription[$0] }
                #expect(named.count + 1 == error?.conflicts.count, "seed \(seed) step \(step)")
                #expect(!ConstraintSolver.canHold(named + [changed[index]]), "seed \(seed) step \(step)")
                for dropped in named.indices {
                    var fewer = named
                    fewer.remove(at: dropped)
                    #expect(ConstraintSolver.canHold(fewer + [changed[index]]), "seed \(seed) step \(step)")
                }
            }
        }
    }

    @Test(
        "Several constants changed at once give what a fresh solver gives, or a conflict that changes nothing",
        arguments: 1...40 as ClosedRange<UInt64>)
    func batchAgainstFreshSolver(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var layout = RandomLayout(boxes: Int.random(in: 1...15, using: &generator), using: &generator)
        var ids: [ConstraintID] = []
        for constraint in layout.constraints { ids.append(try layout.solver.add(constraint)) }
        var made = 0
        for step in 0..<20 {
            var changed = layout.constraints
            var batch: [(constraint: ConstraintID, constant: Double)] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<ids.count, using: &generator)
                changed[index].rhs.constant += Double(Int.random(in: -30...30, using: &generator))
                batch.append((ids[index], changed[index].rhs.constant))
            }
            let before = layout.solver.tableauSnapshot
            guard ConstraintSolver.canHold(changed) else {
                let error = #expect(throws: SolverError.self, "seed \(seed) step \(step)") {
                    try layout.solver.updateConstants(batch)
                }
                #expect(error?.kind == .conflictingConstraints, "seed \(seed) step \(step)")
                #expect(layout.solver.tableauSnapshot == before, "seed \(seed) step \(step)")
                continue
            }
            // Each change alone may pass through a conflict that the batch,
            // repaired for its final constants, does not meet.
            do {
                try layout.solver.updateConstants(batch)
            } catch {
                #expect(layout.solver.tableauSnapshot == before, "seed \(seed) step \(step)")
                continue
            }
            layout.constraints = changed
            #expect(try layout.agreesWithFreshSolver(), "seed \(seed) step \(step)")
            #expect(ids.indices.allSatisfy { layout.solver.constraint(ids[$0]) == changed[$0] })
            made += 1
        }
        #expect(made > 0, "seed \(seed): no batch was made")
    }

    /// A random system of required bounds and relations and non-required
    /// preferences over a few variables, with edit variables: the solver
    /// after random constant changes and suggestions must be as good as a
    /// fresh solver given the final constraints (the same weighted error,
    /// every required constraint holding), or throw and change nothing.
    @Test(
        "Changed constants of a system with priorities reach a fresh solver's optimum",
        arguments: 1...40 as ClosedRange<UInt64>)
    func prioritiesAgainstFreshSolver(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var solver = ConstraintSolver()
        let count = Int.random(in: 2...6, using: &generator)
        let variables = (0..<count).map { solver.makeVariable(named: "v\($0)") }
        var ids: [ConstraintID] = []
        func random(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
        for variable in variables {
            // Every variable is bounded, so the optimum is finite.
            ids.append(try solver.add(Constraint(variable, .greaterThanOrEqual, random(-100...0))))
            ids.append(try solver.add(Constraint(variable, .lessThanOrEqual, random(1...100))))
        }
        for _ in 0..<Int.random(in: 2...12, using: &generator) {
            let a = variables.randomElement(using: &generator)!
            let b = variables.randomElement(using: &generator)!
            let relation = [ConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &generator)!
            let required = generator.chance(0.3)
            let priority = required ? ConstraintPriority.required : ConstraintPriority(random(1...999))
            let rhs =
                generator.chance(0.5)
                ? LinearExpression(b) + random(-20...20) : LinearExpression(constant: random(-50...50))
            if let id = try? solver.add(Constraint(a, relation, rhs, priority: priority)) { ids.append(id) }
        }
        let edited = Array(variables.shuffled(using: &generator).prefix(Int.random(in: 0...2, using: &generator)))
        for variable in edited { try solver.addEditVariable(variable, priority: ConstraintPriority(random(1...999))) }
        for step in 0..<25 {
            if !edited.isEmpty && generator.chance(0.25) {
                try solver.suggestValue(random(-120...120), for: edited.randomElement(using: &generator)!)
            } else {
                let id = ids.randomElement(using: &generator)!
                let constant = solver.constraint(id)!.rhs.constant + random(-40...40)
                let before = solver.tableauSnapshot
                do {
                    try solver.updateConstant(of: id, to: constant)
                } catch {
                    #expect(error.kind == .conflictingConstraints, "seed \(seed) step \(step)")
                    #expect(solver.tableauSnapshot == before, "seed \(seed) step \(step)")
                    var changed = solver.constraint(id)!
                    changed.rhs.constant = constant
                    let others = ids.filter { $0 != id }.compactMap { solver.constraint($0) }.filter {
                        $0.priority.isRequired
                    }
                    #expect(!ConstraintSolver.canHold(others + [changed]), "seed \(seed) step \(step)")
                    continue
                }
            }
            // A fresh solver with the same variables and constraints.
            var fresh = ConstraintSolver()
            for variable in variables { _ = fresh.makeVariable(named: variable.name) }
            for id in ids { try fresh.add(solver.constraint(id)!) }
            for variable in edited {
                let edit = solver.constraint(solver.edits[variable.id]!.constraint)!
                try fresh.addEditVariable(variable, priority: edit.priority)
                try fresh.suggestValue(edit.rhs.constant, for: variable)
            }
            solver.updateVariables()
            fresh.updateVariables()
            #expect(solver.requiredHold(), "seed \(seed) step \(step)")
            let ours = solver.weightedError()
            let theirs = fresh.weightedError()
            #expect(abs(ours - theirs) <= 1e-7 * max(1, theirs), "seed \(seed) step \(step): \(ours) vs \(theirs)")
        }
    }
}
