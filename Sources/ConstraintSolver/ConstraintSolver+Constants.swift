/// Changing a constraint's constant in place: the classic Cassowary constant
/// edit, which ``suggestValue(_:for:)`` also uses for an edit variable.
///
/// A constraint's row reads `expression + k × σ + … = 0`, where `σ` is its
/// marker (or its second error symbol) and `k` the coefficient it was given
/// (``Entry/coefficients``). When the expression's constant grows by *δ*,
/// the new system is the old one with `σ` replaced by `σ + δ / k`; so the
/// tableau stays valid once the constant of every row that holds `σ` moves
/// by `coefficient × δ / k` (or, when `σ` is basic, its own row's constant by
/// `−δ / k`). No coefficient changes, so the objective stays optimal and the
/// dual simplex method only has to repair rows that went negative.
extension ConstraintSolver {
    /// Changes the constant of a constraint's right side, keeping its
    /// handle, relation and priority, and re-optimises from the current
    /// solution; call ``updateVariables()`` to read the result.
    ///
    /// After the call, `constraint(_:)` reports the constraint with `constant`
    /// as `rhs.constant`: `x == y + 8` becomes `x == y + 12` with a constant
    /// of 12. Setting the constant it already has does nothing.
    ///
    /// ```swift
    /// let width = try solver.add(Constraint(container.width, .equal, 320))
    /// try solver.updateConstant(of: width, to: 414)
    /// solver.updateVariables()
    /// ```
    ///
    /// - Parameters:
    ///   - constraint: A handle from ``add(_:)``.
    ///   - constant: The new constant of the right side.
    /// - Throws: ``SolverError`` of kind `unknownConstraint` when the handle
    ///   is not in the solver or belongs to an edit variable (suggest its
    ///   value instead), `invalidNumber` when `constant` is not finite or
    ///   larger than ``largestMagnitude``, and `conflictingConstraints` when
    ///   the constraint is required and can no longer hold with the other
    ///   required constraints; the error names the changed constraint first,
    ///   then a smallest set of the others that it contradicts. The solver is
    ///   then unchanged.
    /// - Complexity: Proportional to the rows that hold the constraint's
    ///   marker, plus the pivots needed to restore feasibility (often none);
    ///   a conflict costs as much as one in ``add(_:)``.
    public mutating func updateConstant(of constraint: ConstraintID, to constant: Double) throws(SolverError) {
        guard let entry = constraints[constraint], !edits.values.contains(where: { $0.constraint == constraint })
        else {
            throw SolverError(.unknownConstraint, "no constraint \(constraint.rawValue) in the solver")
        }
        guard constant.isFinite, constant.magnitude <= Self.largestMagnitude else {
            throw SolverError(
                .invalidNumber, "constant \(constant) for \(entry.constraint) is not a finite number up to 10⁹")
        }
        var changed = entry.constraint
        changed.rhs.constant = constant
        guard moveConstant(of: constraint, to: constant) else {
            guard explainsConflicts else {
                throw SolverError(
                    .conflictingConstraints, "Conflicting required constraints:", conflicts: [changed.description])
            }
            throw conflict(adding: changed, excluding: constraint)
        }
        refreshIfDue()
        checkInvariants()
    }

    /// Changes the constants of several constraints at once, then restores
    /// feasibility in one pass of the dual simplex method.
    ///
    /// The result is the one ``updateConstant(of:to:)`` gives for each
    /// change in turn, but the rows only have to be repaired once, for the
    /// final constants: a list cell shown again with a new height and new
    /// text sizes usually keeps its basis, so its constants move and no
    /// pivot is needed, where editing them one at a time passes through
    /// states that are not feasible.
    ///
    /// - Parameter changes: Each constraint's handle and new constant, in
    ///   order; a handle may appear more than once (the last wins).
    /// - Throws: As ``updateConstant(of:to:)``, for the first change that
    ///   cannot be made; the solver is then unchanged.
    /// - Complexity: Proportional to the rows that hold the changed
    ///   constraints' markers, plus the pivots the final constants need.
    public mutating func updateConstants(
        _ changes: some Collection<(constraint: ConstraintID, constant: Double)>
    ) throws(SolverError) {
        var touchesRequired = false
        var feasible = true
        var undo: [(id: ConstraintID, entry: Entry)] = []
        var moved: ContiguousArray<(slot: Int32, constant: Double)> = []
        for (id, constant) in changes {
            guard let entry = constraints[id], constant.isFinite, constant.magnitude <= Self.largestMagnitude,
                !edits.values.contains(where: { $0.constraint == id })
            else {
                feasible = false
                break
            }
            guard let shift = shift(id, to: constant) else { continue }
            undo.append((id, entry))
            if entry.constraint.priority.isRequired { touchesRequired = true }
            if !shift { feasible = false }
            moved += shiftedConstants
        }
        if feasible && (infeasible.isEmpty || !touchesRequired) {
            // Every error absorbs what the non-required changes do, so the
            // dual simplex cannot fail.
            dualOptimize()
            refreshIfDue()
            checkInvariants()
            return
        }
        // Put the constants back exactly; then either repair once, recording
        // what the pivots change to put back if they fail, or make the
        // changes one at a time, which finds the one that fails and words
        // its error.
        for change in moved.reversed() { rows[Int(change.slot)].constant = change.constant }
        for (id, entry) in undo.reversed() { constraints[id] = entry }
        infeasible.removeAll(keepingCapacity: true)
        if feasible {
            beginUndoLog()
            for (id, constant) in changes { _ = shift(id, to: constant) }
            if dualOptimize() {
                commitUndoLog()
                refreshIfDue()
                checkInvariants()
                return
            }
            rollBackUndoLog()
            for (id, entry) in undo.reversed() { constraints[id] = entry }
        }
        // Rare: a required change fails. A copy to fall back on, as each
        // change may refresh or rebuild the tableau.
        let saved = self
        do {
            for (id, constant) in changes { try updateConstant(of: id, to: constant) }
        } catch {
            self = saved
            throw error
        }
    }

