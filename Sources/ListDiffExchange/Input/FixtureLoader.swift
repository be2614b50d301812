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
        let value = try reader.json(at: path)
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

    package func snapshot(at path: String) throws(InputError) -> ExchangeSnapshot {
        try snapshot(from: reader.bytes(at: path), at: path)
    }

    /// Reads the snapshot in `bytes`, read from `path`.
    ///
    /// A top-level array of items is read compactly
    /// (``ExchangeDecoder/compactSnapshot(_:)``); any other snapshot, and any
    /// input with a problem, is parsed whole and then decoded, which words
    /// the problem.
    ///
    /// - Parameters:
    ///   - bytes: The whole file.
    ///   - path: The path the bytes were read from, `-`, or `nil` for bytes
    ///     from no file, for messages.
    /// - Returns: The snapshot.
    /// - Throws: ``InputError`` naming the file and the place, when the bytes
    ///   are not JSON or not a snapshot.
    package func snapshot(from bytes: [UInt8], at path: String?) throws(InputError) -> ExchangeSnapshot {
        if let snapshot = decoder.compactSnapshot(bytes) { return snapshot }
        let value = try reader.json(from: bytes, at: path)
        do {
            return try decoder.snapshot(value)
        } catch {
            throw InputError(file: InputReader.displayName(path), path: error.path, error.message)
        }
    }
}
