/// An unknown of a constraint system: one attribute of one view, such as
/// the top edge of a title label.
///
/// A variable is made by a solver with ``ConstraintSolver/makeVariable(named:)``
/// and is only meaningful in the solver that made it. Two variables are equal
/// when they have the same identifier; the name is only for messages.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let top = solver.makeVariable(named: "title.top")
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's position in its solver, from 0.
    public let id: Int
    /// The name used in messages, such as `title.top`.
    public let name: String

    /// Creates a variable; only a solver makes them.
    package init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// Whether two variables are the same unknown: their identifiers are equal.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name.
    public var description: String { name }
}
