import ListDiff

/// An item of an exchange-format snapshot: an identifier and any JSON
/// content (`null` when the file gives none).
package struct ExchangeItem: Diffable, Hashable, Sendable {
    package var id: ExchangeID
    package var content: JSONValue

    package init(id: ExchangeID, content: JSONValue = .null) {
        self.id = id
        self.content = content
    }

    /// Contents are equal when they are equal JSON values.
    package func isContentEqual(to other: ExchangeItem) -> Bool {
        content == other.content
    }
}
