/// A result builder that lists a screen's sections the way the screen shows
/// them.
///
/// Mark a function or computed property that returns `[CellSection]`, or a
/// closure parameter, with it:
///
/// ```swift
/// @SectionsBuilder
/// var sections: [CellSection] {
///     CellSection("profile", header: .title("Profile")) { NameCellModel(person: person) }
///     if !posts.isEmpty {
///         CellSection("feed") { for post in posts { PostCellModel(post) } }
///     }
/// }
/// ```
@MainActor
@resultBuilder
public enum SectionsBuilder {
    /// Takes one section.
    public static func buildExpression(_ section: CellSection) -> [CellSection] {
        [section]
    }

    /// Takes an array of sections.
    public static func buildExpression(_ sections: [CellSection]) -> [CellSection] {
        sections
    }

    /// Joins the lines of a block, in order.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections.
    public static func buildBlock(_ components: [CellSection]...) -> [CellSection] {
        components.flatMap { $0 }
    }

    /// The sections of an `if` without `else`, or none.
    public static func buildOptional(_ component: [CellSection]?) -> [CellSection] {
        component ?? []
    }

    /// The sections of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [CellSection]) -> [CellSection] {
        component
    }

    /// The sections of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [CellSection]) -> [CellSection] {
        component
    }

    /// The sections of every iteration of a `for` loop, in order.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections.
    public static func buildArray(_ components: [[CellSection]]) -> [CellSection] {
        components.flatMap { $0 }
    }

    /// The sections of an `if #available` branch.
    public static func buildLimitedAvailability(_ component: [CellSection]) -> [CellSection] {
        component
    }
}
