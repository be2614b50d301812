/// Variables' rows kept factored, so that a chain of views keeps a sparse
/// tableau.
///
/// In Kiwi's tableau every row is written over nonbasic symbols only. For a
/// vertical chain (`top[i] == top[i − 1] + height[i − 1] + 8`,
/// `height[i] >= 44`) every top and height is basic, and the only nonbasic
/// symbols are the heights' slacks and the equalities' markers, so the row
/// of `top[i]` names all 2*i* of them above it: the tableau holds *n*² cells
/// and building the chain costs O(*n*²). No choice of basis helps: nonbasic
/// symbols are 0, so every symbol with a value other than 0 is basic.
///
/// So the *row of a variable* (a basic external symbol) may name other
/// basic variables, as `top[i] = top[i − 1] + height[i − 1] + 8 − marker`,
/// standing for their rows; it is the same row as Kiwi's, kept factored.
/// Every other row (of a slack, error or dummy) and the objective stay over
/// nonbasic symbols, so the simplex passes read them as before, and the
/// ratio tests and the dual simplex never look at variables' rows. The
/// references form no cycle, because a row keeps them only when it is made
/// for a *fresh* variable, one that no row and not the objective holds: no
/// row can depend on it yet (so a fresh variable is the subject even where
/// Kiwi would pick another variable first; either is a valid basis, and a
/// determined layout gets the same values). Otherwise the new row is
/// expanded first (``expanded(_:)``) and enters the tableau as in Kiwi. A
/// pivot substitutes an expanded row, so it adds no reference; a removed
/// constraint whose marker only variables' rows hold pivots on one of them,
/// expanded. A variable that becomes basic again is substituted out of
/// every row that names it. So a row names only rows stored before it
/// (`storeOrder`), which the invariants check.
///
/// What it costs: adding a constraint for a fresh variable is O(*t*) for its
/// *t* terms, however long the chain above it; a constraint that needs an
/// expanded row pays for the rows it reaches with a factor other than 0,
/// latest stored first. A chain's weak `top[i] == top[i − 1] +
/// height[i − 1] + 12` restates the row of `top[i]`, so its factors for
/// `top[i − 1]` and `height[i − 1]` cancel and the rows above are never
/// read: O(1), where reading every row reached made the chain O(*n*²). A
/// constant edit touches only the rows that hold the marker directly, so
/// widening a chain's parent moves one row instead of *n*. Reading the values
/// (``updateVariables()``) evaluates the references once each, in O(*c*)
/// for *c* cells, or from an ``EvaluationPlan`` while the rows keep their
/// symbols.
extension ConstraintSolver {
    /// The row slot of `symbol` when it is a basic variable: a symbol a
    /// variable's row may name.
    @inline(__always)
    func variableSlot(of symbol: Symbol) -> Int? {
        guard symbol.isExternal else { return nil }
        let slot = slotOfSerial[symbol.serial]
        return slot >= 0 ? Int(slot) : nil
    }

