import ListDiff

/// A section of an exchange-format snapshot: an identifier, any JSON content
/// and its items.
package struct ExchangeSection: DiffableSection, Hashable, Sendable {
    package var id: ExchangeID
    package var content: JSONValue
    package var items: [ExchangeItem]

    package init(id: ExchangeID, content: JSONValue = .null, items: [ExchangeItem]) {
        self.id = id
        self.content = content
        self.items = items
    }

    package init(_ section: ExchangeSection, items: [ExchangeItem]) {
        self.init(id: section.id, content: section.content, items: items)
    }

    /// A section's own content; its items are compared one by one.
    package func isContentEqual(to other: ExchangeSection) -> Bool {
        content == other.content
    }
}
