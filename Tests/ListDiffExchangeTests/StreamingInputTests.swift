import Foundation
import TestSupport
import Testing

@testable import ListDiffExchange

/// Files read a chunk at a time (`JSONParser(reading:)`) against the same
/// bytes parsed whole, which define the values and the errors, and flat
/// records read without a tree against the tree path.
@Suite("Streaming input")
struct StreamingInputTests {
    let decoder = ExchangeDecoder()

    /// A file of `count` records over several read chunks, separated by
    /// every kind of line break and white space.
    static func records(_ count: Int) -> [UInt8] {
        let breaks = [",\n", ",\r\n", ",\r", ", ", ",\n\t", "\r\n,"]
        var text = "[\n"
        for index in 0..<count {
            if index > 0 { text += breaks[index % breaks.count] }
            text += #"{"id": "record-\#(index)-0123456789", "likes": \#(index % 97), "ok": true, "n": null}"#
        }
        return Array((text + "\n]\n").utf8)
    }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-stream-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// The error, or `nil`, of reading a snapshot.
    func snapshotError(_ read: () throws(InputError) -> ExchangeSnapshot) -> InputError? {
        do {
            _ = try read()
            return nil
        } catch {
            return error
        }
    }

    /// The error, or `nil`, of reading a JSON value.
    func jsonError(_ read: () throws(InputError) -> JSONValue) -> InputError? {
        do {
            _ = try read()
            return nil
        } catch {
            return error
        }
    }

    /// A bad byte (NUL, or a UTF-8 lead byte before ASCII) anywhere,
    /// including at and around the chunk boundaries
    /// and between the two bytes of a CRLF, is reported at the same line and
    /// column whether the file is streamed or parsed whole.
    @Test(arguments: Array(UInt64(0)..<6))
    func errorsAreWhereTheWholeParseSaysTheyAre(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let good = Self.records(12_000)
        try #require(good.count > 3 * JSONParser.chunkSize)
        let loader = FixtureLoader(reader: InputReader())
        var offsets = [JSONParser.chunkSize, 2 * JSONParser.chunkSize + 1, good.count - 2]
        offsets += (0..<4).map { _ in Int.random(in: 0..<good.count, using: &generator) }
        offsets += good.indices.filter { good[$0] == UInt8(ascii: "\r") }.prefix(3).map { $0 + 1 }
        for offset in offsets {
            var bad = good
            // Never valid: a NUL, or a UTF-8 lead byte before ASCII.
            bad.insert([0x00, 0xC3].randomElement(using: &generator)!, at: offset)
            let path = try file("bad-\(seed).json", bad)
            let streamed = snapshotError { () throws(InputError) in try loader.snapshot(at: path) }
            let whole = snapshotError { () throws(InputError) in try loader.snapshot(from: bad, at: path) }
            #expect(streamed != nil, "offset \(offset)")
            #expect(streamed == whole, "offset \(offset)")
            let streamedJSON = jsonError { () throws(InputError) in try loader.reader.json(at: path) }
            let wholeJSON = jsonError { () throws(InputError) in try loader.reader.json(from: bad, at: path) }
            #expect(streamedJSON == wholeJSON, "offset \(offset)")
            #expect(streamedJSON == streamed, "offset \(offset)")
        }
        let path = try file("good-\(seed).json", good)
        #expect(try loader.snapshot(at: path) == loader.snapshot(from: good, at: path))
        #expect(try loader.reader.json(at: path) == JSONParser.parse(good))
    }

    /// A string longer than a chunk is read whole, and a document that is
    /// not an array is streamed too.
    @Test func longStringsAndObjects() throws {
        let long = String(repeating: "é0123456789", count: JSONParser.chunkSize / 5)
        let text = #"{"items": [{"id": "\#(long)", "t": 1}, "b"]}"#
        let path = try file("long.json", Array(text.utf8))
        let snapshot = try FixtureLoader(reader: InputReader()).snapshot(at: path)
        #expect(snapshot.sections[0].items.map(\.id) == [ExchangeID(long), ExchangeID("b")])
    }

