import ListDiff

/// An item of an exchange-format snapshot: an identifier and any JSON
/// content (`null` when the file gives none).
package struct ExchangeItem: Diffable, Hashable, Sendable {
    package var id: ExchangeID
    /// The content as it is stored: compact when it could be made so.
    package var storedContent: ExchangeContent

    package init(id: ExchangeID, content: JSONValue = .null) {
        self.init(id: id, storedContent: ExchangeContent(content))
    }

    package init(id: ExchangeID, storedContent: ExchangeContent) {
        self.id = id
        self.storedContent = storedContent
    }

    /// The content as a JSON value.
    package var content: JSONValue {
        get { storedContent.jsonValue }
        set { storedContent = ExchangeContent(newValue) }
    }

    /// Contents are equal when they are equal JSON values.
    package func isContentEqual(to other: ExchangeItem) -> Bool {
        storedContent == other.storedContent
    }
}
