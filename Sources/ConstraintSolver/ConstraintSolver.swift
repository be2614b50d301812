/// An incremental solver for linear constraints with priorities: the
/// Cassowary algorithm (Badros, Borning and Stuckey, 2001), which Auto Layout
/// runs, in the form Kiwi gives it.
///
/// Make variables, add constraints, optionally make some variables *edit
/// variables* whose values you suggest (a container's size), then call
/// ``updateVariables()`` and read ``value(of:)``. Required constraints
/// always hold; the others hold as well as their priorities allow (see
/// ``ConstraintPriority``). Everything is incremental: adding or removing a
/// constraint or suggesting a value re-optimises from the current solution
/// instead of starting over.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = solver.makeVariable(named: "left")
/// let right = solver.makeVariable(named: "right")
/// let middle = solver.makeVariable(named: "middle")
/// try solver.add(Constraint(middle, .equal, 0.5 * left + 0.5 * right))
/// try solver.add(Constraint(left, .greaterThanOrEqual, 0))
/// try solver.add(Constraint(right, .lessThanOrEqual, 100))
/// try solver.addEditVariable(left, priority: .high)
/// try solver.suggestValue(20, for: left)
/// solver.updateVariables()
/// solver.value(of: middle)  // 60 when right settles at 100
/// ```
///
/// Numbers: two values closer than ``tolerance`` (10⁻⁸) are treated as
/// equal, so solutions are exact to about that much. Every constant,
/// coefficient and suggested value must be finite and at most
/// ``largestMagnitude`` (10⁹) in magnitude, so no NaN or infinity ever comes
/// out. Bad input throws a ``SolverError`` and changes nothing.
///
/// Internals: a simplex tableau whose rows are small sorted arrays of
/// (symbol, coefficient), with, for every symbol, the list of rows that hold
/// it, so a pivot touches only the rows it changes. A variable's row may
/// name other variables instead of repeating their rows, which keeps chains
/// of views sparse (see `ConstraintSolver+VariableRows.swift`).
public struct ConstraintSolver: Sendable {
    /// Values closer than this are equal, and coefficients smaller than this
    /// are zero: 10⁻⁸.
    public static let tolerance = 1e-8
    /// How negative an objective coefficient must be for the optimiser to
    /// act on it: 10⁻⁶. Weights reach 10⁹, so their sums carry rounding
    /// noise well above ``tolerance``; a real coefficient is a difference of
    /// weights, at least about 10⁻², times a multiplier.
    static let optimalityTolerance = 1e-6
    /// The largest magnitude a constant, coefficient or suggested value may
    /// have: 10⁹.
    public static let largestMagnitude = 1e9

    /// What the solver keeps for a constraint: the constraint and the
    /// symbols it added (a slack, error or dummy marker; a second error for
    /// a non-required equality or inequality).
    struct Entry {
        var constraint: Constraint
        var marker: Symbol
        var other: Symbol
    }

    /// An edit variable: its constraint, `variable == suggested value`.
    @usableFromInline struct Edit: Sendable {
        var constraint: ConstraintID
    }

    // Variables, indexed by `Variable.id`.
    var variableNames: ContiguousArray<String> = []
    var variableSymbols: ContiguousArray<Symbol> = []
    @usableFromInline var values: ContiguousArray<Double> = []

    // Symbols, indexed by serial.
    /// The next symbol's serial.
    var nextSerial = 0
    /// The row slot whose basic symbol this is, or −1.
    var slotOfSerial: ContiguousArray<Int32> = []
    /// The slots of the rows that may hold the symbol: a superset, with
    /// stale entries dropped whenever the list is read (``rowsHolding(_:)``).
    var columns: ContiguousArray<Column> = []

    // Rows, by slot. A slot keeps its row across pivots, so the column
    // lists stay valid; a freed slot is reused.
    var rows: ContiguousArray<Row> = []
    /// The basic symbol of each slot, ``Symbol/invalid`` when free.
    var basicOfSlot: ContiguousArray<Symbol> = []
    /// When each slot's row was stored: a variable's row names only rows
    /// stored before it (see ``expanded(_:)``).
    var storeOrder: ContiguousArray<UInt64> = []
    /// How many rows were ever stored.
    var storedRowCount: UInt64 = 0
    var freeSlots: ContiguousArray<Int32> = []
    /// Marks for de-duplicating a column list.
    var slotStamps: ContiguousArray<UInt32> = []
    var stamp: UInt32 = 0

