import ConstraintSolver

/// A seeded long edit session for the constraint solver: a system of
/// variables and constraints, a few strong edit variables, and a sequence
/// of suggested values. The tests, the benchmark and Kiwi's replay in
/// `Benchmarks/kiwi.sh` all replay the same one.
///
/// The system holds at a hidden reference point (every variable a whole
/// number in 0...3000), so its required constraints can always all hold:
///
/// - a fifth of the constraints are required equalities between two or three
///   variables (a fixed offset, or a midpoint),
/// - two fifths are required inequalities between two variables, some
///   scaled by 2 or ½, most of them local (the second variable within 20 of
///   the first, so that edits push along chains),
/// - the rest are preferences: weak `x == t`, medium `x − y == d`, strong
///   bounds `x <= t` or `x >= t`, with `t` and `d` random (so many cannot
///   hold).
///
/// Variable `k · variables / edits` is the `k`-th edit variable, strong
/// (Kiwi's strong, weight 10⁶), and the suggestions go to the edit
/// variables in turn, each a whole number in 0...3000.
public struct SolverSession: Sendable {
    /// The number of variables; the solver makes them in order, named `v0`, `v1`, …
    public var variableCount: Int
    /// The constraints, in the order they are added, over variables 0..<variableCount.
    public var constraints: [Constraint]
    /// The edit variables, by index, each added with ``editPriority``.
    public var editVariables: [Int]
    /// Each suggestion: the index into ``editVariables`` and the value.
    public var suggestions: [(edit: Int, value: Double)]

    /// Kiwi's strong, weight 10⁶.
    public static let strong = ConstraintPriority(1 + 111 * 6)
    /// Kiwi's medium, weight 10³.
    public static let medium = ConstraintPriority(1 + 111 * 3)
    /// Kiwi's weak, weight 1.
    public static let weak = ConstraintPriority(1)
    /// The edit variables' priority: strong.
    public static let editPriority = strong

    /// Generates a session.
    ///
    /// - Parameters:
    ///   - variables: The number of variables, at least 2.
    ///   - constraints: The number of constraints.
    ///   - edits: The number of edit variables, at most `variables`.
    ///   - suggestions: The number of suggested values.
    ///   - seed: The seed.
    public init(variables: Int, constraints: Int, edits: Int, suggestions: Int, seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        variableCount = variables
        let v = (0..<variables).map { Variable(id: $0, name: "v\($0)") }
        let reference = (0..<variables).map { _ in Double(Int.random(in: 0...3_000, using: &random)) }
        // A tree, as views in a layout: every variable but the first has a
        // parent among the ten before it, and constraints link a variable
        // to its parent (and a midpoint to its grandparent too).
        let parent = (0..<variables).map { $0 == 0 ? 0 : $0 - Int.random(in: 1...min($0, 10), using: &random) }
        var list: [Constraint] = []
        for _ in 0..<constraints {
            let j = Int.random(in: 1..<variables, using: &random)
            let i = parent[j]
            let kind = Double.random(in: 0..<1, using: &random)
            if kind < 0.2 {
                if random.chance(0.5) {
                    // v[j] == v[i] + offset.
                    list.append(Constraint(v[j], .equal, v[i] + (reference[j] - reference[i])))
                } else {
                    // v[k] == (v[i] + v[j]) / 2 + offset.
                    // v[j] == r·v[i] + (1 − r)·v[k] + offset.
                    let k = parent[i]
                    let r = [0.5, 1.0 / 3, 0.7].randomElement(using: &random)!
                    let offset = reference[j] - r * reference[i] - (1 - r) * reference[k]
                    list.append(Constraint(v[j], .equal, r * v[i] + (1 - r) * v[k] + offset))
                }
            } else if kind < 0.6 {
                // a·v[j] − b·v[i] >= c, holding at the reference with some slack.
                let a = [1.0, 1, 1, 2, 0.5, 0.3, 1.7].randomElement(using: &random)!
                let b = [1.0, 1, 1, 2, 0.5, 0.3, 1.7].randomElement(using: &random)!
                let value = a * reference[j] - b * reference[i]
                let slack = random.chance(0.3) ? 0 : Double(Int.random(in: 0...200, using: &random))
                list.append(
                    Constraint(a * v[j] - b * v[i], .greaterThanOrEqual, LinearExpression(constant: value - slack)))
            } else if kind < 0.8 {
                list.append(
                    Constraint(v[i], .equal, Double(Int.random(in: 0...3_000, using: &random)), priority: Self.weak))
            } else if kind < 0.9 {
                let difference = Double(Int.random(in: -100...100, using: &random))
                list.append(
                    Constraint(v[j] - v[i], .equal, LinearExpression(constant: difference), priority: Self.medium))
            } else {
                let relation: ConstraintRelation = random.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
                list.append(
                    Constraint(v[i], relation, Double(Int.random(in: 0...3_000, using: &random)), priority: Self.strong)
                )
            }
        }
        self.constraints = list
        editVariables = (0..<edits).map { $0 * variables / max(1, edits) }
        self.suggestions = (0..<suggestions).map { index in
            (index % max(1, edits), Double(Int.random(in: 0...3_000, using: &random)))
        }
    }

