import ListDiff

/// A section of cell models: an identifier, an optional header and footer,
/// and the cells, which can be of any model type.
///
/// One type covers the three kinds of section a screen needs, so a screen can
/// mix them freely and diff them as one array:
///
/// - a plain section: an identifier and cells;
/// - a titled section: header and footer titles (``SectionSupplement/title(_:)``);
/// - a supplemented section: header and footer view models
///   (``SectionSupplement/model(_:)-enum.case``).
///
/// ```swift
/// @SectionsBuilder
/// var sections: [CellSection] {
///     CellSection("profile", header: .title("Profile"), footer: .title("Shown to friends")) {
///         NameCellModel(person: person)
///     }
///     CellSection("feed", header: .model(FeedHeaderModel(count: posts.count))) {
///         for post in posts { PostCellModel(post) }
///         if showsAd { AdCellModel(id: "ad-1") }
///     }
/// }
/// ```
///
/// Section identifiers can be of any `Hashable & Sendable` type and should be
/// unique among a list's sections. A section's own content is its header and
/// footer: a changed title, a header model of another identity or type, or a
/// header model whose content snapshot changed makes the diff reload the
/// section. The cells are diffed one by one and are not part of the section's
/// content.
public struct CellSection: Sendable {
    /// The section's identifier, erased.
    public var id: AnyID

    /// What the section shows above its cells, if anything.
    public var header: SectionSupplement?

    /// What the section shows below its cells, if anything.
    public var footer: SectionSupplement?

    /// The section's cell models, in display order.
    public var items: [AnyCellModel]

    /// Creates a section from already erased cell models.
    ///
    /// - Parameters:
    ///   - id: The section's identifier.
    ///   - header: What the section shows above its cells.
    ///   - footer: What the section shows below its cells.
    ///   - items: The cell models, in display order.
    /// - Complexity: O(1) plus hashing `id` once.
    public init<ID: Hashable & Sendable>(
        id: ID, header: SectionSupplement? = nil, footer: SectionSupplement? = nil, items: [AnyCellModel]
    ) {
        self.id = AnyID(id)
        self.header = header
        self.footer = footer
        self.items = items
    }

    /// Creates a section whose cells are listed in a ``CellsBuilder``
    /// closure, each erased once.
    ///
    /// - Parameters:
    ///   - id: The section's identifier.
    ///   - header: What the section shows above its cells.
    ///   - footer: What the section shows below its cells.
    ///   - cells: The cell models, of any model types, in display order.
    /// - Complexity: O(*n*), where *n* is the number of cells, plus the cost
    ///   of erasing each.
    @MainActor
    public init<ID: Hashable & Sendable>(
        _ id: ID, header: SectionSupplement? = nil, footer: SectionSupplement? = nil,
        @CellsBuilder cells: () -> [AnyCellModel]
    ) {
        self.init(id: id, header: header, footer: footer, items: cells())
    }
}

extension CellSection: DiffableSection {
    /// Creates a section with the identifier, header and footer of `section`
    /// that holds `items` instead of its own.
    public init(_ section: CellSection, items: [AnyCellModel]) {
        self = section
        self.items = items
    }

    /// Whether the header and footer show the same content; the cells are not
    /// part of it.
    ///
    /// - Complexity: O(1) plus comparing the titles or the header and footer
    ///   models' snapshots.
    public func isContentEqual(to other: CellSection) -> Bool {
        SectionSupplement.isContentEqual(header, other.header)
            && SectionSupplement.isContentEqual(footer, other.footer)
    }
}
