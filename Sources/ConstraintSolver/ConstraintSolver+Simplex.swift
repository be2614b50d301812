/// The simplex machinery, in Kiwi's passes: build a row for a constraint
/// over the nonbasic symbols (``makeRow(for:)``), choose the symbol it is
/// solved for (``chooseSubject(_:_:)``) or find a feasible one with an
/// artificial variable, then minimise the objective (``optimize(_:)``);
/// suggested values move constants and the dual simplex method
/// (``dualOptimize()``) restores feasibility.
///
/// Legend: a *slot* is the index of a row in `rows`; the symbol a row is
/// solved for is its *basic* symbol; a *column* lists the slots of the rows
/// that may hold a symbol.
extension ConstraintSolver {
    /// The internal failure of ``insert(_:as:)``: the constraint cannot hold.
    struct Unsatisfiable: Error {}

    // MARK: Symbols and slots

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(serial: nextSerial, kind: kind)
        nextSerial += 1
        slotOfSerial.append(-1)
        columns.append(Column())
        isObjectiveCandidate.append(false)
        return symbol
    }

    /// Forgets the symbols made since there were `count`; they must be in
    /// no row.
    mutating func dropSymbols(downTo count: Int) {
        nextSerial = count
        slotOfSerial.removeLast(slotOfSerial.count - count)
        columns.removeLast(columns.count - count)
        isObjectiveCandidate.removeLast(isObjectiveCandidate.count - count)
        objectiveCandidates.removeAll { $0.serial >= count }
    }

    /// The row whose basic symbol is `symbol`, if any.
    @inline(__always)
    func slot(of symbol: Symbol) -> Int? {
        let slot = slotOfSerial[symbol.serial]
        return slot >= 0 ? Int(slot) : nil
    }

    /// Stores `row` as the row of `basic` and lists it in its symbols' columns.
    mutating func store(_ row: Row, basic: Symbol) {
        tableauVersion &+= 1
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basicOfSlot[slot] = basic
            storeOrder[slot] = storedRowCount
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
            storeOrder.append(storedRowCount)
            slotStamps.append(0)
        }
        storedRowCount += 1
        slotOfSerial[basic.serial] = Int32(slot)
        for cell in row.cells { note(cell.symbol, inRowAt: slot) }
    }

    /// Lists the row in `slot` in `symbol`'s column. A column keeps stale
    /// entries until it is read; one that grows past twice the rows (a
    /// symbol in many rows added and removed, never read) is pruned here,
    /// so no column outgrows the tableau.
    @inline(__always)
    mutating func note(_ symbol: Symbol, inRowAt slot: Int) {
        logColumn(symbol.serial)
        columns[symbol.serial].append(Int32(slot))
        if columns[symbol.serial].count > 2 * rows.count + 16 { _ = rowsHolding(symbol) }
    }

    /// Removes the row in `slot` and returns it.
    mutating func take(_ slot: Int) -> Row {
        tableauVersion &+= 1
        let row = rows[slot]
        rows[slot] = Row()
        slotOfSerial[basicOfSlot[slot].serial] = -1
        basicOfSlot[slot] = .invalid
        freeSlots.append(Int32(slot))
        return row
    }

    /// The slots of the rows that hold `symbol`, each once; drops stale
    /// entries from its column on the way.
    mutating func rowsHolding(_ symbol: Symbol) -> Column {
        stamp &+= 1
        if stamp == 0 {
            for index in slotStamps.indices { slotStamps[index] = 0 }
            stamp = 1
        }
        logColumn(symbol.serial)
        var column = columns[symbol.serial]
        columns[symbol.serial] = Column()
        var kept = 0
        for index in column.indices {
            let slot = Int(column[index])
            guard basicOfSlot[slot].isValid, slotStamps[slot] != stamp, rows[slot].position(of: symbol).found
            else { continue }
            slotStamps[slot] = stamp
            column[kept] = column[index]
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[symbol.serial] = column
        return column
    }

    /// Registers in the columns the symbols `added` that the row in `slot` gained.
    @inline(__always)
    mutating func registerAdded(in slot: Int) {
        for symbol in added { note(symbol, inRowAt: slot) }
        added.removeAll(keepingCapacity: true)
    }

    // MARK: Adding and removing

    /// Adds a validated constraint; on failure the tableau is as before.
    mutating func insert(_ constraint: Constraint, as id: ConstraintID) throws(Unsatisfiable) {
        let symbolCount = nextSerial
        var (row, marker, other) = makeRow(for: constraint)
        let fresh = freshVariable(in: row)
        if fresh.isValid {
            // No row depends on it: its row may keep naming basic variables.
            row.solve(for: fresh)
            store(row, basic: fresh)
            constraints[id] = Entry(constraint: constraint, marker: marker, other: other)
            optimize(objectiveRow: false)
            return
        }
        row = expanded(row)
        if row.constant < 0 { row.reverseSign() }
        var subject = chooseSubject(row, marker, other)
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            guard row.constant.magnitude < Self.tolerance else {
                dropSymbols(downTo: symbolCount)
                throw Unsatisfiable()
            }
            // A redundant equality: keep its dummy basic, at exactly 0.
            row.constant = 0
            subject = marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, row)
            store(row, basic: subject)
        } else {
            var saved = self
            guard addWithArtificialVariable(row) else {
                saved.dropSymbols(downTo: symbolCount)
                self = saved
                throw Unsatisfiable()
            }
        }
        constraints[id] = Entry(constraint: constraint, marker: marker, other: other)
        optimize(objectiveRow: false)
    }

    /// Removes a constraint known to be in the solver.
    mutating func removeConstraint(_ id: ConstraintID) {
        guard let entry = constraints.removeValue(forKey: id) else { return }
        // The constraint's errors leave the objective.
        let weight = entry.constraint.priority.weight
        for symbol in [entry.marker, entry.other] where symbol.isValid && symbol.kind == .error {
            if let slot = slot(of: symbol) {
                objective.insert(rows[slot], -weight)
                markObjectiveCandidates(in: rows[slot])
            } else {
                objective.insert(symbol, -weight)
                markObjectiveCandidate(symbol)
            }
        }
        // Make the marker basic, then drop its row.
        if let slot = slot(of: entry.marker) {
            _ = take(slot)
        } else if let (slot, expandedRow) = markerLeavingRow(entry.marker) {
            let leaving = basicOfSlot[slot]
            var row = expandedRow
            _ = take(slot)
            row.solve(for: leaving, entry.marker)
            substitute(entry.marker, row)
        }
        optimize(objectiveRow: false)
    }

    // MARK: Pass 1: the row of a new constraint

    /// The constraint as a row over its variables (basic or not: see
    /// ``expanded(_:)``), with its marker and second symbol; the errors of
    /// a non-required constraint enter the objective.
    mutating func makeRow(for constraint: Constraint) -> (row: Row, marker: Symbol, other: Symbol) {
        // lhs − rhs, without building the expression.
        var row = Row(constant: constraint.lhs.constant - constraint.rhs.constant)
        // The terms, and the marker and the second error symbol if any.
        let symbols = constraint.priority.isRequired ? 1 : 2
        row.cells.reserveCapacity(constraint.lhs.terms.count + constraint.rhs.terms.count + symbols)
        for term in constraint.lhs.terms where term.coefficient != 0 {
            row.insert(variableSymbols[term.variable.id], term.coefficient)
        }
        for term in constraint.rhs.terms where term.coefficient != 0 {
            row.insert(variableSymbols[term.variable.id], -term.coefficient)
        }
        var marker = Symbol.invalid
        var other = Symbol.invalid
        let required = constraint.priority.isRequired
        let weight = required ? 0 : constraint.priority.weight
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for ≤, expression − slack = 0 for ≥.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.insert(marker, sign)
            if !required {
                other = makeSymbol(.error)
                row.insert(other, -sign)
                objective.insert(other, weight)
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy)
                row.insert(marker, 1)
            } else {
                marker = makeSymbol(.error)
                other = makeSymbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                objective.insert(marker, weight)
                objective.insert(other, weight)
            }
        }
        return (row, marker, other)
    }

    // MARK: Pass 2: the symbol to solve for

    /// For a row over nonbasic symbols: a variable in the row if there is
    /// one; else the constraint's slack
    /// or error symbol when its coefficient is negative (so solving keeps it
    /// non-negative); else ``Symbol/invalid``.
    func chooseSubject(_ row: Row, _ marker: Symbol, _ other: Symbol) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if marker.isPivotable && row.coefficient(for: marker) < 0 { return marker }
        if other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return .invalid
    }

    /// Adds a row with no good subject through phase one: an artificial
    /// variable equal to the row is minimised; the row can hold if it
    /// reaches 0. Returns whether it did (the tableau must then be restored
    /// by the caller if not).
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        store(row, basic: art)
        artificial = row
        optimize(objectiveRow: true)
        let success = artificial!.constant.magnitude < Self.tolerance
        artificial = nil
        if let slot = slot(of: art) {
            var artRow = take(slot)
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            store(artRow, basic: entering)
        }
        tableauVersion &+= 1
        for slot in rowsHolding(art) { rows[Int(slot)].remove(art) }
        objective.remove(art)
        return success
    }

    // MARK: Pass 3: optimise

    /// Primal simplex: pivots while some nonbasic, non-dummy symbol has a
    /// negative coefficient in the objective (or the artificial objective)
    /// and a row that bounds it.
    ///
    /// A coefficient above −``optimalityTolerance`` counts as zero: weights
    /// reach 10⁹, so sums of them leave noise far above ``tolerance``. And a
    /// symbol that no row bounds is passed over for the next one: the
    /// objective is a weighted sum of non-negative errors, so it cannot fall
    /// without bound, and such a symbol's negative coefficient is rounding
    /// noise. Stopping at it (as Kiwi does) left later, real improvements
    /// undone.
    mutating func optimize(objectiveRow artificialObjective: Bool) {
        guard artificialObjective else {
            while let (entering, slot) = enteringCandidate() { pivot(slot: slot, entering: entering) }
            pruneObjectiveCandidates()
            return
        }
        while true {
            let target = artificialObjective ? artificial! : objective
            var pivoted = false
            for cell in target.cells where cell.coefficient < -Self.optimalityTolerance && !cell.symbol.isDummy {
                if let leavingSlot = leavingSlot(for: cell.symbol) {
                    pivot(slot: leavingSlot, entering: cell.symbol)
                    pivoted = true
                    break
                }
            }
            if !pivoted { return }
        }
    }

    /// The ratio test: among the restricted rows in which `entering` has a
    /// negative coefficient, the one that bounds it first; `nil` when none
    /// does.
    mutating func leavingSlot(for entering: Symbol) -> Int? {
        var best = Double.infinity
        var leavingSlot: Int?
        for slot in rowsHolding(entering) {
            let slot = Int(slot)
            guard !basicOfSlot[slot].isExternal else { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < best {
                    best = ratio
                    leavingSlot = slot
                }
            }
        }
        return leavingSlot
    }

    /// Dual simplex: while a restricted row is negative, pivots it out for
    /// the symbol with the smallest ratio of objective to row coefficient.
    /// Returns `false` when a negative row has no symbol with a positive
    /// coefficient to enter (restricted rows hold no variables, and dummies
    /// are 0): the required constraints cannot all hold.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        var feasible = true
        while let leaving = infeasible.popLast() {
            guard let slot = slot(of: leaving), rows[slot].constant < 0 else { continue }
            var entering = Symbol.invalid
            var best = Double.infinity
            for cell in rows[slot].cells where cell.coefficient > 0 && !cell.symbol.isDummy {
                let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
                if ratio < best {
                    best = ratio
                    entering = cell.symbol
                }
            }
            guard entering.isValid else {
                feasible = false
                continue
            }
            pivot(slot: slot, entering: entering)
        }
        return feasible
    }

    /// Makes `entering` basic in the row in `slot`, and replaces it in
    /// every other row and the objectives.
    mutating func pivot(slot: Int, entering: Symbol) {
        tableauVersion &+= 1
        pivotsSinceRefresh += 1
        let leaving = basicOfSlot[slot]
        logRow(slot)
        logSlot(of: leaving)
        logSlot(of: entering)
        rows[slot].solve(for: leaving, entering)
        note(leaving, inRowAt: slot)
        slotOfSerial[leaving.serial] = -1
        basicOfSlot[slot] = entering
        slotOfSerial[entering.serial] = Int32(slot)
        substitute(entering, rows[slot])
    }

    /// Replaces `symbol` by `row` in every row that holds it (except the
    /// row itself, which no longer does) and in the objectives; restricted
    /// rows that go negative are queued for the dual simplex.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        tableauVersion &+= 1
        for slot in rowsHolding(symbol) {
            let slot = Int(slot)
            logRow(slot)
            if rows[slot].substitute(symbol, row, added: &added) {
                registerAdded(in: slot)
                // A dummy's row only ever gains dummies, times a constant
                // of 0 (see ``markerLeavingRow(_:)``): never queued.
                let basic = basicOfSlot[slot]
                if basic.isPivotable && rows[slot].constant < 0 { infeasible.append(basic) }
            }
        }
        logColumn(symbol.serial)
        columns[symbol.serial] = Column()
        logObjective()
        if objective.position(of: symbol).found { markObjectiveCandidates(in: row) }
        objective.substitute(symbol, row)
        if artificial != nil { artificial!.substitute(symbol, row) }
    }

    /// The row to pivot a removed constraint's marker into, over nonbasic
    /// symbols, chosen so that every constraint that stays keeps holding.
    ///
    /// Pivoting the marker `m` into the row of `b` (`b = k + c·m + …`) and
    /// dropping that row removes the constraint: `m` then appears in no row,
    /// so it is free. In the current solution `m` moves from 0 to `t = −k / c`
    /// (so that `b` becomes a nonbasic 0), and every other row holding `m`
    /// moves its constant by `c′·t`. The choice keeps every row valid:
    ///
    /// 1. A basic dummy's row that holds `m`: it leaves first. Its constant
    ///    is 0 (a dummy is 0), so `t = 0` and no constant moves; it holds
    ///    only dummies, so the rows that gain its cells gain only dummies.
    ///    Any other choice moves `m` by some `t ≠ 0` and this row's
    ///    constant by `c·t ≠ 0`, breaking the equality its dummy stands for.
    /// 2. Otherwise, among restricted rows (slacks and errors, ≥ 0) with a
    ///    negative coefficient, the smallest ratio `t = −k / c ≥ 0`: rows
    ///    with a negative coefficient fall by at most their constant, rows
    ///    with a positive one grow, and no dummy's row holds `m`, so every
    ///    restricted row stays ≥ 0 and every dummy's row stays 0.
    /// 3. Otherwise (every restricted row holding `m` has a positive
    ///    coefficient), the smallest ratio `k / c ≥ 0`, with `t = −k / c ≤ 0`:
    ///    each such row falls by at most its constant, by the same argument.
    /// 4. Otherwise only variables' rows hold `m`: no restricted row moves
    ///    at all, and variables are unrestricted. A variable's row may name
    ///    other variables, so it is expanded; one that names no other
    ///    holder of `m` keeps its coefficient, so one is always found.
    ///
    /// Returns `nil` when no row holds `m`: it is free already.
    mutating func markerLeavingRow(_ marker: Symbol) -> (slot: Int, row: Row)? {
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        var first: Int?
        var second: Int?
        var variableRows: [Int] = []
        for slot in rowsHolding(marker) {
            let slot = Int(slot)
            let basic = basicOfSlot[slot]
            if basic.isDummy {
                // Case 1. The constant is 0 to within the tolerance; make it
                // exactly 0 so that nothing moves.
                rows[slot].constant = 0
                return (slot, rows[slot])
            }
            let coefficient = rows[slot].coefficient(for: marker)
            if basic.isExternal {
                variableRows.append(slot)
            } else if coefficient < 0 {
                let ratio = -rows[slot].constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = rows[slot].constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        if let slot = first ?? second { return (slot, rows[slot]) }
        for slot in variableRows.reversed() {
            let row = expanded(rows[slot])
            if row.position(of: marker).found { return (slot, row) }
        }
        return nil
    }
}
