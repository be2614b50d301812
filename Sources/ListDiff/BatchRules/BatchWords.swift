/// The words UIKit uses in its messages, which differ between tables and
/// collections.
package struct BatchWords: Hashable, Sendable {
    /// "table view" or "collection view".
    package var view: String
    /// "row" or "item".
    package var item: String
    /// "rows" or "items".
    package var items: String

    /// A table's words: rows.
    package static var table: BatchWords { BatchWords(view: "table view", item: "row", items: "rows") }
    /// A collection's words: items.
    package static var collection: BatchWords { BatchWords(view: "collection view", item: "item", items: "items") }
}
