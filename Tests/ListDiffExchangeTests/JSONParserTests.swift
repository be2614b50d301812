import Testing

@testable import ListDiffExchange

/// Parses UTF-8 text.
private func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
}

/// A number value from its literal.
private func number(_ text: String) -> JSONValue {
    .number(JSONNumber(text)!)
}

/// Input that must be rejected, and the error it must give.
struct RejectedInput: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let message: String

    init(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        self.init(Array(text.utf8), line, column, message)
    }

    init(_ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.message = message
    }

    var expected: JSONParseError {
        JSONParseError(line: line, column: column, message: message)
    }

    var testDescription: String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        return "\(JSONValue.quoted(text)) → \(expected)"
    }
}

@Suite("JSONParser")
struct JSONParserTests {
    // MARK: - Values

    @Test(
        "Every kind of value",
        arguments: [
            ("null", JSONValue.null), ("true", .bool(true)), ("false", .bool(false)),
            ("0", number("0")), ("-12.5e3", number("-12500")), ("42", number("42")),
            (#""hi""#, .string("hi")), (#""""#, .string("")),
            ("[]", .array([])), ("{}", .object([:])),
            ("[1, \"a\", null]", .array([number("1"), .string("a"), .null])),
            (#"{"k": false}"#, .object(["k": .bool(false)])),
            (" \t\r\n true \n", .bool(true)),
        ]
    )
    func values(text: String, expected: JSONValue) throws {
        #expect(try parse(text) == expected)
    }

    @Test("Nested values")
    func nested() throws {
        let text = """
            {
              "sections": [
                { "id": "fruit", "items": [ {"id": "apple", "content": {"price": 3}}, "banana", 42 ] },
                { "id": 7, "items": [[], {}, [[null]]] }
              ],
              "empty": {}
            }
            """
        let expected = JSONValue.object([
            "sections": .array([
                .object([
                    "id": .string("fruit"),
                    "items": .array([
                        .object(["id": .string("apple"), "content": .object(["price": number("3")])]),
                        .string("banana"),
                        number("42"),
                    ]),
                ]),
                .object(["id": number("7"), "items": .array([.array([]), .object([:]), .array([.array([.null])])])]),
            ]),
            "empty": .object([:]),
        ])
        #expect(try parse(text) == expected)
    }

    @Test("Object equality ignores key order and compares numbers by value")
    func objectKeyOrder() throws {
        let a = try parse(#"{"a": 1, "b": [2, {"x": null, "y": true}]}"#)
        let b = try parse(#"{"b": [2.0, {"y": true, "x": null}], "a": 1e0}"#)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != (try parse(#"{"a": 1, "b": [2, {"x": null, "y": false}]}"#)))
        #expect(a != (try parse(#"{"a": 1, "b": [{"x": null, "y": true}, 2]}"#)))
    }

    @Test("String escapes are decoded")
    func escapes() throws {
        let text = #""q\" b\\ s\/ \b\f\n\r\t A\u0041 \u00e9\u00C9 \ud83d\ude00 nul\u0000""#
        #expect(try parse(text) == .string("q\" b\\ s/ \u{08}\u{0C}\n\r\t AA \u{E9}\u{C9} \u{1F600} nul\u{0}"))
    }

    @Test("Raw UTF-8 in strings, including every boundary of the encoding")
    func rawUTF8() throws {
        let text = "héllo 😀 \u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}"
        #expect(try parse("\"" + text + "\"") == .string(text))
        #expect(try parse("{\"ключ\": \"значение\"}") == .object(["ключ": .string("значение")]))
    }

    @Test("A byte order mark at the start is skipped and not counted in columns")
    func byteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try JSONParser.parse(bom + Array("[1]".utf8)) == .array([number("1")]))
        let emptyError = #expect(throws: JSONParseError.self) { try JSONParser.parse(bom) }
        #expect(emptyError == JSONParseError(line: 1, column: 1, message: "empty input, expected a JSON value"))
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(bom + Array("[x]".utf8)) }
        #expect(error == JSONParseError(line: 1, column: 2, message: "unexpected word 'x', expected a value"))
        // Only at the start: elsewhere it is an unexpected (invisible) character.
        let inside = #expect(throws: JSONParseError.self) { try JSONParser.parse(Array("[\u{FEFF}1]".utf8)) }
        #expect(inside == JSONParseError(line: 1, column: 2, message: "unexpected character U+FEFF, expected a value"))
    }

    @Test("A large array parses to every element")
    func largeArray() throws {
        let count = 20_000
        let text = "[" + (0..<count).map { #"{"id": \#($0), "s": "x\n\#($0)"}"# }.joined(separator: ",") + "]"
        guard case .array(let elements) = try parse(text) else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.count == count)
        #expect(elements.last == .object(["id": .number(JSONNumber(count - 1)), "s": .string("x\n\(count - 1)")]))
    }

    // MARK: - Errors

    @Test(
        "Rejected input gives a specific message at the right line and column",
        arguments: [
            // Nothing to parse.
            RejectedInput("", 1, 1, "empty input, expected a JSON value"),
            RejectedInput("  \n  ", 2, 3, "empty input, expected a JSON value"),
            // Not a value.
            RejectedInput("[1,\n}", 2, 1, "unexpected character '}', expected a value"),
            RejectedInput("[1,]", 1, 4, "unexpected character ']', expected a value"),
            RejectedInput("NaN", 1, 1, "unexpected word 'NaN', expected a value"),
            RejectedInput("[\n  Infinity]", 2, 3, "unexpected word 'Infinity', expected a value"),
            RejectedInput("tru", 1, 1, "unexpected word 'tru', expected a value"),
            RejectedInput("[truex]", 1, 2, "unexpected word 'truex', expected a value"),
            RejectedInput("True", 1, 1, "unexpected word 'True', expected a value"),
            RejectedInput("nul", 1, 1, "unexpected word 'nul', expected a value"),
            RejectedInput(
                "undefinedundefinedundefined", 1, 1, "unexpected word 'undefinedundefinedun...', expected a value"),
            RejectedInput("// comment\n1", 1, 1, "unexpected character '/', expected a value"),
            RejectedInput("'a'", 1, 1, #"unexpected character "'", expected a value"#),
            RejectedInput(".5", 1, 1, "unexpected character '.', expected a value"),
            RejectedInput("+1", 1, 1, "unexpected character '+', expected a value"),
            RejectedInput("\u{01}", 1, 1, "unexpected character 0x01, expected a value"),
            RejectedInput("[\u{7F}]", 1, 2, "unexpected character 0x7F, expected a value"),
            RejectedInput("\u{A0}1", 1, 1, "unexpected character U+00A0, expected a value"),
            RejectedInput("é", 1, 1, "unexpected character 'é', expected a value"),
            // Arrays.
            RejectedInput("[1,\n 2 x]", 2, 4, "expected ',' or ']' after array element, found 'x'"),
            RejectedInput("[1 2]", 1, 4, "expected ',' or ']' after array element, found '2'"),
            RejectedInput("[\"ok\",\n \"é\", 1 true]", 2, 10, "expected ',' or ']' after array element, found 'true'"),
            RejectedInput("[1}", 1, 3, "expected ',' or ']' after array element, found '}'"),
            RejectedInput("[", 1, 2, "unexpected end of input inside an array"),
            RejectedInput("[1", 1, 3, "unexpected end of input inside an array"),
            RejectedInput("[1,\n", 2, 1, "unexpected end of input inside an array"),
            // Objects.
            RejectedInput("{\"a\": 1", 1, 8, "unexpected end of input inside an object"),
            RejectedInput("{", 1, 2, "unexpected end of input inside an object"),
            RejectedInput("{\"a\"", 1, 5, "unexpected end of input inside an object"),
            RejectedInput("{\"a\":", 1, 6, "unexpected end of input inside an object"),
            RejectedInput("{\"a\":1,", 1, 8, "unexpected end of input inside an object"),
            RejectedInput("{\"a\":[1]", 1, 9, "unexpected end of input inside an object"),
            RejectedInput("{\"a\":1,}", 1, 8, "expected a string key after ',', found '}'"),
            RejectedInput("{a:1}", 1, 2, "expected a string key or '}', found 'a'"),
            RejectedInput("{'a':1}", 1, 2, #"expected a string key or '}', found "'""#),
            RejectedInput("{\"a\" 1}", 1, 6, "expected ':' after object key, found '1'"),
            RejectedInput("{\"a\"=1}", 1, 5, "expected ':' after object key, found '='"),
            RejectedInput("{\"a\":1 \"b\":2}", 1, 8, "expected ',' or '}' after object member, found '\"'"),
            RejectedInput("{\"a\":1]", 1, 7, "expected ',' or '}' after object member, found ']'"),
            RejectedInput("{\"x\": 1,\n \"x\": 2}", 2, 2, #"duplicate key "x""#),
            RejectedInput(#"{"a":1,"\u0061":2}"#, 1, 8, #"duplicate key "a""#),
            RejectedInput(#"{"a\"b\n":1,"a\"b\n":2}"#, 1, 13, #"duplicate key "a\"b\n""#),
            RejectedInput(#"[{"a":1},{"b":{"a":1,"a":2}}]"#, 1, 22, #"duplicate key "a""#),
            RejectedInput(
                "{\"\(String(repeating: "k", count: 50))\":1,\"\(String(repeating: "k", count: 50))\":2}", 1, 57,
                "duplicate key \"\(String(repeating: "k", count: 40))...\""
            ),
            // Strings.
            RejectedInput("[\n  \"abc", 2, 3, "unterminated string"),
            RejectedInput("\"abc\\", 1, 1, "unterminated string"),
            RejectedInput("\"a\\qb\"", 1, 3, #"invalid escape '\q'"#),
            RejectedInput("\"\\x41\"", 1, 2, #"invalid escape '\x'"#),
            RejectedInput("\"\\'\"", 1, 2, #"invalid escape '\''"#),
            RejectedInput("\"\\\u{01}\"", 1, 2, #"invalid escape, '\' followed by 0x01"#),
            RejectedInput("\"a\tb\"", 1, 3, "unescaped control character 0x09 in a string"),
            RejectedInput("{\"a\":\n\"line\nbreak\"}", 2, 6, "unescaped control character 0x0A in a string"),
            RejectedInput("\"\\u12G4\"", 1, 6, #"expected 4 hex digits after '\u', found 'G'"#),
            RejectedInput("\"\\u12", 1, 6, #"expected 4 hex digits after '\u', found end of input"#),
            RejectedInput("\"\\uD800\"", 1, 2, #"unpaired surrogate '\uD800' in a string"#),
            RejectedInput("\"\\udc00\"", 1, 2, #"unpaired surrogate '\udc00' in a string"#),
            RejectedInput("\"ab\\uD800\\u0041\"", 1, 4, #"unpaired surrogate '\uD800' in a string"#),
            RejectedInput("\"\\uD800x\"", 1, 2, #"unpaired surrogate '\uD800' in a string"#),
            RejectedInput("\"\\uD800\\uD800\"", 1, 2, #"unpaired surrogate '\uD800' in a string"#),
            // Numbers.
            RejectedInput("[01]", 1, 2, "leading zeros are not allowed in numbers"),
            RejectedInput("-01", 1, 2, "leading zeros are not allowed in numbers"),
            RejectedInput("00", 1, 1, "leading zeros are not allowed in numbers"),
            RejectedInput("-", 1, 2, "expected a digit after '-', found end of input"),
            RejectedInput("-Infinity", 1, 2, "expected a digit after '-', found 'Infinity'"),
            RejectedInput("[- 1]", 1, 3, "expected a digit after '-', found ' '"),
            RejectedInput("1.", 1, 3, "expected a digit after '.', found end of input"),
            RejectedInput("1.e5", 1, 3, "expected a digit after '.', found 'e5'"),
            RejectedInput("1e", 1, 3, "expected a digit in the exponent, found end of input"),
            RejectedInput("[1e+]", 1, 5, "expected a digit in the exponent, found ']'"),
            RejectedInput("[\n1e99999999999999999999]", 2, 1, "number out of range"),
            // After the value.
            RejectedInput("1 2", 1, 3, "trailing characters after the JSON value"),
            RejectedInput("[1]\n// comment", 2, 1, "trailing characters after the JSON value"),
            RejectedInput("0x10", 1, 2, "trailing characters after the JSON value"),
            RejectedInput("{}}", 1, 3, "trailing characters after the JSON value"),
            // Line breaks: CRLF is one break, a lone CR is one too.
            RejectedInput("[1]\r\n\r\n x", 3, 2, "trailing characters after the JSON value"),
            RejectedInput("\r\r x", 3, 2, "unexpected word 'x', expected a value"),
        ]
    )
    func rejected(input: RejectedInput) {
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(input.bytes) }
        #expect(error == input.expected)
    }

    @Test(
        "Invalid UTF-8 is rejected at the bad byte",
        arguments: [
            RejectedInput([0x22, 0xFF, 0x22], 1, 2, "invalid UTF-8 byte 0xFF"),
            RejectedInput([0x22, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0x80"),
            RejectedInput([0x22, 0xC0, 0xAF, 0x22], 1, 2, "invalid UTF-8 byte 0xC0"),
            RejectedInput([0x22, 0xC1, 0xBF, 0x22], 1, 2, "invalid UTF-8 byte 0xC1"),
            RejectedInput(
                [0x22, 0xE0, 0x80, 0xAF, 0x22], 1, 3, "invalid UTF-8 byte 0x80 after 0xE0 (overlong encoding)"),
            RejectedInput(
                [0x22, 0xF0, 0x8F, 0xBF, 0xBF, 0x22], 1, 3, "invalid UTF-8 byte 0x8F after 0xF0 (overlong encoding)"
            ),
            RejectedInput(
                [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 3, "invalid UTF-8 byte 0xA0 after 0xED (encoded surrogate)"),
            RejectedInput(
                [0x22, 0xED, 0xBF, 0xBF, 0x22], 1, 3, "invalid UTF-8 byte 0xBF after 0xED (encoded surrogate)"),
            RejectedInput(
                [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 3, "invalid UTF-8 byte 0x90 after 0xF4 (beyond U+10FFFF)"
            ),
            RejectedInput([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8 byte 0xF5"),
            RejectedInput([0x22, 0xC3, 0x22], 1, 3, "invalid UTF-8 byte 0x22 after 0xC3"),
            RejectedInput([0x22, 0xE2, 0x82, 0x41, 0x22], 1, 4, "invalid UTF-8 byte 0x41 after 0xE2 0x82"),
            RejectedInput([0x22, 0xE2, 0x82], 1, 2, "truncated UTF-8 sequence at end of input"),
            RejectedInput([0x0A, 0x5B, 0x31, 0x2C, 0xC3], 2, 4, "truncated UTF-8 sequence at end of input"),
            // Outside strings too, rather than "unexpected character".
            RejectedInput([0x5B, 0xFF, 0x5D], 1, 2, "invalid UTF-8 byte 0xFF"),
            RejectedInput([0x7B, 0x0A, 0x20, 0xC3, 0x28], 2, 3, "invalid UTF-8 byte 0x28 after 0xC3"),
            RejectedInput(Array("{\"é\":".utf8) + [0xFE], 1, 7, "invalid UTF-8 byte 0xFE"),
        ]
    )
    func invalidUTF8(input: RejectedInput) {
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(input.bytes) }
        #expect(error == input.expected)
    }

    @Test("The error description is line:column: message")
    func errorDescription() throws {
        let error = #expect(throws: JSONParseError.self) { try parse("[1,\n  2,\n  3 x]") }
        #expect(error?.description == "3:5: expected ',' or ']' after array element, found 'x'")
        #expect(JSONParseError(line: 3, column: 14, message: "oops").description == "3:14: oops")
    }

    // MARK: - Depth

    /// `depth` nested arrays around `null`.
    private func nestedArrays(_ depth: Int) -> (text: [UInt8], value: JSONValue) {
        var value = JSONValue.null
        for _ in 0..<depth { value = .array([value]) }
        let text =
            Array(String(repeating: "[", count: depth).utf8) + Array("null".utf8)
            + Array(String(repeating: "]", count: depth).utf8)
        return (text, value)
    }

    @Test("Nesting up to the maximum depth is accepted")
    func maximumDepth() throws {
        let (text, expected) = nestedArrays(JSONParser.maximumDepth)
        let value = try JSONParser.parse(text)
        #expect(value == expected)
        #expect(try JSONParser.parse(Array(value.jsonText().utf8)) == value)
        let objects =
            String(repeating: #"{"a":"#, count: JSONParser.maximumDepth) + "1"
            + String(repeating: "}", count: JSONParser.maximumDepth)
        #expect(throws: Never.self) { try parse(objects) }
    }

    @Test("One level more than the maximum is rejected at the bracket that opens it")
    func tooDeep() {
        let (text, _) = nestedArrays(JSONParser.maximumDepth + 1)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        #expect(error == JSONParseError(line: 1, column: 513, message: "nesting deeper than 512 levels"))
        let empty = Array(String(repeating: "[", count: 513).utf8) + Array(String(repeating: "]", count: 513).utf8)
        let emptyError = #expect(throws: JSONParseError.self) { try JSONParser.parse(empty) }
        #expect(emptyError == JSONParseError(line: 1, column: 513, message: "nesting deeper than 512 levels"))
    }

    @Test("Very deep input gives the depth error without crashing", arguments: [100_000, 1_000_000])
    func veryDeep(depth: Int) {
        let arrays = [UInt8](repeating: UInt8(ascii: "["), count: depth)
        let arrayError = #expect(throws: JSONParseError.self) { try JSONParser.parse(arrays) }
        #expect(arrayError == JSONParseError(line: 1, column: 513, message: "nesting deeper than 512 levels"))

        let objects = Array(String(repeating: "{\"a\":\n", count: depth).utf8)
        let objectError = #expect(throws: JSONParseError.self) { try JSONParser.parse(objects) }
        #expect(objectError == JSONParseError(line: 513, column: 1, message: "nesting deeper than 512 levels"))
    }

    // MARK: - Writing

    @Test("kindDescription reads after \"found\"")
    func kindDescription() {
        #expect(JSONValue.null.kindDescription == "null")
        #expect(JSONValue.bool(true).kindDescription == "true")
        #expect(JSONValue.bool(false).kindDescription == "false")
        #expect(number("1.5").kindDescription == "a number")
        #expect(JSONValue.string("").kindDescription == "a string")
        #expect(JSONValue.array([]).kindDescription == "an array")
        #expect(JSONValue.object([:]).kindDescription == "an object")
    }

    @Test(
        "jsonText is compact, sorted and canonical",
        arguments: [
            (#"{"b": [1, true], "a": null}"#, #"{"a":null,"b":[1,true]}"#),
            (
                #"[1.50, -0, 1e3, 1E-7, 123456789012345678901234567890]"#,
                #"[1.5,0,1000,1e-7,123456789012345678901234567890]"#
            ),
            (#""a\"\\\/\n\u0001\u001fé😀\u2028""#, "\"a\\\"\\\\/\\n\\u0001\\u001fé😀\u{2028}\""),
            (#"{"é": 1, "z": 2, "a": {"y": [], "x": {}}}"#, #"{"a":{"x":{},"y":[]},"z":2,"é":1}"#),
            ("[]", "[]"), ("{}", "{}"), ("\"\"", "\"\""), ("false", "false"),
        ]
    )
    func jsonText(text: String, expected: String) throws {
        #expect(try parse(text).jsonText() == expected)
    }

    @Test(
        "Parsing jsonText gives back an equal value",
        arguments: [
            JSONValue.null, .bool(true), .bool(false), number("0"), number("-1.25e-30"), number("1e400"),
            number("123456789012345678901234567890"), .string(""),
            .string("tab\there \"quoted\" \\ \u{0}\u{1F}\u{7F} é 😀"),
            .array([]), .object([:]),
            .array([.null, .array([.array([number("1")])]), .object(["k": .string("v")])]),
            .object([
                "": .null, "key with \"quotes\"\n": .array([number("2.5"), .bool(false)]),
                "nested": .object(["a": .object(["b": .array([.string("deep")])])]),
            ]),
        ]
    )
    func roundTrip(value: JSONValue) throws {
        let text = value.jsonText()
        #expect(try parse(text) == value)
        #expect(try parse(text).jsonText() == text)
    }
}
