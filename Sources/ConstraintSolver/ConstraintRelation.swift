/// How the two sides of a ``Constraint`` relate.
public enum ConstraintRelation: Hashable, Sendable, CustomStringConvertible {
    /// The sides are equal.
    case equal
    /// The left side is at most the right side.
    case lessThanOrEqual
    /// The left side is at least the right side.
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
