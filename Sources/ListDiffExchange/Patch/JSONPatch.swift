import Foundation

/// JSON Patch (RFC 6902) between two snapshot documents: the operations any
/// conforming implementation applies, in order, to turn the old document,
/// exactly as given, into the new one.
///
/// Unlike a generic JSON diff, the patch matches items by identifier, so a
/// moved record is one `move` and a changed one a `replace` of the fields
/// that changed:
///
/// ```swift
/// let old = Data(#"[{"id": 1, "title": "Milk", "done": false}, {"id": 2, "title": "Eggs"}]"#.utf8)
/// let new = Data(#"[{"id": 2, "title": "Eggs"}, {"id": 1, "title": "Milk", "done": true}]"#.utf8)
/// let patch = try JSONPatch.make(from: old, to: new)
/// // [
/// //   {"op": "move", "from": "/1", "path": "/0"},
/// //   {"op": "replace", "path": "/1/done", "value": true}
/// // ]
/// ```
///
/// The operations are those of ``ExchangePlan`` between the two snapshots:
///
/// - `remove` for a deleted item or section (a deleted section's items go
///   with it);
/// - `add` for an inserted item or section, with its value as the new
///   document gives it (an inserted section that receives moved items is
///   added with `"items": []` and filled);
/// - `move`, one for each move of the plan, which is the fewest there are:
///   rotating 100,000 records by one is one `move`;
/// - `replace` for what changed in an item or section that stays: the
///   changed members of an object (with `add` and `remove` for members that
///   come and go) where that is shorter than the whole value; and the same
///   for a snapshot object's members other than its list.
///
/// Each JSON Pointer is computed in the document as the operations before
/// it leave it. Documents of different forms (a top-level array and an
/// object, or `items` and `sections`) get one `replace` of the whole
/// document. Repeated identifiers pair in order of appearance, as in a
/// plan. Object members are written sorted by key, and numbers in canonical
/// form (`1.50` as `1.5`): equal JSON values to the ones given.
public enum JSONPatch {
    /// Makes the JSON Patch that turns one snapshot document into another.
    ///
    /// - Parameters:
    ///   - old: The old document, JSON text in UTF-8 (`Data`, `[UInt8]`).
    ///   - new: The new document, in the same form.
    ///   - idKey: The key of an item's identifier in item objects: a key, or
    ///     a dotted path into nested objects (`meta.uuid`).
    ///   - sectionIDKey: The key of a section's identifier in section
    ///     objects, in the same form; `nil` for `idKey`.
    /// - Returns: The patch, a JSON array with one operation a line.
    /// - Throws: ``InputError`` whose file is `old` or `new`: at a line and
    ///   column when the bytes are not one valid JSON value, at a path such
    ///   as `[3].id` when the value is not a snapshot; and without a file or
    ///   place when a key is empty or has an empty part.
    /// - Complexity: O((*n* + *m*) log (*n* + *m*)) expected for *n* and *m*
    ///   old and new sections and items, plus the size of the documents.
    public static func make(
        from old: some Collection<UInt8>, to new: some Collection<UInt8>, idKey: String = "id",
        sectionIDKey: String? = nil
    ) throws(InputError) -> Data {
        let decoder = try ExchangeDecoder.checked(idKey: idKey, sectionIDKey: sectionIDKey)
        let loader = FixtureLoader(reader: InputReader(), decoder: decoder)
        let oldDocument = try loader.document(from: old as? [UInt8] ?? Array(old), named: "old")
        let newDocument = try loader.document(from: new as? [UInt8] ?? Array(new), named: "new")
        let writer = JSONPatchWriter(decoder: decoder)
        let operations = writer.patch(
            from: oldDocument.value, oldDocument.snapshot, to: newDocument.value, newDocument.snapshot)
        return Data(writer.write(operations).utf8)
    }
}
