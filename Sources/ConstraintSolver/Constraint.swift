/// A linear equation or inequality between two expressions, with a
/// priority: `title.top == avatar.bottom + 8 (required)`.
///
/// ```swift
/// let below = Constraint(LinearExpression(title.top), .equal, avatar.bottom + 8)
/// let atMost = Constraint(LinearExpression(width), .lessThanOrEqual, LinearExpression(constant: 320),
///                         priority: .high)
/// ```
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side.
    public var lhs: LinearExpression
    /// How the sides relate.
    public var relation: ConstraintRelation
    /// The right side.
    public var rhs: LinearExpression
    /// How much the constraint matters; see ``ConstraintPriority``.
    public var priority: ConstraintPriority

    /// Creates a constraint.
    ///
    /// - Parameters:
    ///   - lhs: The left side.
    ///   - relation: How the sides relate.
    ///   - rhs: The right side.
    ///   - priority: How much it matters, ``ConstraintPriority/required`` by default.
    public init(
        _ lhs: LinearExpression, _ relation: ConstraintRelation, _ rhs: LinearExpression,
        priority: ConstraintPriority = .required
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
    }

    /// Creates a constraint between a variable and an expression.
    ///
    /// - Parameters:
    ///   - lhs: The left side.
    ///   - relation: How the sides relate.
    ///   - rhs: The right side.
    ///   - priority: How much it matters, ``ConstraintPriority/required`` by default.
    public init(
        _ lhs: Variable, _ relation: ConstraintRelation, _ rhs: LinearExpression,
        priority: ConstraintPriority = .required
    ) {
        self.init(LinearExpression(lhs), relation, rhs, priority: priority)
    }

    /// Creates a constraint between a variable and a number.
    ///
    /// - Parameters:
    ///   - lhs: The left side.
    ///   - relation: How the sides relate.
    ///   - rhs: The right side.
    ///   - priority: How much it matters, ``ConstraintPriority/required`` by default.
    public init(
        _ lhs: Variable, _ relation: ConstraintRelation, _ rhs: Double, priority: ConstraintPriority = .required
    ) {
        self.init(LinearExpression(lhs), relation, LinearExpression(constant: rhs), priority: priority)
    }

    /// `lhs - rhs`: the constraint reads `expression relation 0`.
    var expression: LinearExpression { lhs - rhs }

    /// The constraint as written, with its priority:
    /// `title.top == avatar.bottom + 8 (required)`.
    public var description: String { "\(lhs) \(relation) \(rhs) (\(priority))" }
}
