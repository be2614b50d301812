/// The words UIKit uses in its messages, which differ between tables and
/// collections.
@_spi(ListEngine) public struct BatchWords: Hashable, Sendable {
    /// "table view" or "collection view".
    public var view: String
    /// "row" or "item".
    public var item: String
    /// "rows" or "items".
    public var items: String

    /// Creates the words of a kind of list.
    public init(view: String, item: String, items: String) {
        self.view = view
        self.item = item
        self.items = items
    }

    /// A table's words: rows.
    public static var table: BatchWords { BatchWords(view: "table view", item: "row", items: "rows") }
    /// A collection's words: items.
    public static var collection: BatchWords { BatchWords(view: "collection view", item: "item", items: "items") }
}
