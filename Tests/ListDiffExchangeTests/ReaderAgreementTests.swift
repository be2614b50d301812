import Foundation
import TestSupport
import Testing

@testable import ListDiffExchange

/// Every reader against the whole-buffer tree parser, on every fixture in
/// `Fixtures/` and on seeded byte mutations of them: the streaming reader
/// asking a few bytes at a time, and the record reader, whole and
/// streamed, against the tree path (the value parsed whole, then decoded).
/// They must give the same value or snapshot, or the same error at the
/// same place.
@Suite("Readers agree with the whole-buffer parser")
struct ReaderAgreementTests {
    static let path = "input.json"

    /// The fixtures' paths, sorted.
    static let fixtures: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().map { root.appendingPathComponent($0).path }
    }()

    /// A descriptor open on an unlinked temporary file holding `bytes`.
    func descriptor(holding bytes: [UInt8]) throws -> Int32 {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-agree-\(getpid())-\(UUID())")
        try Data(bytes).write(to: url)
        let descriptor = open(url.path, O_RDONLY)
        unlink(url.path)
        try #require(descriptor >= 0)
        return descriptor
    }

    /// The tree path's snapshot or error.
    func tree(_ bytes: [UInt8]) -> Result<ExchangeSnapshot, InputError> {
        do throws(InputError) {
            var parser = JSONParser(bytes: bytes)
            try InputReader.checkStart(&parser, at: Self.path)
            let value: JSONValue
            do {
                value = try parser.parseDocument()
            } catch {
                throw InputReader.inputError(error, at: Self.path)
            }
            do {
                return .success(try ExchangeDecoder().snapshot(value))
            } catch {
                throw InputError(file: InputReader.displayName(Self.path), path: error.path, error.message)
            }
        } catch {
            return .failure(error)
        }
    }

    /// Checks every reader on `bytes`, `readSize` bytes at a time.
    func checkReaders(_ bytes: [UInt8], readSize: Int) throws {
        let whole: Result<JSONValue, JSONParseError> = Result { () throws(JSONParseError) in
            try JSONParser.parse(bytes)
        }
        let streamedDescriptor = try descriptor(holding: bytes)
        defer { close(streamedDescriptor) }
        var streamingParser = JSONParser(reading: streamedDescriptor, readSize: readSize)
        let streamed: Result<JSONValue, JSONParseError> = Result { () throws(JSONParseError) in
            try streamingParser.parseDocument()
        }
        #expect(streamed == whole, "streamed \(readSize) bytes at a time")

        let expected = tree(bytes)
        let loader = FixtureLoader(reader: InputReader())
        let records = Result { () throws(InputError) in try loader.snapshot(from: bytes, at: Self.path) }
        #expect(records == expected, "the record reader")
        let recordsDescriptor = try descriptor(holding: bytes)
        defer { close(recordsDescriptor) }
        var recordsParser = JSONParser(reading: recordsDescriptor, readSize: readSize)
        let streamedRecords = Result { () throws(InputError) in try loader.snapshot(&recordsParser, at: Self.path) }
        #expect(streamedRecords == expected, "the record reader, streamed \(readSize) bytes at a time")
    }

    @Test("Every fixture, read whole, streamed and as records, reads alike")
    func fixturesReadAlike() throws {
        try #require(Self.fixtures.count > 10)
        for (offset, path) in Self.fixtures.enumerated() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            try checkReaders(bytes, readSize: offset % 7 + 1)
        }
    }

    @Test("Seeded byte mutations of the fixtures read alike", arguments: Array(UInt64(0)..<4))
    func mutationsReadAlike(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for path in Self.fixtures {
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            guard !bytes.isEmpty else { continue }
            let interesting: [UInt8] = Array(#"{}[],:"\ 0-9.eE"#.utf8) + [0x00, 0x0A, 0x0D, 0xC3, 0xE9, 0xFF]
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[position] = interesting.randomElement(using: &generator)!
                case 1: bytes.remove(at: position)
                default: bytes.insert(interesting.randomElement(using: &generator)!, at: position)
                }
                if bytes.isEmpty { break }
            }
            try checkReaders(bytes, readSize: Int.random(in: 1...16, using: &generator))
        }
    }

    /// Snapshots given as objects with `"items"`, good and bad.
    static let itemsDocuments = [
        #"{"items": [{"id": "a", "v": 1}, {"id": "b"}, {"id": 3, "w": [1, {"x": null}]}]}"#,
        #"{"version": 1, "items": [1, "x", {"id": 2, "c": [1]}], "note": {"items": 2}}"#,
        #"{"items": [{"id": "a"}, {"id": "a"}]}"#,
        #"{"items": [], "sections": []}"#,
        #"{"sections": [], "items": [{"id": true}]}"#,
        #"{"items": [{"id": true}, {"nope": 1}]}"#,
        #"{"items": 5}"#,
        #"{"items": [1], "items": [2]}"#,
        #"{"items": [1], "\u0069tems": [2]}"#,
        #"{"\u0069tems": [{"id": "a\n"}]}"#,
        #"{"items": [1]} x"#,
        #"{"items": [1}"#,
        #"{"items": [1],}"#,
        #"{"items": [1] "#,
        #"{"items" [1]}"#,
        "{}",
        " { } ",
        #"{"a": {"items": [1]}}"#,
        #"{"items": [{"id": "a", "id": "b"}]}"#,
        #"{"items": [[[[1]]]], "x": [[[]]]}"#,
    ]

    @Test("Objects with items read alike through every reader", arguments: itemsDocuments)
    func itemsObjectsReadAlike(_ text: String) throws {
        for readSize in [1, 2, 3, 5, 64] {
            try checkReaders(Array(text.utf8), readSize: readSize)
        }
    }

    @Test("Seeded byte mutations of objects with items read alike", arguments: Array(UInt64(0)..<8))
    func itemsMutationsReadAlike(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let interesting: [UInt8] = Array(#"{}[],:"\ 0-9.eEitems"#.utf8) + [0x00, 0x0A, 0x0D, 0xC3, 0xE9, 0xFF]
        for text in Self.itemsDocuments {
            for _ in 0..<20 {
                var bytes = Array(text.utf8)
                for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
                    let position = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[position] = interesting.randomElement(using: &generator)!
                    case 1: bytes.remove(at: position)
                    default: bytes.insert(interesting.randomElement(using: &generator)!, at: position)
                    }
                }
                try checkReaders(bytes, readSize: Int.random(in: 1...16, using: &generator))
            }
        }
    }
}
