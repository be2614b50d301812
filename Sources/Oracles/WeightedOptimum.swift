import ConstraintSolver

/// The optimum of a system of constraints with priorities, computed exactly
/// and independently of ``ConstraintSolver``: an oracle for it.
///
/// The problem is the one the solver's documentation states: required
/// constraints must hold; minimise, over the others, how far each is broken
/// times its priority's weight (``ConstraintPriority/weight``). It is
/// written as a linear program in standard form and solved by the textbook
/// two-phase simplex method on a dense tableau of ``Fraction``s, with
/// Bland's rule (the lowest-numbered improving column enters, ties in the
/// ratio test go to the lowest-numbered basic column), which cannot cycle.
/// No tolerance anywhere: a number is 0 or it is not.
///
/// Columns: each variable `x` is `p − n` with `p, n ≥ 0`. A constraint
/// `e relation 0`, for `e = Σ a·x + c`, becomes one row `Σ a·(p − n) + … = −c`
/// with, for a required `<=` a slack `+s`, for `>=` `−s`; for a weighted
/// `==` errors `−u + v`, `<=` `+s − u`, `>=` `−s + u`, each error costing
/// the weight (so `u` is how far the constraint is broken). Phase one
/// minimises one artificial column per row; a positive minimum means the
/// required constraints cannot all hold.
public struct WeightedOptimum: Sendable {
    /// One constraint, `Σ coefficient × variable + constant relation 0`.
    public struct Row: Sendable {
        /// The terms, by variable index.
        public var terms: [(variable: Int, coefficient: Fraction)]
        /// The constant.
        public var constant: Fraction
        /// How the expression relates to 0.
        public var relation: ConstraintRelation
        /// The weight of its error, `nil` for a required constraint.
        public var weight: Fraction?

        /// The row of `constraint`, its variables indexed by id and its
        /// weight the priority's.
        ///
        /// - Throws: ``Fraction/Overflow`` when a number is not exact as a
        ///   fraction over `Int` (a weight of 10^((p − 1) / 111) is a whole
        ///   number only for p = 1 + 111·k).
        public init(_ constraint: Constraint) throws(Fraction.Overflow) {
            let expression = constraint.lhs - constraint.rhs
            terms = []
            for term in expression.terms {
                terms.append((term.variable.id, try Fraction(exactly: term.coefficient)))
            }
            constant = try Fraction(exactly: expression.constant)
            relation = constraint.relation
            weight = constraint.priority.isRequired ? nil : try Fraction(exactly: constraint.priority.weight)
        }
    }

    /// The least weighted error.
    public var objective: Fraction
    /// Each variable's value where every optimal solution gives it the
    /// same one; `nil` where optimal solutions differ in it (or it is in no
    /// constraint).
    public var values: [Fraction?]

    /// Solves the system.
    ///
    /// - Parameters:
    ///   - variables: The number of variables; rows name them by index.
    ///   - rows: The constraints.
    /// - Returns: The optimum, or `nil` when the required rows cannot all hold.
    /// - Throws: ``Fraction/Overflow`` when a number outgrows `Int`: the
    ///   answer is then unknown.
    public static func solve(variables: Int, rows: [Row]) throws(Fraction.Overflow) -> WeightedOptimum? {
        var tableau = try Tableau(variables: variables, rows: rows)
        // Phase one: minimise the sum of the artificial columns.
        var phaseOne = [Fraction](repeating: .zero, count: tableau.columnCount)
        for column in tableau.artificialColumns { phaseOne[column] = .one }
        try tableau.setObjective(phaseOne)
        _ = try tableau.minimise(allowed: tableau.realColumns)
        guard tableau.objectiveValue == .zero else { return nil }
        try tableau.driveOutArtificials()
        // Phase two: the weighted errors.
        try tableau.setObjective(tableau.costs)
        _ = try tableau.minimise(allowed: tableau.realColumns)
        let objective = tableau.objectiveValue
        // The optimal face: nonbasic columns whose reduced cost is 0 may
        // move; the others stay 0. Each variable is minimised and maximised
        // over it.
        let free = tableau.realColumns.filter { tableau.objectiveRow[$0] == .zero }
        let mentioned = Set(rows.flatMap { $0.terms.map(\.variable) })
        var values: [Fraction?] = []
        for variable in 0..<variables {
            guard mentioned.contains(variable) else {
                values.append(nil)
                continue
            }
            var bounds: [Fraction] = []
            for sign in [1, -1] {
                var copy = tableau
                var cost = [Fraction](repeating: .zero, count: tableau.columnCount)
                cost[2 * variable] = Fraction(integer: sign)
                cost[2 * variable + 1] = Fraction(integer: -sign)
                try copy.setObjective(cost)
                guard try copy.minimise(allowed: free) else { break }
                bounds.append(try copy.value(of: variable))
            }
            values.append(bounds.count == 2 && bounds[0] == bounds[1] ? bounds[0] : nil)
        }
        return WeightedOptimum(objective: objective, values: values)
    }

