import Testing

@testable import ListDiffExchange

@Suite("JSONNumber")
struct JSONNumberTests {
    /// Parses a number literal the way the parser does, failing the test if it is rejected.
    private func number(_ text: String) throws -> JSONNumber {
        try #require(JSONNumber(text), "not a JSON number: \(text)")
    }

    @Test(
        "Spellings of the same value are equal and hash equal",
        arguments: [
            ("1", "1.0"), ("1", "1e0"), ("1", "10e-1"), ("1", "0.1e1"), ("1", "1E+0"), ("1", "100e-2"),
            ("0", "-0"), ("0", "0.0"), ("0", "-0.0e5"), ("0", "0e-7"),
            ("1500", "1.5e3"), ("-2.50", "-25E-1"), ("100", "1e2"), ("0.001", "1e-3"), ("0.001", "0.0010"),
            ("123456789012345678901234567890", "123456789012345678901234567890.000"),
            ("123456789012345678901234567890", "1.23456789012345678901234567890e29"),
        ]
    )
    func equalSpellings(lhs: String, rhs: String) throws {
        let a = try number(lhs)
        let b = try number(rhs)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        #expect(a.canonicalText == b.canonicalText)
    }

    @Test(
        "Different values are not equal",
        arguments: [
            ("1", "2"), ("1", "10"), ("0.1", "0.01"), ("1", "-1"), ("0.5", "-0.5"), ("1e400", "1e401"),
            ("123456789012345678901234567890", "123456789012345678901234567891"),
            ("12", "21"), ("1.5", "15"),
        ]
    )
    func differentValues(lhs: String, rhs: String) throws {
        #expect(try number(lhs) != number(rhs))
    }

    @Test(
        "isInteger is true only for plain integer literals",
        arguments: [
            ("12", true), ("-3", true), ("0", true), ("-0", true),
            ("123456789012345678901234567890", true),
            ("1.0", false), ("1e3", false), ("1E3", false), ("-0.0", false), ("0.5", false), ("1e-0", false),
        ]
    )
    func isInteger(text: String, expected: Bool) throws {
        #expect(try number(text).isInteger == expected)
    }

    @Test("The literal is kept exactly as written")
    func literalIsKept() throws {
        for text in ["-1.50e3", "0.0", "1E+05", "-0", "123456789012345678901234567890"] {
            #expect(try number(text).literal == text)
        }
    }

    @Test("Huge integers are kept exactly, never rounded")
    func hugeIntegers() throws {
        let text = "123456789012345678901234567890"
        let value = try JSONParser.parse(Array(text.utf8))
        guard case .number(let huge) = value else {
            Issue.record("expected a number, got \(value)")
            return
        }
        #expect(huge.literal == text)
        #expect(huge.isInteger)
        #expect(huge.digits == "12345678901234567890123456789")
        #expect(huge.exponent == 1)
        #expect(huge.canonicalText == text)
        #expect(huge != (try number("123456789012345678901234567891")))
        #expect(huge != (try number("123456789012345678901234567889")))
        // 2^64 + 1 and 2^64 differ, though both round to the same Double.
        #expect(try number("18446744073709551617") != number("18446744073709551616"))
    }

    @Test(
        "Parts are normalised",
        arguments: [
            ("-1.50e3", true, "15", 2), ("0.00120", false, "12", -4), ("100", false, "1", 2),
            ("-0.0", false, "", 0), ("10.01", false, "1001", -2), ("7", false, "7", 0),
        ]
    )
    func parts(text: String, isNegative: Bool, digits: String, exponent: Int) throws {
        let value = try number(text)
        #expect(value.isNegative == isNegative)
        #expect(value.digits == digits)
        #expect(value.exponent == exponent)
    }

    @Test(
        "Canonical text",
        arguments: [
            ("1", "1"), ("1.0", "1"), ("1e3", "1000"), ("-1.5e3", "-1500"), ("0.25", "0.25"), ("-0", "0"),
            ("-0.0e9", "0"), ("12.50", "12.5"), ("123e-2", "1.23"), ("-12.5", "-12.5"),
            ("1e21", "1000000000000000000000"), ("1e22", "1e22"), ("15e29", "1.5e30"),
            ("1e-6", "0.000001"), ("1e-7", "1e-7"), ("1.5e-10", "1.5e-10"), ("-0.000123", "-0.000123"),
            ("123456789012345678901234567890", "123456789012345678901234567890"),
            ("1e-99999", "1e-99999"), ("1e9223372036854775806", "1e9223372036854775806"),
            ("1e-9223372036854775808", "1e-9223372036854775808"),
        ]
    )
    func canonicalText(text: String, expected: String) throws {
        let value = try number(text)
        #expect(value.canonicalText == expected)
        #expect(try number(value.canonicalText) == value)
    }

    @Test(
        "Exponents that do not fit in an Int are out of range",
        arguments: [
            "1e99999999999999999999", "1e-99999999999999999999", "0e99999999999999999999",
            "1e9223372036854775808", "1e-9223372036854775809",
            // The exponent fits, but the normalised one does not.
            "10e9223372036854775807", "1e9223372036854775807", "0.01e-9223372036854775808",
        ]
    )
    func outOfRange(text: String) throws {
        #expect(JSONNumber(text) == nil)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(("[\n  " + text + "]").utf8)) }
        #expect(error == JSONParseError(line: 2, column: 3, message: "number out of range"))
    }

    @Test(
        "Creating from a string accepts only a bare JSON number",
        arguments: ["+1", "01", ".5", "1.", "NaN", " 1", "1 ", "", "-", "1e", "0x10", "1_000", "\u{FEFF}1"])
    func rejectsNonNumbers(text: String) {
        #expect(JSONNumber(text) == nil)
    }

    @Test("Creating from an Int", arguments: [0, 7, -42, Int.max, Int.min])
    func fromInt(value: Int) throws {
        let made = JSONNumber(value)
        #expect(made.literal == String(value))
        #expect(made.isInteger)
        #expect(made.canonicalText == String(value))
        #expect(made == (try number(String(value) + ".0")))
    }
}
