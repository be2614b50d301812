/// Keeping rounding error from accumulating over any number of operations.
///
/// Every pivot rewrites rows in floating point, so over a long edit session
/// the tableau could drift from the constraints it stands for: required
/// constraints held a little less exactly, objective coefficients a little
/// off (and a weak preference given up that need not be). The policy: after
/// every `max(refreshPivots, r)` pivots, for *r* rows (1,000 pivots at
/// least), the solver measures the drift at the end of the operation,
///
/// 1. the objective: it is rebuilt from the constraints' weights (each
///    error symbol times its weight, basic ones replaced by their rows);
///    when a coefficient differs from the kept one by more than
///    ``driftBound`` of its size, the rebuilt objective replaces it and the
///    primal simplex re-optimises;
/// 2. the required constraints: when ``largestRequiredViolation()`` passes
///    ``driftBound``, the whole tableau is rebuilt from the constraints, as
///    a new solver would build it, keeping every handle, edit variable and
///    suggested value.
///
/// Cost: a check is O(*c* + *t*) for the *c* cells of the tableau and the
/// *t* terms of the constraints, once per at least *r* pivots, each of
/// which touches at least one row: a few per cent of the pivots' own cost
/// at worst, nothing for operations that do not pivot. A rebuild costs as
/// much as adding every constraint to a new solver, and happens only when
/// the drift is measured past the bound.
extension ConstraintSolver {
    /// The drift, relative to the size of what is measured, past which the
    /// tableau is refreshed: 10⁻¹⁰.
    static let driftBound = 1e-10

    /// Checks the drift when enough pivots were made since the last check
    /// (see the extension's comment) and refreshes what drifted.
    @inline(__always)
    mutating func refreshIfDue() {
        guard pivotsSinceRefresh >= refreshPivots, pivotsSinceRefresh >= rows.count else { return }
        refresh()
    }

    /// Measures the drift now and refreshes what drifted; returns what it did.
    @discardableResult
    mutating func refresh() -> (objective: Bool, rebuilt: Bool) {
        pivotsSinceRefresh = 0
        var refreshedObjective = false
        let fresh = rebuiltObjective()
        if objectiveDrift(from: fresh) > Self.driftBound {
            objective = fresh
            markObjectiveCandidates(in: fresh)
            optimize(objectiveRow: false)
            refreshedObjective = true
        }
        guard largestRequiredViolation() > Self.driftBound else { return (refreshedObjective, false) }
        return (refreshedObjective, rebuild())
    }

    /// The objective as the constraints define it, over the current
    /// nonbasic symbols: every non-required constraint's error symbols times
    /// its weight, each basic one replaced by its row.
    func rebuiltObjective() -> Row {
        var result = Row()
        for (_, entry) in constraints.elements where !entry.constraint.priority.isRequired {
            let weight = entry.constraint.priority.weight
            for symbol in [entry.marker, entry.other] where symbol.isValid && symbol.kind == .error {
                if let slot = slot(of: symbol) {
                    result.insert(rows[slot], weight)
                } else {
                    result.insert(symbol, weight)
                }
            }
        }
        return result
    }

    /// The largest difference between a coefficient of the kept objective
    /// and of `fresh`, relative to the larger of the two and 1. The
    /// constants are not compared: they do not steer the simplex.
    func objectiveDrift(from fresh: Row) -> Double {
        var drift = 0.0
        func compare(_ a: Double, _ b: Double) {
            drift = Swift.max(drift, (a - b).magnitude / Swift.max(1, a.magnitude, b.magnitude))
        }
        for cell in objective.cells where !cell.symbol.isDummy {
            compare(cell.coefficient, fresh.coefficient(for: cell.symbol))
        }
        for cell in fresh.cells where !cell.symbol.isDummy && !objective.position(of: cell.symbol).found {
            compare(0, cell.coefficient)
        }
        return drift
    }

    /// Replaces the tableau by one built afresh from the constraints, in
    /// the order they were added, with the same handles, edit variables and
    /// suggested values. Returns `false`, changing nothing, in the unlikely
    /// case that the constraints no longer all hold when added afresh (a
    /// redundant equality judged within the tolerance one way and not the
    /// other).
    mutating func rebuild() -> Bool {
        var fresh = ConstraintSolver()
        fresh.explainsConflicts = explainsConflicts
        fresh.refreshPivots = refreshPivots
        for name in variableNames { _ = fresh.makeVariable(named: name) }
        for (id, entry) in constraints.elements {
            do {
                try fresh.insert(entry.constraint, as: id)
            } catch {
                return false
            }
        }
        fresh.values = values
        fresh.nextConstraint = nextConstraint
        fresh.edits = edits
        fresh.pivotsSinceRefresh = 0
        self = fresh
        return true
    }
}
