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
        let value = try reader.json(at: path)
        do {
            return try decoder.snapshot(value)
        } catch {
            throw InputError(file: InputReader.displayName(path), path: error.path, error.message)
        }
    }
}
