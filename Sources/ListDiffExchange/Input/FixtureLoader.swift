/// Reads fixtures and snapshots from files, with errors that name the file
/// and the place.
package struct FixtureLoader {
    package var reader: InputReader
    /// Reads snapshots, with the identifier key the user chose.
    package var decoder: ExchangeDecoder

    package init(reader: InputReader, decoder: ExchangeDecoder = ExchangeDecoder()) {
        self.reader = reader
        self.decoder = decoder
    }

    package func fixture(at path: String) throws(InputError) -> Fixture {
        try fixture(reader.json(at: path), at: path)
    }

    /// Reads the fixture in `value`, read from `path`.
    func fixture(_ value: JSONValue, at path: String) throws(InputError) -> Fixture {
        guard decoder.isFixture(value) else {
            throw InputError(
                file: InputReader.displayName(path),
                "expected a fixture with \"old\" and \"new\"; to diff two snapshots, give two files")
        }
        do {
            return try decoder.fixture(value)
        } catch {
            throw InputError(file: InputReader.displayName(path), path: error.path, error.message)
        }
    }

    /// Reads the snapshot in the file at `path`, or standard input for `-`,
    /// streamed.
    ///
    /// - Throws: ``InputError`` naming the file and the place, when it
    ///   cannot be read, is not JSON or is not a snapshot.
    package func snapshot(at path: String) throws(InputError) -> ExchangeSnapshot {
        try reader.withParser(at: path) { parser throws(InputError) in try snapshot(&parser, at: path) }
    }

    /// Reads the snapshot in `bytes`, read from `path`.
    ///
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - path: The path the bytes were read from, `-`, or `nil` for bytes
    ///     from no file, for messages.
    /// - Returns: The snapshot.
    /// - Throws: ``InputError`` naming the file and the place, when the bytes
    ///   are not JSON or not a snapshot.
    package func snapshot(from bytes: [UInt8], at path: String?) throws(InputError) -> ExchangeSnapshot {
        var parser = JSONParser(bytes: bytes)
        return try snapshot(&parser, at: path)
    }

    /// Reads the snapshot `parser` reads, from `path`.
    ///
    /// A top-level array of items, or an object's `"items"` array, is read
    /// compactly, element by element (``ExchangeDecoder/compactSnapshot(_:)``);
    /// any other snapshot is parsed whole and then decoded. Either way a problem has the message and
    /// place it has when the input is parsed whole and then decoded.
    ///
    /// - Parameters:
    ///   - parser: A parser at the start of its input.
    ///   - path: The path the input is read from, `-`, or `nil` for bytes
    ///     from no file, for messages.
    /// - Returns: The snapshot.
    /// - Throws: ``InputError`` naming the file and the place, when the
    ///   input is not JSON or not a snapshot.
    package func snapshot(_ parser: inout JSONParser, at path: String?) throws(InputError) -> ExchangeSnapshot {
        try InputReader.checkStart(&parser, at: path)
        let name = InputReader.displayName(path)
        let compact: Result<ExchangeSnapshot, ExchangeDecoder.Failure>?
        do {
            compact = try decoder.compactSnapshot(&parser)
        } catch {
            throw InputReader.inputError(error, at: path)
        }
        switch compact {
        case .success(let snapshot)?: return snapshot
        case .failure(let failure)?: throw InputError(file: name, path: failure.path, failure.message)
        case nil: break
        }
        let value: JSONValue
        do {
            value = try parser.parseDocument()
        } catch {
            throw InputReader.inputError(error, at: path)
        }
        do {
            return try decoder.snapshot(value)
        } catch {
            throw InputError(file: name, path: error.path, error.message)
        }
    }

    /// Reads the snapshot document in `path`, whole: its JSON value, for
    /// writers that follow the document as it was given, and its snapshot.
    ///
    /// - Throws: ``InputError`` naming the file and the place, when it
    ///   cannot be read, is not JSON or is not a snapshot.
    package func document(at path: String) throws(InputError) -> (value: JSONValue, snapshot: ExchangeSnapshot) {
        let value = try reader.json(at: path)
        do {
            return (value, try decoder.snapshot(value))
        } catch {
            throw InputError(file: InputReader.displayName(path), path: error.path, error.message)
        }
    }

    /// Reads the snapshot document in `bytes`, called `name` in messages.
    package func document(
        from bytes: [UInt8], named name: String
    ) throws(InputError) -> (value: JSONValue, snapshot: ExchangeSnapshot) {
        let value = try reader.json(from: bytes, at: name)
        do {
            return (value, try decoder.snapshot(value))
        } catch {
            throw InputError(file: name, path: error.path, error.message)
        }
    }

    /// Reads the fixture in `path` with its old and new documents whole, as
    /// ``document(at:)`` reads one.
    ///
    /// - Throws: ``InputError`` naming the file and the place, as
    ///   ``fixture(at:)`` does.
    package func fixtureDocuments(
        at path: String
    ) throws(InputError) -> (
        old: (value: JSONValue, snapshot: ExchangeSnapshot), new: (value: JSONValue, snapshot: ExchangeSnapshot)
    ) {
        let value = try reader.json(at: path)
        let fixture = try self.fixture(value, at: path)
        guard case .object(let members) = value, let old = members["old"], let new = members["new"] else {
            preconditionFailure("a fixture without old and new")
        }
        return ((old, fixture.old), (new, fixture.new))
    }
}
