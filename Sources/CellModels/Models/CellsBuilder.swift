/// A result builder that lists the cells of a section the way the screen
/// shows them, erasing each model once.
///
/// Any ``CellModel`` can appear, mixed with others, along with already erased
/// models, arrays of models, `if`/`else`, `switch`, optional `if` and `for`
/// loops:
///
/// ```swift
/// CellSection("feed") {
///     FeedHeaderModel(count: posts.count)
///     for post in posts { PostCellModel(post) }
///     if showsAd { AdCellModel(id: "ad-1") }
/// }
/// ```
@MainActor
@resultBuilder
public enum CellsBuilder {
    /// Erases one model.
    public static func buildExpression<Model: CellModel>(_ model: Model) -> [AnyCellModel] {
        [AnyCellModel(model)]
    }

    /// Takes an already erased model as is.
    public static func buildExpression(_ model: AnyCellModel) -> [AnyCellModel] {
        [model]
    }

    /// Erases an array of models of one type.
    ///
    /// - Complexity: O(*n*), where *n* is the number of models.
    public static func buildExpression<Model: CellModel>(_ models: [Model]) -> [AnyCellModel] {
        models.map(AnyCellModel.init)
    }

    /// Takes already erased models as they are.
    public static func buildExpression(_ models: [AnyCellModel]) -> [AnyCellModel] {
        models
    }

    /// Joins the lines of a block, in order.
    ///
    /// - Complexity: O(*n*), where *n* is the number of models.
    public static func buildBlock(_ components: [AnyCellModel]...) -> [AnyCellModel] {
        joined(components)
    }

    /// The models of an `if` without `else`, or none.
    public static func buildOptional(_ component: [AnyCellModel]?) -> [AnyCellModel] {
        component ?? []
    }

    /// The models of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [AnyCellModel]) -> [AnyCellModel] {
        component
    }

    /// The models of the second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [AnyCellModel]) -> [AnyCellModel] {
        component
    }

    /// The models of every iteration of a `for` loop, in order.
    ///
    /// - Complexity: O(*n*), where *n* is the number of models.
    public static func buildArray(_ components: [[AnyCellModel]]) -> [AnyCellModel] {
        joined(components)
    }

    /// The models of an `if #available` branch.
    public static func buildLimitedAvailability(_ component: [AnyCellModel]) -> [AnyCellModel] {
        component
    }

    static func joined(_ components: [[AnyCellModel]]) -> [AnyCellModel] {
        var models: [AnyCellModel] = []
        models.reserveCapacity(components.reduce(0) { $0 + $1.count })
        for component in components {
            models.append(contentsOf: component)
        }
        return models
    }
}
