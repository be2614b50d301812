/// What must hold after every operation, checked in debug builds, and the
/// check of the solution that callers can make in any build.
extension ConstraintSolver {
    /// How far the solution breaks the required constraints: the largest
    /// amount by which one of them fails, relative to the size of its terms.
    ///
    /// Each required constraint `lhs relation rhs` is evaluated at the
    /// solution the solver holds now (the values ``updateVariables()``
    /// would give, whether or not it was called): its excess `e` is
    /// `|lhs − rhs|` for `==`, `max(0, lhs − rhs)` for `<=` and
    /// `max(0, rhs − lhs)` for `>=`, and its scale `s` is
    /// `max(1, |constant| + Σ |coefficient × value|)` over both sides. The
    /// result is the largest `e / s`: 0 when every required constraint holds
    /// exactly, and about 10⁻¹⁶ to 10⁻¹² for a solution that is right up to
    /// rounding. Non-required constraints and edit variables are ignored.
    ///
    /// ```swift
    /// assert(solver.largestRequiredViolation() < 1e-9)
    /// ```
    ///
    /// - Returns: The largest relative violation, or 0 when there is no
    ///   required constraint.
    /// - Complexity: O(*v* + *c* + *t*), where *v* is the number of
    ///   variables, *c* the number of cells in their rows and *t* the number
    ///   of terms in the required constraints.
    public func largestRequiredViolation() -> Double {
        let values = solutionValues()
        var largest = 0.0
        for (_, entry) in constraints.elements where entry.constraint.priority.isRequired {
            largest = Swift.max(largest, Self.violation(of: entry.constraint, at: values))
        }
        return largest
    }

    /// How much `constraint` is broken at `values` (by variable id),
    /// relative to its scale; see ``largestRequiredViolation()``.
    static func violation(of constraint: Constraint, at values: ContiguousArray<Double>) -> Double {
        var difference = constraint.lhs.constant - constraint.rhs.constant
        var scale = constraint.lhs.constant.magnitude + constraint.rhs.constant.magnitude
        for term in constraint.lhs.terms {
            let product = term.coefficient * values[term.variable.id]
            difference += product
            scale += product.magnitude
        }
        for term in constraint.rhs.terms {
            let product = term.coefficient * values[term.variable.id]
            difference -= product
            scale += product.magnitude
        }
        let excess: Double
        switch constraint.relation {
        case .equal: excess = difference.magnitude
        case .lessThanOrEqual: excess = Swift.max(0, difference)
        case .greaterThanOrEqual: excess = Swift.max(0, -difference)
        }
        return excess / Swift.max(1, scale)
    }

    /// The value of every variable in the current tableau, by id, computed
    /// afresh without touching the solver's scratch or ``values``.
    func solutionValues() -> ContiguousArray<Double> {
        solutionValues(order: variableRowOrder())
    }

    /// ``solutionValues()`` with the variables' rows in `order`, from
    /// ``variableRowOrder()``.
    func solutionValues(order: [Int]) -> ContiguousArray<Double> {
        var slotValues = ContiguousArray(repeating: 0.0, count: rows.count)
        for slot in order {
            var value = rows[slot].constant
            for cell in rows[slot].cells {
                if let named = variableSlot(of: cell.symbol) { value += cell.coefficient * slotValues[named] }
            }
            slotValues[slot] = value
        }
        var values = ContiguousArray(repeating: 0.0, count: variableSymbols.count)
        for index in variableSymbols.indices {
            let slot = slotOfSerial[variableSymbols[index].serial]
            if slot >= 0 { values[index] = slotValues[Int(slot)] }
        }
        return values
    }

    /// Checks the tableau: every basic symbol's slot points back to it, no
    /// row holds a basic symbol except variables' rows naming variables
    /// whose rows were stored before theirs (so they form no cycle), every
    /// column lists the rows that hold its symbol, restricted rows are
    /// non-negative, a basic dummy's row holds only dummies and is 0 (the
    /// required equality it stands for holds), and every required
    /// constraint holds to within ``tolerance`` of its scale (see
    /// ``largestRequiredViolation()``). Runs in debug builds.
    func checkInvariants() {
        #if DEBUG
            let order = variableRowOrder()
            for slot in rows.indices where basicOfSlot[slot].isValid {
                let basic = basicOfSlot[slot]
                precondition(slotOfSerial[basic.serial] == Int32(slot), "slot of \(basic.raw) is wrong")
                precondition(
                    basic.isExternal || rows[slot].constant > -Self.tolerance,
                    "restricted row \(basic.raw) is negative: \(rows[slot].constant)")
                if basic.isDummy {
                    precondition(
                        rows[slot].constant.magnitude < Self.tolerance,
                        "dummy row \(basic.raw) is not 0: \(rows[slot].constant)")
                    precondition(
                        rows[slot].cells.allSatisfy(\.symbol.isDummy), "dummy row \(basic.raw) holds another symbol")
                }
                for cell in rows[slot].cells {
                    precondition(
                        slotOfSerial[cell.symbol.serial] < 0 || (basic.isExternal && cell.symbol.isExternal),
                        "row holds basic symbol \(cell.symbol.raw)")
                    if let named = variableSlot(of: cell.symbol) {
                        precondition(storeOrder[named] < storeOrder[slot], "row names a row stored after it")
                    }
                    precondition(columns[cell.symbol.serial].contains(Int32(slot)), "column misses a row")
                }
            }
            for cell in objective.cells {
                precondition(slotOfSerial[cell.symbol.serial] < 0, "objective holds a basic symbol")
            }
            let values = solutionValues(order: order)
            for (id, entry) in constraints.elements where entry.constraint.priority.isRequired {
                let violation = Self.violation(of: entry.constraint, at: values)
                precondition(
                    violation < Self.tolerance,
                    "required constraint \(id.rawValue) is broken by \(violation) of its scale: \(entry.constraint)")
            }
        #endif
    }
}
