/// An error from the solver: required constraints that cannot all hold, or
/// input it does not accept (a bad number or priority, a variable, handle or
/// edit variable it does not know).
///
/// An operation that throws leaves the solver exactly as it was.
///
/// ```
/// Conflicting required constraints:
///   top == bottom + 8
///   bottom == 60
///   top == 40
/// ```
public struct SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// A required constraint that contradicts the required constraints
        /// already in the solver; ``SolverError/conflicts`` names them.
        case conflictingConstraints
        /// A constant, coefficient or suggested value that is NaN or
        /// infinite, or larger in magnitude than ``ConstraintSolver/largestMagnitude``.
        case invalidNumber
        /// A priority that is not finite or not in 1...1000, or a required
        /// priority for an edit variable.
        case invalidPriority
        /// A variable that this solver did not make.
        case unknownVariable
        /// A constraint handle that is not (or no longer) in the solver.
        case unknownConstraint
        /// An edit variable added twice.
        case duplicateEditVariable
        /// A value suggested for, or the removal of, a variable that is not
        /// an edit variable.
        case unknownEditVariable
    }

    /// What went wrong.
    public var kind: Kind
    /// What was wrong, quoting the input.
    public var message: String
    /// For ``Kind/conflictingConstraints``, the constraints that cannot all
    /// hold, as written (see ``Constraint/description``): the one being
    /// added first, then a smallest set of required constraints already in
    /// the solver that it contradicts, in the order they were added.
    public var conflicts: [String]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: What was wrong, quoting the input.
    ///   - conflicts: For a conflict, the constraints in it.
    public init(_ kind: Kind, _ message: String, conflicts: [String] = []) {
        self.kind = kind
        self.message = message
        self.conflicts = conflicts
    }

    /// The message, and the constraints in conflict one per line.
    public var description: String {
        conflicts.isEmpty ? message : ([message] + conflicts.map { "  " + $0 }).joined(separator: "\n")
    }
}
