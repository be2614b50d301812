import Testing

@testable import ListDiffExchange

/// Objects read after an object of the same keys at the same depth, which
/// share its key strings and are copies of its template: they must be
/// exactly the objects read on their own.
@Suite("Objects of the same keys, read one after another")
struct JSONParserShapeTests {
    /// Parses UTF-8 text.
    private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    /// Each element of the array parsed alone, as an array of them.
    private func elementsAlone(_ text: String) throws -> JSONValue {
        guard case .array(let elements) = try parse(text) else { return .null }
        return .array(try elements.map { element throws in try parse(element.jsonText()) })
    }

    @Test(
        "Records of the same, other and partly the same keys are the records read alone",
        arguments: [
            #"[{"id":1,"a":"x"},{"id":2,"a":"y"},{"id":3,"a":"z"},{"id":4,"a":"w"}]"#,
            #"[{"id":1,"a":1},{"a":2,"id":2},{"id":3},{"id":4,"a":4,"b":5},{"id":5,"a":6}]"#,
            #"[{"id":1,"ab":1},{"id":2,"a":2},{"id":3,"abc":3},{"id":4,"ab":4},{"id":5,"ab":5}]"#,
            #"[{"a\n":1},{"a\n":2},{"a\u0062":3},{"ab":4},{"ab":5}]"#,
            #"[{"s":[{"k":1},{"k":2}]},{"s":[{"k":3},{"j":4}]},{"s":[]},{"s":{"k":{"k":5}}}]"#,
            #"[{"é":1},{"é":2},{"é":3}]"#,
            #"[{"":1},{"":2},{"":3}]"#,
        ])
    func sameAsAlone(_ text: String) throws {
        let value = try parse(text)
        #expect(value == (try elementsAlone(text)))
        #expect(value.jsonText() == (try elementsAlone(text)).jsonText())
    }

    @Test("A key canonically equivalent to the shape's keeps its own code points")
    func canonicalEquivalents() throws {
        // U+00E9 precomposed, then `e` and U+0301.
        let text = "[{\"\u{E9}\":1},{\"\u{E9}\":2},{\"e\u{301}\":3},{\"e\u{301}\":4}]"
        guard case .array(let elements) = try parse(text) else {
            Issue.record("not an array")
            return
        }
        let keys = elements.map { element -> [UInt8] in
            guard case .object(let members) = element, let key = members.keys.first else { return [] }
            return Array(key.utf8)
        }
        #expect(keys == [[0xC3, 0xA9], [0xC3, 0xA9], [0x65, 0xCC, 0x81], [0x65, 0xCC, 0x81]])
    }

    @Test(
        "Duplicate keys are found whether or not the keys before them are the shape's",
        arguments: [
            (#"[{"a":1,"b":2},{"a":1,"a":2}]"#, 23, #"duplicate key "a""#),
            (#"[{"a":1,"b":2},{"a":1,"b":2,"b":3}]"#, 29, #"duplicate key "b""#),
            (#"[{"a":1,"b":2},{"b":1,"a":2,"b":3}]"#, 29, #"duplicate key "b""#),
            ("[{\"\u{E9}\":1},{\"\u{E9}\":1,\"e\u{301}\":2}]", 19, "duplicate key \"e\u{301}\""),
        ])
    func duplicates(_ text: String, _ column: Int, _ message: String) {
        #expect(throws: JSONParseError(line: 1, column: column, message: message)) { try parse(text) }
    }

    @Test("Objects of many keys, the same again, with a duplicate past the 16th")
    func manyKeys() throws {
        let keys = (0..<40).map { "k\($0)" }
        let object = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
        let text = "[" + Array(repeating: object, count: 3).joined(separator: ",") + "]"
        #expect(try parse(text) == (try elementsAlone(text)))
        let duplicated = "[" + object + "," + object.dropLast() + ",\"k30\":1}]"
        let column = object.utf8.count + 3 + object.utf8.count
        #expect(throws: JSONParseError(line: 1, column: column, message: #"duplicate key "k30""#)) {
            try parse(duplicated)
        }
    }

    @Test("Input ending inside a key of the shape's is an unterminated string")
    func truncatedKey() {
        #expect(throws: JSONParseError(line: 1, column: 13, message: "unterminated string")) {
            try parse(#"[{"abc":1},{"abc"#)
        }
        #expect(throws: JSONParseError(line: 1, column: 13, message: "unterminated string")) {
            try parse(#"[{"abc":1},{"ab"#)
        }
    }
}

/// The size of a value, which an array of values holds inline.
@Test("A JSON value takes 48 bytes in an array")
func jsonValueStride() {
    #expect(MemoryLayout<JSONValue>.stride == 48)
}