    /// A dense simplex tableau: `rows[r]` is the row of basic column
    /// `basis[r]`, its last entry the right-hand side; `objectiveRow` holds
    /// the reduced costs and, last, minus the objective's value.
    struct Tableau {
        var rows: [[Fraction]]
        var basis: [Int]
        var objectiveRow: [Fraction]
        var costs: [Fraction]
        var columnCount: Int
        var realColumns: [Int]
        var artificialColumns: [Int]

        init(variables: Int, rows constraints: [Row]) throws(Fraction.Overflow) {
            // Columns: p and n for each variable, then each row's extras,
            // then one artificial per row.
            var extras: [[(column: Int, coefficient: Int)]] = []
            var costs = [Fraction](repeating: .zero, count: 2 * variables)
            for row in constraints {
                var list: [(column: Int, coefficient: Int)] = []
                func add(_ coefficient: Int, cost: Fraction) {
                    list.append((costs.count, coefficient))
                    costs.append(cost)
                }
                if let weight = row.weight {
                    switch row.relation {
                    case .equal:
                        add(-1, cost: weight)
                        add(1, cost: weight)
                    case .lessThanOrEqual:
                        add(1, cost: .zero)
                        add(-1, cost: weight)
                    case .greaterThanOrEqual:
                        add(-1, cost: .zero)
                        add(1, cost: weight)
                    }
                } else {
                    switch row.relation {
                    case .equal: break
                    case .lessThanOrEqual: add(1, cost: .zero)
                    case .greaterThanOrEqual: add(-1, cost: .zero)
                    }
                }
                extras.append(list)
            }
            realColumns = Array(costs.indices)
            artificialColumns = Array(costs.count..<(costs.count + constraints.count))
            costs += [Fraction](repeating: .zero, count: constraints.count)
            self.costs = costs
            columnCount = costs.count
            rows = []
            basis = []
            objectiveRow = []
            for (index, row) in constraints.enumerated() {
                var entries = [Fraction](repeating: .zero, count: columnCount + 1)
                for term in row.terms {
                    entries[2 * term.variable] = try entries[2 * term.variable] + term.coefficient
                    entries[2 * term.variable + 1] = -entries[2 * term.variable]
                }
                for extra in extras[index] { entries[extra.column] = Fraction(integer: extra.coefficient) }
                entries[columnCount] = -row.constant
                if entries[columnCount] < .zero { entries = entries.map { -$0 } }
                entries[artificialColumns[index]] = .one
                rows.append(entries)
                basis.append(artificialColumns[index])
            }
        }

        /// Minus the last entry of the objective row: the objective's value.
        var objectiveValue: Fraction { -objectiveRow[columnCount] }

        /// Makes `cost` the objective: its reduced costs over the current basis.
        mutating func setObjective(_ cost: [Fraction]) throws(Fraction.Overflow) {
            objectiveRow = cost + [.zero]
            for (index, basic) in basis.enumerated() where cost[basic] != .zero {
                for column in 0...columnCount {
                    objectiveRow[column] = try objectiveRow[column] - cost[basic] * rows[index][column]
                }
            }
        }

        /// The value of variable `variable`: its `p` minus its `n`.
        func value(of variable: Int) throws(Fraction.Overflow) -> Fraction {
            func column(_ column: Int) -> Fraction {
                basis.firstIndex(of: column).map { rows[$0][columnCount] } ?? .zero
            }
            return try column(2 * variable) - column(2 * variable + 1)
        }

        /// The simplex method over the `allowed` columns, by Bland's rule.
        /// Returns `false` when the objective falls without bound.
        mutating func minimise(allowed: [Int]) throws(Fraction.Overflow) -> Bool {
            while true {
                guard let entering = allowed.first(where: { objectiveRow[$0] < .zero }) else { return true }
                var leaving: Int?
                var best = Fraction.zero
                for index in rows.indices where rows[index][entering] > .zero {
                    let ratio = try rows[index][columnCount] / rows[index][entering]
                    if leaving == nil || ratio < best || (ratio == best && basis[index] < basis[leaving!]) {
                        leaving = index
                        best = ratio
                    }
                }
                guard let leaving else { return false }
                try pivot(row: leaving, column: entering)
            }
        }

        /// Makes `column` basic in row `row`.
        mutating func pivot(row: Int, column: Int) throws(Fraction.Overflow) {
            let divisor = rows[row][column]
            for index in 0...columnCount { rows[row][index] = try rows[row][index] / divisor }
            for other in rows.indices where other != row && rows[other][column] != .zero {
                let factor = rows[other][column]
                for index in 0...columnCount {
                    rows[other][index] = try rows[other][index] - factor * rows[row][index]
                }
            }
            if objectiveRow[column] != .zero {
                let factor = objectiveRow[column]
                for index in 0...columnCount {
                    objectiveRow[index] = try objectiveRow[index] - factor * rows[row][index]
                }
            }
            basis[row] = column
        }

        /// After phase one, pivots every artificial column still basic (at
        /// 0) out for a real column of its row; a row with no real column is
        /// all zero in them and keeps its artificial at 0 for good.
        mutating func driveOutArtificials() throws(Fraction.Overflow) {
            for index in rows.indices where basis[index] >= realColumns.count {
                if let column = realColumns.first(where: { rows[index][$0] != .zero }) {
                    try pivot(row: index, column: column)
                }
            }
        }
    }
}
