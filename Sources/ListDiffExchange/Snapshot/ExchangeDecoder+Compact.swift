extension ExchangeDecoder {
    /// Reads a snapshot given as a top-level array of items straight from a
    /// file's bytes, keeping it compact.
    ///
    /// - Parameter bytes: The whole file.
    /// - Returns: The snapshot, equal to
    ///   `snapshot(JSONParser.parse(bytes))`; `nil` if the bytes do not hold a
    ///   top-level array or anything is wrong with them.
    /// - Complexity: O(*n*) expected, where *n* is the number of bytes.
    package func compactSnapshot(_ bytes: [UInt8]) -> ExchangeSnapshot? {
        var parser = JSONParser(bytes: bytes)
        guard case .success(let items)? = try? compactItems(&parser) else { return nil }
        return ExchangeSnapshot(items: items)
    }

    /// Reads the items of a top-level array of items from `parser`, keeping
    /// them compact.
    ///
    /// The elements are parsed one at a time and decoded as
    /// ``snapshot(_:at:)`` decodes them, so no tree of the whole input is
    /// built; long ASCII identifiers and contents whose strings and keys are
    /// ASCII then go into shared storage (see ``ExchangeID/asciiString(_:)``
    /// and ``ExchangeContent/canonical(_:)``), and only other contents stay
    /// trees. The items compare exactly as the ones ``snapshot(_:at:)``
    /// makes.
    ///
    /// - Parameter parser: A parser at the start of its input.
    /// - Returns: `nil`, having read only white space, when the input does
    ///   not start with an array; otherwise the items, or the problem with
    ///   the first item that is not one (the rest of the input is still read
    ///   and checked, so a syntax error anywhere comes first, as when the
    ///   input is parsed whole and then decoded).
    /// - Throws: ``JSONParseError`` at the first syntax error.
    /// - Complexity: O(*n*) expected, where *n* is the number of bytes.
    package func compactItems(_ parser: inout JSONParser) throws(JSONParseError) -> Result<[ExchangeItem], Failure>? {
        var items = CompactItems(decoder: self, listPath: "")
        let isArray: Bool
        if idKey.count == 1 {
            isArray = try parser.forEachRecord(idKey: Array(idKey[0].utf8)) { items.add($0) }
        } else {
            isArray = try parser.forEachElement { element in
                items.add(.value(element))
                return true
            }
        }
        guard isArray else { return nil }
        return items.result()
    }

    /// Reads a snapshot from `parser` keeping its items compact, when it is
    /// a top-level array of items (``compactItems(_:)``) or an object whose
    /// `"items"` is an array, whose elements are then read as a top-level
    /// array's are; any other member is parsed as a value.
    ///
    /// The result is the one ``snapshot(_:at:)`` gives for the input parsed
    /// whole, problems included, with the same message and place.
    ///
    /// - Parameter parser: A parser at the start of its input.
    /// - Returns: `nil`, having read only white space, when the input starts
    ///   with neither an array nor an object (or the identifier's key is a
    ///   path); otherwise the snapshot, or the decoding problem.
    /// - Throws: ``JSONParseError`` at the first syntax error.
    /// - Complexity: O(*n*) expected, where *n* is the number of bytes.
    package func compactSnapshot(_ parser: inout JSONParser) throws(JSONParseError) -> Result<
        ExchangeSnapshot, Failure
    >? {
        if let items = try compactItems(&parser) { return items.map { ExchangeSnapshot(items: $0) } }
        guard idKey.count == 1 else { return nil }
        let listPath = "items"
        var items = CompactItems(decoder: self, listPath: listPath)
        let read = try parser.forEachRecord(inItemsOf: Array(idKey[0].utf8)) { items.add($0) }
        switch read {
        case nil:
            return nil
        case .value(let value)?:
            do throws(Failure) {
                return .success(try snapshot(value))
            } catch {
                return .failure(error)
            }
        case .items(hasSections: true)?:
            // As `snapshot` finds it, before looking at any item.
            return .failure(Failure(path: "", "a snapshot has \"sections\" or \"items\", not both"))
        case .items?:
            return items.result().map { ExchangeSnapshot(items: $0, listPath: listPath) }
        }
    }
}

/// The items of one list read element by element into compact storage,
/// with the first problem, worded and placed as ``ExchangeDecoder/snapshot(_:at:)``
/// words it; the elements after a problem are only counted.
private struct CompactItems {
    let decoder: ExchangeDecoder
    /// Where the list is in the document: `""` for a top-level array.
    let listPath: String
    var builder = CompactItemBuilder()
    var failure: ExchangeDecoder.Failure?
    var index = 0

    init(decoder: ExchangeDecoder, listPath: String) {
        self.decoder = decoder
        self.listPath = listPath
    }

    mutating func add(_ element: JSONParser.RecordElement) {
        defer { index += 1 }
        guard failure == nil else { return }
        switch element {
        case .record(let record):
            builder.append(record)
        case .value(let value):
            // The path only words an error: it is made only for one.
            if let item = try? decoder.item(value, at: "") {
                builder.append(item)
            } else {
                do throws(ExchangeDecoder.Failure) {
                    _ = try decoder.item(value, at: "\(listPath)[\(index)]")
                } catch {
                    failure = error
                }
            }
        }
    }

    mutating func result() -> Result<[ExchangeItem], ExchangeDecoder.Failure> {
        if let failure { return .failure(failure) }
        return .success(builder.finish())
    }
}