    /// The objective: the weighted errors of the non-required constraints.
    var objective = Row()
    /// The objective's symbols the optimiser must look at, and a flag by
    /// serial for each; see `ConstraintSolver+ObjectiveCandidates.swift`.
    var objectiveCandidates: ContiguousArray<Symbol> = []
    var isObjectiveCandidate: ContiguousArray<Bool> = []
    /// Whether the optimiser scans the whole objective instead of the
    /// candidates (for tests that compare the two).
    package var scansWholeObjective = false
    /// The phase-one objective while a constraint is added with an
    /// artificial variable.
    var artificial: Row?
    /// Basic symbols whose rows may have gone negative, for the dual simplex.
    var infeasible: ContiguousArray<Symbol> = []
    /// Scratch for the symbols a row gained.
    var added: ContiguousArray<Symbol> = []
    /// Scratch for the rows whose constants a constant edit moved, with
    /// their old constants.
    var shiftedConstants: ContiguousArray<(slot: Int32, constant: Double)> = []
    /// Scratch for the values of the variables' rows, by slot.
    var slotValues: ContiguousArray<Double> = []
    /// Scratch for ``expanded(_:)``: factors by slot and sums by serial,
    /// all 0 between calls, and the queue of the rows it reached, empty
    /// between calls.
    var expansionFactors: ContiguousArray<Double> = []
    var expansionSums: ContiguousArray<Double> = []
    var expansionQueue = ExpansionQueue()
    /// How many rows ``expanded(_:)`` has read, for the tests that check
    /// which rows an expansion reaches.
    var expansionRowReads = 0
    /// Counts the changes to which rows exist and which symbols they hold
    /// (not to their constants); see ``evaluateVariables()``.
    var tableauVersion: UInt64 = 0
    /// The version the variables were last evaluated at.
    var evaluatedVersion: UInt64 = .max
    /// The order of evaluation of the variables' rows, for the version it
    /// was made at.
    var evaluationPlan: EvaluationPlan?

    @usableFromInline var constraints = ConstraintTable()
    @usableFromInline var nextConstraint = 0
    @usableFromInline var edits: [Int: Edit] = [:]
    /// Whether a conflict is explained (off in the solvers that explain one).
    var explainsConflicts = true
    /// What to put back if the change under way fails; see
    /// `ConstraintSolver+UndoLog.swift`. `nil` when not recording.
    var undoLog: UndoLog?
    /// How many times an undo log was rolled back (for tests that check the
    /// path is taken).
    package var undoRollbacks = 0
    /// Pivots since the drift was last checked; see ``refreshIfDue()``.
    var pivotsSinceRefresh = 0
    /// The fewest pivots between two drift checks; see ``refreshIfDue()``.
    var refreshPivots = 1_000

    /// Creates an empty solver.
    public init() {}

    /// The number of constraints in the solver, edit variables' included.
    @inlinable public var constraintCount: Int { constraints.count }

    /// The number of variables made.
    public var variableCount: Int { variableNames.count }

    /// The number of constraints ever added, removed ones and edit
    /// variables' included: with ``constraintCount``, it tells a caller
    /// whether the set of constraints changed since it last looked.
    @inlinable package var addedConstraintCount: Int { nextConstraint }

    /// Whether the solver has an edit variable.
    ///
    /// Inlinable, as the counts above: a layout system asks it before every
    /// compiled measurement, and a call into this module copies the whole
    /// solver out of the system's stored property to pass it.
    @inlinable package var hasEditVariables: Bool { !edits.isEmpty }

    /// The handles of the constraints in the solver, in the order they were
    /// added, edit variables' included.
    package var constraintIDs: some Sequence<ConstraintID> { constraints.elements.lazy.map(\.key) }

    /// Makes room for `variables` more variables and `constraints` more
    /// constraints, so that making them and adding them (required ones: a
    /// non-required constraint takes a second symbol) moves none of the
    /// solver's tables, which grow by doubling otherwise: a layout of
    /// 10,000 views builds 2% faster (callgrind).
    ///
    /// - Parameters:
    ///   - variables: How many variables will be made.
    ///   - constraints: How many constraints will be added.
    /// - Complexity: O(*v* + *c*) for the solver's sizes after.
    public mutating func reserveCapacity(variables: Int, constraints: Int) {
        reserveCapacity(variables: variables, constraints: constraints, nonRequired: 0)
    }

