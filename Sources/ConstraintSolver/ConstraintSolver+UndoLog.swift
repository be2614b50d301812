/// Putting the tableau back after a change that failed, without a copy of
/// the solver.
///
/// A constant change that needs the dual simplex may pivot and then find
/// that the required constraints cannot all hold; the solver must then be
/// exactly as before. A copy of the solver taken beforehand costs O(*n*)
/// for *n* rows as soon as the first row changes (every row and column is
/// copied), however few rows the pivots touch. The undo log records instead
/// the old contents of what the pivots change, the first time each is
/// changed: a row (with its basic symbol), a symbol's slot, a column, the
/// objective. Rolling back writes them back; committing drops them. Both
/// cost what the pivots touched.
///
/// Scratch state (`stamp`, `slotStamps`, `added`) is not logged: it carries
/// no meaning between operations, and `stamp` must only ever grow.
extension ConstraintSolver {
    /// The old contents of what the tableau changed since ``beginUndoLog()``.
    struct UndoLog {
        var rows: [(slot: Int32, row: Row, basic: Symbol)] = []
        var loggedSlots: Set<Int32> = []
        /// Each change of `slotOfSerial`, with the value before it, in order.
        var slots: [(serial: Int32, slot: Int32)] = []
        var columns: [(serial: Int32, column: Column)] = []
        var loggedColumns: Set<Int32> = []
        var objective: Row?
        var tableauVersion: UInt64
        var pivotsSinceRefresh: Int
    }

    /// Starts recording what the tableau changes; the solver must have no
    /// log open, and nothing but constant moves and pivots (no row added or
    /// taken) may happen until ``commitUndoLog()`` or ``rollBackUndoLog()``.
    mutating func beginUndoLog() {
        undoLog = UndoLog(tableauVersion: tableauVersion, pivotsSinceRefresh: pivotsSinceRefresh)
    }

    /// Keeps the changes and stops recording.
    mutating func commitUndoLog() { undoLog = nil }

    /// Puts back everything recorded since ``beginUndoLog()``, empties the
    /// queue of infeasible rows and stops recording.
    ///
    /// - Complexity: O(*t*) for the *t* cells of the rows and columns the
    ///   changes touched.
    mutating func rollBackUndoLog() {
        guard let log = undoLog else { return }
        undoLog = nil
        for entry in log.rows {
            rows[Int(entry.slot)] = entry.row
            basicOfSlot[Int(entry.slot)] = entry.basic
        }
        for change in log.slots.reversed() { slotOfSerial[Int(change.serial)] = change.slot }
        for entry in log.columns { columns[Int(entry.serial)] = entry.column }
        if let objective = log.objective { self.objective = objective }
        tableauVersion = log.tableauVersion
        pivotsSinceRefresh = log.pivotsSinceRefresh
        infeasible.removeAll(keepingCapacity: true)
        undoRollbacks += 1
    }

    /// Records the row in `slot` before its first change, when logging.
    @inline(__always)
    mutating func logRow(_ slot: Int) {
        guard undoLog != nil, undoLog!.loggedSlots.insert(Int32(slot)).inserted else { return }
        undoLog!.rows.append((Int32(slot), rows[slot], basicOfSlot[slot]))
    }

    /// Records the slot of `symbol` before it changes, when logging.
    @inline(__always)
    mutating func logSlot(of symbol: Symbol) {
        guard undoLog != nil else { return }
        undoLog!.slots.append((Int32(symbol.serial), slotOfSerial[symbol.serial]))
    }

    /// Records the column of `serial` before its first change, when logging.
    @inline(__always)
    mutating func logColumn(_ serial: Int) {
        guard undoLog != nil, undoLog!.loggedColumns.insert(Int32(serial)).inserted else { return }
        undoLog!.columns.append((Int32(serial), columns[serial]))
    }

    /// Records the objective before its first change, when logging.
    @inline(__always)
    mutating func logObjective() {
        guard undoLog != nil, undoLog!.objective == nil else { return }
        undoLog!.objective = objective
    }
}
