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
    /// The name's stem: all of it, or the part ``suffix`` ends.
    package let stem: String
    /// The end of the name, kept apart from its stem and joined to it only
    /// when the name is read: a view's four edges share the view's name
    /// rather than each making a string of its own.
    package let suffix: NameSuffix

    /// The name used in messages, such as `title.top`.
    ///
    /// - Complexity: O(*n*) for a name of *n* characters made of a stem
    ///   and a suffix (joined on each read), O(1) otherwise.
    public var name: String { suffix == .none ? stem : stem + suffix.text }

    /// Creates a variable; only a solver makes them.
    package init(id: Int, name: String) {
        self.init(id: id, stem: name, suffix: .none)
    }

    /// Creates a variable named `stem` followed by `suffix`.
    package init(id: Int, stem: String, suffix: NameSuffix) {
        self.id = id
        self.stem = stem
        self.suffix = suffix
    }

    /// The end of a variable's name that a solver keeps apart from the
    /// stem (see ``Variable/suffix``): an edge of a view, whose stem is the
    /// view's name.
    package enum NameSuffix: UInt8, Sendable {
        case none, left, top, right, bottom

        /// The text joined to the stem, such as `.left`.
        var text: String {
            switch self {
            case .none: ""
            case .left: ".left"
            case .top: ".top"
            case .right: ".right"
            case .bottom: ".bottom"
            }
        }
    }

    /// Whether two variables are the same unknown: their identifiers are equal.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name.
    public var description: String { name }
}