    /// Makes room as ``reserveCapacity(variables:constraints:)`` does, with
    /// a second symbol for each of `nonRequired` of the constraints.
    ///
    /// - Complexity: O(*v* + *c*) for the solver's sizes after.
    package mutating func reserveCapacity(variables: Int, constraints: Int, nonRequired: Int) {
        let variables = max(0, variables)
        let constraints = max(0, constraints)
        // A constraint adds a row and one symbol, a non-required one a
        // second.
        let symbols = nextSerial + variables + constraints + max(0, nonRequired)
        let rowCount = rows.count + constraints
        variableNames.reserveCapacity(variableNames.count + variables)
        variableSymbols.reserveCapacity(variableSymbols.count + variables)
        values.reserveCapacity(values.count + variables)
        slotOfSerial.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        isObjectiveCandidate.reserveCapacity(symbols)
        rows.reserveCapacity(rowCount)
        basicOfSlot.reserveCapacity(rowCount)
        storeOrder.reserveCapacity(rowCount)
        slotStamps.reserveCapacity(rowCount)
        self.constraints.reserveCapacity(nextConstraint + constraints)
    }

    /// Makes a new variable, whose value is 0 until constraints say otherwise.
    ///
    /// - Parameter name: The name used in messages, such as `title.top`.
    ///   Names need not be unique.
    /// - Returns: The variable.
    /// - Complexity: Amortised O(1).
    public mutating func makeVariable(named name: String) -> Variable {
        let variable = Variable(id: variableNames.count, name: name)
        variableNames.append(name)
        variableSymbols.append(makeSymbol(.external))
        values.append(0)
        return variable
    }

    /// The value of `variable` after the last ``updateVariables()``.
    ///
    /// Inlinable: a layout system reads every view's four edges, and a
    /// call into this module copies the whole solver out of the system's
    /// stored property to pass it (every table retained and released).
    ///
    /// - Parameter variable: A variable this solver made.
    /// - Returns: Its value; 0 for a variable of another solver.
    @inlinable public func value(of variable: Variable) -> Double {
        values.indices.contains(variable.id) ? values[variable.id] : 0
    }

    /// Whether the constraint is in the solver.
    ///
    /// - Parameter constraint: A handle from ``add(_:)``.
    /// - Returns: Whether it was added and not removed.
    public func contains(_ constraint: ConstraintID) -> Bool { constraints[constraint] != nil }

    /// The constraint a handle stands for, if it is in the solver.
    ///
    /// - Parameter constraint: A handle from ``add(_:)``.
    /// - Returns: The constraint, or `nil`.
    public func constraint(_ constraint: ConstraintID) -> Constraint? { constraints[constraint]?.constraint }

