import ConstraintSolver

/// An error from constraint layout: required constraints that cannot all
/// hold, a number or priority the solver does not accept, or a misuse of the
/// layout DSL (see ``LayoutDelegate``).
///
/// The solver's own errors (`SolverError`) reach a layout in these words,
/// each solver constraint written as the layout wrote it. An operation that
/// throws leaves the layout exactly as it was.
///
/// ```
/// Conflicting required constraints:
///   title.top == avatar.bottom + 8 (required)
///   avatar.bottom == 60 (required)
///   title.top == 40 (required)
/// ```
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// A required constraint that contradicts the required constraints
        /// already in the solver; ``LayoutError/conflicts`` names them.
        case conflictingConstraints
        /// A constant, coefficient or suggested value that is NaN or
        /// infinite, or larger in magnitude than `ConstraintSolver.largestMagnitude`.
        case invalidNumber
        /// A priority that is not finite or not in 1...1000.
        case invalidPriority
        /// A layout relating a view to its parent (or the parent's safe
        /// area) where the view has none.
        case missingParent
        /// A layout relating an anchor to itself.
        case selfRelation
        /// A layout embedding a view controller in a view that no view
        /// controller holds (a cell's), when the delegate supplies none.
        case missingViewController
        /// A layout relating two views that share no ancestor once the
        /// layout's views are in place.
        case noCommonAncestor
        /// A layout putting a view into itself or into one of its own
        /// descendants.
        case invalidHierarchy
        /// A visual format string that does not follow the grammar, or names
        /// a view or metric it was not given; the message names the column.
        case invalidVisualFormat
    }

    /// What went wrong.
    public var kind: Kind
    /// What was wrong, quoting the input.
    public var message: String
    /// For ``Kind/conflictingConstraints``, the constraints that cannot all
    /// hold, as written (see `Constraint.description`): the one being
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

    /// The solver's error in a layout's words: the same kind, message and
    /// conflicts.
    ///
    /// A layout makes every variable, constraint handle and edit variable it
    /// gives its solver, so the solver's other kinds would be a defect of the
    /// layout engine itself, not of its input: they stop the program with
    /// the solver's message.
    ///
    /// - Parameter error: What the solver threw.
    package init(_ error: SolverError) {
        let kind: Kind
        switch error.kind {
        case .conflictingConstraints: kind = .conflictingConstraints
        case .invalidNumber: kind = .invalidNumber
        case .invalidPriority: kind = .invalidPriority
        case .unknownVariable, .unknownConstraint, .duplicateEditVariable, .unknownEditVariable:
            preconditionFailure("the layout engine misused its solver: \(error.message)")
        }
        self.init(kind, error.message, conflicts: error.conflicts)
    }

    /// The message, and the constraints in conflict one per line.
    public var description: String {
        conflicts.isEmpty ? message : ([message] + conflicts.map { "  " + $0 }).joined(separator: "\n")
    }
}
