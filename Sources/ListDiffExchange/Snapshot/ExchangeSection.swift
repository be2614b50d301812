import ListDiff

/// A section of an exchange-format snapshot: an identifier, any JSON content
/// and its items.
///
/// A flat snapshot (`[...]` or `{"items": [...]}`) has one section, whose
/// identifier is the empty string and whose content is `null`.
public struct ExchangeSection: DiffableSection, Hashable, Sendable {
    /// The section's identifier.
    public package(set) var id: ExchangeID
    /// The section's own content; `null` when it has none.
    package var content: JSONValue
    /// The section's items, in order.
    public package(set) var items: [ExchangeItem]

    package init(id: ExchangeID, content: JSONValue = .null, items: [ExchangeItem]) {
        self.id = id
        self.content = content
        self.items = items
    }

    /// Creates a section with the identifier and content of `section` that
    /// holds `items` instead of its own; applying a plan uses it.
    ///
    /// - Parameters:
    ///   - section: The section whose identifier and content to take.
    ///   - items: The items the new section holds.
    public init(_ section: ExchangeSection, items: [ExchangeItem]) {
        self.init(id: section.id, content: section.content, items: items)
    }

    /// The section's own content as compact JSON text with object members
    /// sorted by key; `null` when it has none.
    ///
    /// - Complexity: O(*n* + *k* log *k*), where *n* is the length of the
    ///   text and *k* the largest number of members in one object.
    public var contentJSON: String {
        content.jsonText()
    }

    /// Whether the two sections' own contents are equal JSON values; their
    /// items are compared one by one, not here.
    ///
    /// - Parameter other: A section from another snapshot, usually with the
    ///   same identifier.
    /// - Returns: Whether the contents are equal.
    /// - Complexity: O(*n*), where *n* is the size of the smaller content.
    public func isContentEqual(to other: ExchangeSection) -> Bool {
        content == other.content
    }
}