    /// A bad first byte fails at once: the parser does not read on to the
    /// end of the input (a pipe whose writer stays open, read without
    /// blocking, would fail the read).
    @Test func aBadByteFailsWithoutReadingOn() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let bytes: [UInt8] = [0x00] + Array(repeating: UInt8(ascii: " "), count: 1000)
        try #require(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        var parser = JSONParser(reading: ends[0])
        #expect(throws: JSONParseError(line: 1, column: 1, message: "unexpected character 0x00, expected a value")) {
            try parser.parseDocument()
        }
        #expect(!parser.readFailed)
    }

    /// Records of every kind: flat ones, read without a tree, and the rest.
    static let recordTexts = [
        #"{"id": "a", "b": 1, "a": "x"}"#,
        #"{"a": "x", "b": 1, "id": "a"}"#,
        #"{"id": 12, "z": -0, "y": true, "x": false, "w": null, "v": "", "u": 123456789012345678}"#,
        #"{"id": -0}"#,
        #"{"id": "long-identifier-0123456789"}"#,
        #"{"id": "k", "n": 1.5, "m": 1e3, "l": 1000000000000000000000000}"#,
        #"{"id": "k", "s": "caf\u00e9", "t": "é"}"#,
        #"{"id": "k", "nested": {"b": [1, 2]}, "a": []}"#,
        #"{"id": "k", "content": {"b": 1}}"#,
        #"{"id": "k", "\u0061": 1}"#,
        #"{"id": "k", "a": "x\/y"}"#,
        #"{ "id" : "k" , "a" : 1 }"#,
        #"{"id": "\u006b", "a": 1}"#,
        #"{"id": 1.0}"#,
        #"{"id": "k", "a": truex}"#,
        #"{"id": "k", "a": 1, "a": 2}"#,
        #"{"id": "k", "id": "j"}"#,
        #"{"a": 1}"#,
        "{}",
        #"{"id": "k", "a": 01}"#,
        #"{"id": "k", "a": -}"#,
        #"{"id": "k""#,
    ]

    /// Each record reads the same, with the same canonical content text, or
    /// fails with the same error, through the record path and the tree path.
    @Test(arguments: recordTexts)
    func recordsReadAsTheTreePathReadsThem(record: String) throws {
        let text = "[\(record), \(record)]"
        let loader = FixtureLoader(reader: InputReader())
        var compact: ExchangeSnapshot?
        var compactError: InputError?
        do {
            compact = try loader.snapshot(from: Array(text.utf8), at: "r.json")
        } catch {
            compactError = error
        }
        var tree: ExchangeSnapshot?
        var treeError: InputError?
        do {
            tree = try decoder.snapshot(JSONParser.parse(Array(text.utf8)))
        } catch let error as JSONParseError {
            treeError = InputReader.inputError(error, at: "r.json")
        } catch let error as ExchangeDecoder.Failure {
            treeError = InputError(file: "r.json", path: error.path, error.message)
        }
        #expect(compactError == treeError)
        guard let compact, let tree else { return }
        #expect(compact == tree)
        for (compactItem, treeItem) in zip(compact.sections[0].items, tree.sections[0].items) {
            #expect(compactItem.id == treeItem.id)
            #expect(compactItem.id.description == treeItem.id.description)
            #expect(compactItem.contentJSON == treeItem.contentJSON)
            #expect(compactItem.hashValue == treeItem.hashValue)
        }
    }

    /// Members in another order are the same content, kept as the same
    /// canonical text.
    @Test func memberOrderDoesNotMatter() throws {
        let items = try #require(
            decoder.compactSnapshot(Array(#"[{"id": "a", "b": 1, "a": "x"}, {"a": "x", "id": "a", "b": 1}]"#.utf8))
        ).sections[0].items
        guard case .canonical(let left) = items[0].storedContent, case .canonical(let right) = items[1].storedContent
        else {
            Issue.record("flat records are not kept as canonical text")
            return
        }
        #expect(left == right)
        #expect(left.string == #"{"a":"x","b":1}"#)
    }
}
