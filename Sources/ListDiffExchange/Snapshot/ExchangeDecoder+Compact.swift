extension ExchangeDecoder {
    /// Reads a snapshot given as a top-level array of items straight from a
    /// file's bytes, keeping it compact.
    ///
    /// The elements are parsed one at a time and decoded as
    /// ``snapshot(_:at:)`` decodes them, so no tree of the whole file is
    /// built; long ASCII identifiers and contents whose strings and keys are
    /// ASCII then go into shared storage (see ``ExchangeID/asciiString(_:)``
    /// and ``ExchangeContent/canonical(_:)``), and only other contents stay
    /// trees. The items compare exactly as the ones ``snapshot(_:at:)``
    /// makes.
    ///
    /// - Parameter bytes: The whole file.
    /// - Returns: The snapshot, equal to
    ///   `snapshot(JSONParser.parse(bytes))`; `nil` if the bytes do not hold a
    ///   top-level array or anything is wrong with them. Reading them with
    ///   ``JSONParser/parse(_:)`` and ``snapshot(_:at:)`` then reports the
    ///   problem, with the message and position it always had.
    /// - Complexity: O(*n*) expected, where *n* is the number of bytes.
    package func compactSnapshot(_ bytes: [UInt8]) -> ExchangeSnapshot? {
        var builder = CompactItemBuilder()
        let isItemArray = try? JSONParser.forEachElement(ofArray: bytes) { element in
            // The path only words an error, and an error makes the caller
            // read the file again the long way.
            guard let item = try? item(element, at: "") else { return false }
            builder.append(item)
            return true
        }
        guard isItemArray == true else { return nil }
        return ExchangeSnapshot(items: builder.finish())
    }
}
