import ListDiff

/// An item of an exchange-format snapshot: an identifier and any JSON
/// content (`null` when the file gives none).
///
/// Two items with the same identifier have equal content when their contents
/// are equal JSON values: object members in any order, numbers by value
/// (`1` equals `1.0`).
public struct ExchangeItem: Diffable, Hashable, Sendable {
    /// The item's identifier.
    public package(set) var id: ExchangeID
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

    /// The content as compact JSON text with its object members sorted by
    /// key, so equal contents give equal text: `{"done":true,"title":"Milk"}`
    /// for the record `{"id": 1, "title": "Milk", "done": true}`, `null` for
    /// an item with no content.
    ///
    /// - Complexity: O(*n* + *k* log *k*), where *n* is the length of the
    ///   text and *k* the largest number of members in one object.
    public var contentJSON: String {
        if case .canonical(let bytes) = storedContent { return bytes.string }
        return content.jsonText()
    }

    /// Whether the two items' contents are equal JSON values.
    ///
    /// - Parameter other: An item from another snapshot, usually with the
    ///   same identifier.
    /// - Returns: Whether the contents are equal.
    /// - Complexity: O(*n*), where *n* is the size of the smaller content.
    public func isContentEqual(to other: ExchangeItem) -> Bool {
        storedContent == other.storedContent
    }
}