    /// The session as text, one operation a line, for a replay in another
    /// solver: `variables N`; `constraint WEIGHT RELATION CONSTANT (VARIABLE
    /// COEFFICIENT)…` for `Σ coefficient × variable + constant RELATION 0`,
    /// with `WEIGHT` the priority's weight or `required` and `RELATION` one
    /// of `<=`, `==`, `>=`; `edit VARIABLE WEIGHT`; `suggest VARIABLE VALUE`.
    /// Numbers are written exactly (Swift's shortest round-trip form).
    public var text: String {
        var lines = ["variables \(variableCount)"]
        for constraint in constraints {
            let expression = constraint.lhs - constraint.rhs
            var terms: [Int: Double] = [:]
            var order: [Int] = []
            for term in expression.terms {
                if terms[term.variable.id] == nil { order.append(term.variable.id) }
                terms[term.variable.id, default: 0] += term.coefficient
            }
            let weight = constraint.priority.isRequired ? "required" : "\(constraint.priority.weight)"
            let cells = order.map { "\($0) \(terms[$0]!)" }.joined(separator: " ")
            lines.append("constraint \(weight) \(constraint.relation) \(expression.constant) \(cells)")
        }
        for variable in editVariables { lines.append("edit \(variable) \(Self.editPriority.weight)") }
        for suggestion in suggestions {
            lines.append("suggest \(editVariables[suggestion.edit]) \(suggestion.value)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SolverSession {
    /// Variable `index` of the session, as the solvers it builds make it.
    public func variable(_ index: Int) -> Variable { Variable(id: index, name: "v\(index)") }

    /// A solver with the session's variables, constraints and edit
    /// variables, each edit variable given `values[k]` if `values` is not
    /// `nil`, updated.
    ///
    /// - Throws: What the solver throws; never for a session this type made.
    public func makeSolver(suggesting values: [Double]? = nil) throws -> ConstraintSolver {
        var solver = ConstraintSolver()
        for index in 0..<variableCount { _ = solver.makeVariable(named: "v\(index)") }
        for constraint in constraints { try solver.add(constraint) }
        for (k, index) in editVariables.enumerated() {
            try solver.addEditVariable(variable(index), priority: Self.editPriority)
            if let values { try solver.suggestValue(values[k], for: variable(index)) }
        }
        solver.updateVariables()
        return solver
    }
}

extension ConstraintSolver {
    /// The objective the solver minimises, at the values of the last
    /// ``updateVariables()``: over every non-required constraint (edit
    /// variables' included), how far it is broken times its priority's
    /// weight.
    package var objectiveValue: Double {
        var sum = 0.0
        for id in constraintIDs {
            guard let constraint = constraint(id), !constraint.priority.isRequired else { continue }
            var value = constraint.lhs.constant - constraint.rhs.constant
            for term in constraint.lhs.terms { value += term.coefficient * self.value(of: term.variable) }
            for term in constraint.rhs.terms { value -= term.coefficient * self.value(of: term.variable) }
            let broken: Double
            switch constraint.relation {
            case .equal: broken = Swift.abs(value)
            case .lessThanOrEqual: broken = Swift.max(0, value)
            case .greaterThanOrEqual: broken = Swift.max(0, -value)
            }
            sum += constraint.priority.weight * broken
        }
        return sum
    }
}
