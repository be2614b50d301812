import Foundation

extension ExchangeSnapshot {
    /// Reads a snapshot from JSON text in UTF-8.
    ///
    /// The JSON is any form of the exchange format's snapshots:
    ///
    /// - `{"sections": [{"id": ID, "content": ANY, "items": [ITEM, ...]}, ...]}`;
    /// - `{"items": [ITEM, ...]}`, a flat list;
    /// - `[ITEM, ...]`, the same flat list.
    ///
    /// An item is a bare identifier (a string or an integer), an object with
    /// an identifier and `content`, or a *record*: an object without
    /// `content`, whose content is the whole object without its identifier.
    ///
    /// ```swift
    /// let todo = try ExchangeSnapshot(json: Data(#"[{"uuid": "a", "title": "Milk"}]"#.utf8), idKey: "uuid")
    /// todo.sections[0].items[0].contentJSON // {"title":"Milk"}
    /// ```
    ///
    /// Repeated identifiers are accepted; a plan pairs the *k*-th occurrence
    /// in the old snapshot with the *k*-th in the new one.
    ///
    /// - Parameters:
    ///   - json: The JSON text, such as `Data` or `[UInt8]`. A UTF-8 byte
    ///     order mark at the start is skipped.
    ///   - idKey: The key of an item's identifier in item objects: a key, or
    ///     a dotted path into nested objects (`meta.uuid`).
    ///   - sectionIDKey: The key of a section's identifier in section
    ///     objects, in the same form; `nil` for `idKey`.
    /// - Throws: ``InputError`` with an empty file name: at a line and column when the
    ///   bytes are not one valid JSON value, at a path such as
    ///   `sections[1].items[0].id` when the value is not a snapshot, and
    ///   without a place when a key is empty or has an empty part (`a..b`).
    /// - Complexity: O(*n*) expected, where *n* is the number of bytes.
    public init(json: some Collection<UInt8>, idKey: String = "id", sectionIDKey: String? = nil) throws(InputError) {
        let decoder = try ExchangeDecoder.checked(idKey: idKey, sectionIDKey: sectionIDKey)
        let bytes = json as? [UInt8] ?? Array(json)
        self = try FixtureLoader(reader: InputReader(), decoder: decoder).snapshot(from: bytes, at: nil)
    }

    /// Reads a snapshot from a JSON file.
    ///
    /// The file holds any form of snapshot ``init(json:idKey:sectionIDKey:)``
    /// reads.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - idKey: The key of an item's identifier in item objects: a key, or
    ///     a dotted path into nested objects (`meta.uuid`).
    ///   - sectionIDKey: The key of a section's identifier in section
    ///     objects, in the same form; `nil` for `idKey`.
    /// - Throws: ``InputError`` naming the file's path: when it is missing,
    ///   a folder or unreadable, or when its contents are not a snapshot, as
    ///   ``init(json:idKey:sectionIDKey:)`` throws.
    /// - Complexity: O(*n*) expected, where *n* is the size of the file.
    public init(contentsOf url: URL, idKey: String = "id", sectionIDKey: String? = nil) throws(InputError) {
        let decoder = try ExchangeDecoder.checked(idKey: idKey, sectionIDKey: sectionIDKey)
        guard url.isFileURL else { throw InputError(file: url.absoluteString, "not a file URL") }
        self = try FixtureLoader(reader: InputReader(), decoder: decoder).snapshot(at: url.path)
    }
}
