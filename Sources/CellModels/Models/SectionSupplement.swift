/// What a ``CellSection`` shows above or below its cells: a title, or a view
/// model of its own.
///
/// ```swift
/// CellSection("news", header: .title("News"), footer: .model(LoadMoreModel(page: 2))) { ... }
/// ```
public enum SectionSupplement: Sendable {
    /// A title, as in a table's header or footer title.
    case title(String)

    /// A supplementary view model, erased: its identity and content snapshot
    /// take part in the section's content.
    case model(AnyCellModel)

    /// A supplementary view model, erased now.
    ///
    /// - Complexity: The cost of erasing `model` into ``AnyCellModel``.
    @MainActor
    public static func model<Model: CellModel>(_ model: Model) -> SectionSupplement {
        .model(AnyCellModel(model))
    }

    /// Whether two supplements show the same content: equal titles, or models
    /// with equal identifiers that are content-equal. A title never equals a
    /// model.
    ///
    /// - Complexity: O(*t*) for titles of length *t*; for models, the cost of
    ///   comparing their identifiers and snapshots.
    public func isContentEqual(to other: SectionSupplement) -> Bool {
        switch (self, other) {
        case (.title(let old), .title(let new)):
            old == new
        case (.model(let old), .model(let new)):
            old.id == new.id && old.isContentEqual(to: new)
        default:
            false
        }
    }

    /// Whether two optional supplements show the same content; two absent
    /// supplements do.
    static func isContentEqual(_ old: SectionSupplement?, _ new: SectionSupplement?) -> Bool {
        switch (old, new) {
        case (nil, nil): true
        case (let old?, let new?): old.isContentEqual(to: new)
        default: false
        }
    }
}