    /// The first variable of `row` that is nonbasic and held by no row and
    /// not by the objective, or ``Symbol/invalid``.
    mutating func freshVariable(in row: Row) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal && slotOfSerial[cell.symbol.serial] < 0 {
            // An empty column needs no pass over its (stale) entries.
            let unheld = columns[cell.symbol.serial].isEmpty || rowsHolding(cell.symbol).isEmpty
            if unheld && !objective.position(of: cell.symbol).found { return cell.symbol }
        }
        return .invalid
    }

    /// `row` over nonbasic symbols only: every basic variable it names is
    /// replaced by its row, recursively.
    ///
    /// - Complexity: O(*r*) when the variables' rows it names name no other
    ///   basic variable, for the *r* cells of those rows; otherwise
    ///   O(*c* log *c* + *k* log *k*) for the *c* cells of the rows it
    ///   reaches with a factor other than 0 and the *k* symbols of the
    ///   result. A row whose factor cancels is not read, nor the rows only
    ///   it names.
    mutating func expanded(_ row: Row) -> Row {
        var deep = false
        var referenced = false
        for cell in row.cells {
            guard let slot = variableSlot(of: cell.symbol) else { continue }
            referenced = true
            if rows[slot].cells.contains(where: { variableSlot(of: $0.symbol) != nil }) {
                deep = true
                break
            }
        }
        guard referenced else { return row }
        if !deep {
            var result = Row(constant: row.constant)
            for cell in row.cells {
                if let slot = variableSlot(of: cell.symbol) {
                    expansionRowReads += 1
                    result.insert(rows[slot], cell.coefficient)
                } else {
                    result.insert(cell.symbol, cell.coefficient)
                }
            }
            return result
        }
        // Each reached row passes its total factor on to what it names,
        // the latest stored first: after every row that names it, since a
        // row names only rows stored before it, so each row is read once
        // (the sum is linear, so any order would give the same row, only
        // slower). A row whose factor cancels to 0 passes nothing on, so
        // the rows only it names are never reached. Scratch arrays by slot
        // and by serial, left zeroed, stand for maps.
        if expansionFactors.count < rows.count {
            expansionFactors.append(contentsOf: repeatElement(0, count: rows.count - expansionFactors.count))
        }
        if expansionSums.count < nextSerial {
            expansionSums.append(contentsOf: repeatElement(0, count: nextSerial - expansionSums.count))
        }
        // A row is queued when its factor leaves 0; one whose factor
        // cancelled to 0 and then moved again is queued twice, and its
        // second turn finds a factor of 0.
        func pass(_ slot: Int, _ coefficient: Double) {
            if expansionFactors[slot] == 0 { expansionQueue.push(slot: slot, order: storeOrder[slot]) }
            expansionFactors[slot] += coefficient
        }
        var touched: [Symbol] = []
        func add(_ symbol: Symbol, _ coefficient: Double) {
            if expansionSums[symbol.serial] == 0 { touched.append(symbol) }
            expansionSums[symbol.serial] += coefficient
            // A sum that cancels to exactly 0 is listed again if it returns.
            if expansionSums[symbol.serial] == 0 { expansionSums[symbol.serial] = .leastNonzeroMagnitude }
        }
        var constant = row.constant
        for cell in row.cells {
            if let slot = variableSlot(of: cell.symbol) {
                pass(slot, cell.coefficient)
            } else {
                add(cell.symbol, cell.coefficient)
            }
        }
        while let slot = expansionQueue.popLatest() {
            let weight = expansionFactors[slot]
            expansionFactors[slot] = 0
            guard weight != 0 else { continue }
            expansionRowReads += 1
            constant += weight * rows[slot].constant
            for cell in rows[slot].cells {
                if let child = variableSlot(of: cell.symbol) {
                    pass(child, weight * cell.coefficient)
                } else {
                    add(cell.symbol, weight * cell.coefficient)
                }
            }
        }
        touched.sort()
        var result = Row(constant: constant)
        result.cells.reserveCapacity(touched.count)
        for symbol in touched {
            let coefficient = expansionSums[symbol.serial]
            expansionSums[symbol.serial] = 0
            if coefficient.magnitude >= Self.tolerance {
                result.cells.append(Row.Cell(symbol: symbol, coefficient: coefficient))
            }
        }
        return result
    }

    /// The variables' rows in an order that evaluates each after the rows
    /// it names, with those references, as flat arrays.
    struct EvaluationPlan {
        /// The tableau version the plan was made for.
        var version: UInt64
        /// A row's slot and the range of its references in `references`.
        var steps: ContiguousArray<(slot: Int32, end: Int32)> = []
        /// The slot and coefficient of each basic variable a row names.
        var references: ContiguousArray<(slot: Int32, coefficient: Double)> = []
    }

    /// The value of every variable: its row's constant plus the values of
    /// the basic variables it names (nonbasic symbols are 0).
    ///
    /// When the rows have kept their symbols since the last evaluation (only
    /// constants moved, as by a suggested value without pivots), the
    /// values come from an ``EvaluationPlan`` made once for those rows: a
    /// pass over flat arrays instead of every row's cells.
    ///
    /// - Complexity: O(*v* + *c*) for *v* variables and the *c* cells of
    ///   their rows; O(*v* + *r*) for the *r* references with a plan.
    mutating func evaluateVariables() {
        if evaluationPlan?.version != tableauVersion && evaluatedVersion == tableauVersion {
            evaluationPlan = makeEvaluationPlan()
        }
        evaluatedVersion = tableauVersion
        guard let plan = evaluationPlan, plan.version == tableauVersion else {
            evaluateVariablesFromRows()
            return
        }
        if slotValues.count < rows.count {
            slotValues.append(contentsOf: repeatElement(0, count: rows.count - slotValues.count))
        }
        var start = 0
        for step in plan.steps {
            var value = rows[Int(step.slot)].constant
            for index in start..<Int(step.end) {
                let reference = plan.references[index]
                value += reference.coefficient * slotValues[Int(reference.slot)]
            }
            slotValues[Int(step.slot)] = value
            start = Int(step.end)
        }
        for index in variableSymbols.indices {
            let slot = slotOfSerial[variableSymbols[index].serial]
            values[index] = slot >= 0 ? slotValues[Int(slot)] : 0
        }
    }

    /// The plan for the current rows.
    func makeEvaluationPlan() -> EvaluationPlan {
        var plan = EvaluationPlan(version: tableauVersion)
        for slot in variableRowOrder() {
            for cell in rows[slot].cells {
                if let named = variableSlot(of: cell.symbol) {
                    plan.references.append((Int32(named), cell.coefficient))
                }
            }
            plan.steps.append((Int32(slot), Int32(plan.references.count)))
        }
        return plan
    }

    /// ``evaluateVariables()`` without a plan: each row's cells are read,
    /// and a row whose references are not evaluated yet waits on a stack.
    mutating func evaluateVariablesFromRows() {
        // NaN marks a row not evaluated yet; a value is never NaN.
        slotValues.removeAll(keepingCapacity: true)
        slotValues.append(contentsOf: repeatElement(.nan, count: rows.count))
        var pending: [Int] = []
        for index in variableSymbols.indices {
            let slot = slotOfSerial[variableSymbols[index].serial]
            guard slot >= 0 else {
                values[index] = 0
                continue
            }
            pending.append(Int(slot))
            while let slot = pending.last {
                if !slotValues[slot].isNaN {
                    pending.removeLast()
                    continue
                }
                var value = rows[slot].constant
                var ready = true
                for cell in rows[slot].cells {
                    guard let named = variableSlot(of: cell.symbol) else { continue }
                    let namedValue = slotValues[named]
                    if namedValue.isNaN {
                        ready = false
                        pending.append(named)
                    } else {
                        value += cell.coefficient * namedValue
                    }
                }
                if ready {
                    slotValues[slot] = value
                    pending.removeLast()
                }
            }
            values[index] = slotValues[Int(slot)]
        }
    }

    /// The slots of the variables' rows, each after the rows it names.
    /// Traps on a cycle, which the tableau never has.
    func variableRowOrder() -> [Int] {
        // 0: not visited, 1: on the stack, 2: done.
        var state = [UInt8](repeating: 0, count: rows.count)
        var order: [Int] = []
        var stack: [(slot: Int, next: Int)] = []
        for root in rows.indices where basicOfSlot[root].isExternal && state[root] == 0 {
            state[root] = 1
            stack.append((root, 0))
            while let (slot, next) = stack.last {
                if next < rows[slot].cells.count {
                    stack[stack.count - 1].next += 1
                    guard let child = variableSlot(of: rows[slot].cells[next].symbol) else { continue }
                    precondition(state[child] != 1, "variables' rows name each other in a cycle")
                    if state[child] == 0 {
                        state[child] = 1
                        stack.append((child, 0))
                    }
                } else {
                    stack.removeLast()
                    state[slot] = 2
                    order.append(slot)
                }
            }
        }
        return order
    }
}