    /// Gives the constraint `id` the right-side constant `constant` in its
    /// entry and in the constants of the rows (see ``shiftConstant(of:by:)``),
    /// without repairing them.
    ///
    /// - Returns: Whether every dummy's row stayed zero; `nil`, changing
    ///   nothing, when the constraint is unknown or has that constant.
    private mutating func shift(_ id: ConstraintID, to constant: Double) -> Bool? {
        guard var entry = constraints[id] else { return nil }
        let delta = entry.constraint.rhs.constant - constant
        guard delta != 0 else { return nil }
        let feasible = shiftConstant(of: entry, by: delta)
        entry.constraint.rhs.constant = constant
        constraints[id] = entry
        return feasible
    }

    /// Gives the constraint `id` the right-side constant `constant` and
    /// restores feasibility; returns `false`, with the solver unchanged,
    /// when the required constraints can no longer all hold.
    mutating func moveConstant(of id: ConstraintID, to constant: Double) -> Bool {
        guard var entry = constraints[id] else { return false }
        // The expression lhs − rhs gains `delta` in its constant.
        let delta = entry.constraint.rhs.constant - constant
        guard delta != 0 else { return true }
        entry.constraint.rhs.constant = constant
        let feasible = shiftConstant(of: entry, by: delta)
        if !entry.constraint.priority.isRequired {
            // Its errors absorb any change: the dual simplex always succeeds.
            dualOptimize()
            constraints[id] = entry
            return true
        }
        if feasible && infeasible.isEmpty {
            constraints[id] = entry
            return true
        }
        // Some row went negative, or a redundant equality no longer holds:
        // undo the shift exactly, and only if pivots may be needed record
        // what they change, to put back if they fail.
        for change in shiftedConstants { rows[Int(change.slot)].constant = change.constant }
        infeasible.removeAll(keepingCapacity: true)
        guard feasible else { return false }
        beginUndoLog()
        _ = shiftConstant(of: entry, by: delta)
        guard dualOptimize() else {
            rollBackUndoLog()
            return false
        }
        commitUndoLog()
        constraints[id] = entry
        return true
    }

    /// Moves the constant of every row that holds the entry's marker (or
    /// of the row of its marker or second symbol, when basic) for its
    /// expression's constant growing by `delta`, recording each row's old
    /// constant in ``shiftedConstants`` and queueing restricted rows that go
    /// negative. Returns `false` when a dummy's row stops being zero: a
    /// redundant required equality no longer holds, which no pivot repairs.
    mutating func shiftConstant(of entry: Entry, by delta: Double) -> Bool {
        shiftedConstants.removeAll(keepingCapacity: true)
        let coefficients = entry.coefficients
        var feasible = true
        func move(_ slot: Int, by amount: Double) {
            logRow(slot)
            shiftedConstants.append((Int32(slot), rows[slot].constant))
            rows[slot].constant += amount
            let basic = basicOfSlot[slot]
            if basic.isDummy {
                if rows[slot].constant.magnitude >= Self.tolerance { feasible = false }
            } else if !basic.isExternal && rows[slot].constant < 0 {
                infeasible.append(basic)
            }
        }
        if let slot = slot(of: entry.marker) {
            move(slot, by: -delta / coefficients.marker)
        } else if entry.other.isValid, let slot = slot(of: entry.other) {
            move(slot, by: -delta / coefficients.other)
        } else {
            let shift = delta / coefficients.marker
            for slot in rowsHolding(entry.marker) {
                let slot = Int(slot)
                move(slot, by: shift * rows[slot].coefficient(for: entry.marker))
            }
        }
        return feasible
    }
}

extension ConstraintSolver.Entry {
    /// The coefficients ``ConstraintSolver/makeRow(for:)`` gave the marker
    /// and the second symbol in `expression + … = 0` (before any change of
    /// sign): +1 for a slack that makes `≤` an equation, −1 for `≥`; +1 for
    /// a required equality's dummy; −1 and +1 for the errors of a
    /// non-required equality; the opposite of the slack's for the error of a
    /// non-required inequality.
    var coefficients: (marker: Double, other: Double) {
        switch constraint.relation {
        case .lessThanOrEqual: (1, -1)
        case .greaterThanOrEqual: (-1, 1)
        case .equal: constraint.priority.isRequired ? (1, 0) : (-1, 1)
        }
    }
}