    /// Adds a constraint.
    ///
    /// A non-required constraint always succeeds. A required one that cannot
    /// hold together with the required constraints already added throws,
    /// naming a smallest set of them that it contradicts.
    ///
    /// - Parameter constraint: The constraint.
    /// - Returns: A handle to remove it by.
    /// - Throws: ``SolverError`` of kind `conflictingConstraints`,
    ///   `invalidNumber`, `invalidPriority` or `unknownVariable`; the solver
    ///   is then unchanged.
    /// - Complexity: Proportional to the rows the new row touches and the
    ///   pivots it takes; a conflict costs O(*k*²) additions more, where *k*
    ///   is the number of required constraints sharing variables with it.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        try Self.validate(constraint, names: variableNames)
        let id = ConstraintID(rawValue: nextConstraint)
        do {
            try insert(constraint, as: id)
        } catch {
            guard explainsConflicts else {
                throw SolverError(
                    .conflictingConstraints, "Conflicting required constraints:", conflicts: [constraint.description])
            }
            throw conflict(adding: constraint)
        }
        nextConstraint += 1
        refreshIfDue()
        checkInvariants()
        return id
    }

    /// Removes a constraint.
    ///
    /// - Parameter constraint: A handle from ``add(_:)``.
    /// - Throws: ``SolverError`` of kind `unknownConstraint` when it is not
    ///   in the solver (or belongs to an edit variable: remove that with
    ///   ``removeEditVariable(_:)``).
    /// - Complexity: Proportional to the rows that hold the constraint's
    ///   symbols and the pivots it takes.
    public mutating func remove(_ constraint: ConstraintID) throws(SolverError) {
        guard constraints[constraint] != nil, !edits.values.contains(where: { $0.constraint == constraint }) else {
            throw SolverError(.unknownConstraint, "no constraint \(constraint.rawValue) in the solver")
        }
        removeConstraint(constraint)
        refreshIfDue()
        checkInvariants()
    }

    /// Makes `variable` an edit variable: a variable whose value you
    /// suggest with ``suggestValue(_:for:)``, held by a constraint of the
    /// given priority. Its value starts at 0.
    ///
    /// - Parameters:
    ///   - variable: A variable this solver made.
    ///   - priority: How strongly suggestions hold; not required.
    /// - Throws: ``SolverError`` of kind `duplicateEditVariable`,
    ///   `invalidPriority` (required or out of range) or `unknownVariable`.
    public mutating func addEditVariable(_ variable: Variable, priority: ConstraintPriority) throws(SolverError) {
        try Self.check(variable, names: variableNames)
        guard edits[variable.id] == nil else {
            throw SolverError(.duplicateEditVariable, "\(variable.name) is already an edit variable")
        }
        guard priority.isValid, !priority.isRequired else {
            throw SolverError(
                .invalidPriority, "an edit variable needs a priority from 1 to 999, \(variable.name) got \(priority)")
        }
        let id = try add(Constraint(variable, .equal, 0, priority: priority))
        edits[variable.id] = Edit(constraint: id)
    }

    /// Stops `variable` being an edit variable, removing its constraint.
    ///
    /// - Parameter variable: An edit variable.
    /// - Throws: ``SolverError`` of kind `unknownEditVariable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else {
            throw SolverError(.unknownEditVariable, "\(variable.name) is not an edit variable")
        }
        edits[variable.id] = nil
        removeConstraint(edit.constraint)
        refreshIfDue()
        checkInvariants()
    }

    /// Whether `variable` is an edit variable.
    ///
    /// - Parameter variable: A variable.
    /// - Returns: Whether ``addEditVariable(_:priority:)`` made it one.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests a value for an edit variable and re-optimises with the dual
    /// simplex method; call ``updateVariables()`` to read the result.
    ///
    /// - Parameters:
    ///   - value: The value wanted.
    ///   - variable: An edit variable.
    /// - Throws: ``SolverError`` of kind `unknownEditVariable` or
    ///   `invalidNumber`.
    /// - Complexity: Proportional to the rows that hold the edit's symbol,
    ///   plus the pivots needed to restore feasibility (often none).
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.id] else {
            throw SolverError(.unknownEditVariable, "\(variable.name) is not an edit variable")
        }
        guard value.isFinite, value.magnitude <= Self.largestMagnitude else {
            throw SolverError(.invalidNumber, "suggested value \(value) for \(variable.name) is not a finite number")
        }
        _ = moveConstant(of: edit.constraint, to: value)
        refreshIfDue()
        checkInvariants()
    }

    /// Copies the solution into the variables' values.
    ///
    /// - Complexity: O(*v* + *c*), where *v* is the number of variables and
    ///   *c* the number of cells in their rows.
    public mutating func updateVariables() {
        evaluateVariables()
    }

    /// Throws unless the constraint's numbers, priority and variables are
    /// ones a solver that made the variables `names` accepts.
    ///
    /// Static, with the one table it reads: as a method it took the solver
    /// by value, and `add(_:)`, a mutating method, copied the whole solver
    /// (400 bytes) to pass it, once per constraint.
    static func validate(_ constraint: Constraint, names: ContiguousArray<String>) throws(SolverError) {
        guard constraint.priority.isValid else {
            throw SolverError(
                .invalidPriority, "priority \(constraint.priority.rawValue) is not in 1...1000: \(constraint)")
        }
        // Side by side, not through an array: this runs for every
        // constraint. A magnitude that is not at most the largest is too
        // large, infinite or NaN.
        for side in 0..<2 {
            let expression = side == 0 ? constraint.lhs : constraint.rhs
            var valid = expression.constant.magnitude <= Self.largestMagnitude
            for term in expression.terms { valid = valid && term.coefficient.magnitude <= Self.largestMagnitude }
            guard valid else {
                throw SolverError(
                    .invalidNumber, "a constant or multiplier is not a finite number up to 10⁹: \(constraint)")
            }
            for term in expression.terms { try check(term.variable, names: names) }
        }
    }

    /// Throws unless the solver that made the variables `names` made
    /// `variable`.
    static func check(_ variable: Variable, names: ContiguousArray<String>) throws(SolverError) {
        guard variable.id >= 0, variable.id < names.count, names[variable.id] == variable.name else {
            throw SolverError(.unknownVariable, "\(variable.name) was not made by this solver")
        }
    }
}
