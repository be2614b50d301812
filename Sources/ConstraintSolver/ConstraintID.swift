/// The handle of a constraint added to a ``ConstraintSolver``, used to
/// remove it.
///
/// Every successful ``ConstraintSolver/add(_:)`` returns a new handle, so
/// adding the same constraint twice gives two handles for two constraints.
public struct ConstraintID: Hashable, Sendable, Comparable {
    /// The order in which the constraint was added, from 0.
    public let rawValue: Int

    init(rawValue: Int) { self.rawValue = rawValue }

    /// Whether `lhs` was added before `rhs`.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
}
