/// A JSON number, kept as the exact decimal value its literal spells.
///
/// A number is stored as a sign, its significant digits and a power of ten, so
/// no literal is ever rounded: a 30-digit integer keeps all 30 digits, and
/// `0.1` is exactly one tenth. Two numbers are equal, and hash equal, when they
/// denote the same value, whatever their spelling:
///
/// ```swift
/// JSONNumber("1") == JSONNumber("1.0")     // true
/// JSONNumber("1e0") == JSONNumber("10e-1") // true
/// JSONNumber("0") == JSONNumber("-0.0")    // true
/// JSONNumber("0.1") == JSONNumber("0.01")  // false
/// ```
///
/// The spelling is not lost: ``literal`` is the original text, and
/// ``isInteger`` tells whether it was written as a plain integer, which is
/// what the snapshot format accepts as an id (`12`, but not `12.0` or `1.2e1`).
package struct JSONNumber: Hashable, Sendable {
    /// The original text of the number, exactly as it appeared in the input,
    /// such as `-1.50e3`.
    package let literal: String

    // The two flags are stored last, after the strings and the exponent,
    // so a number takes 42 bytes, not 48, and a JSONValue 48, not 56.

    /// The significant digits of the value, without leading or trailing zeros
    /// and without a decimal point: `"15"` for `-1.50e3`. Empty for zero.
    package let digits: String

    /// The power of ten the ``digits`` are multiplied by: `2` for `-1.50e3`,
    /// which is -15 × 10². Zero for zero.
    package let exponent: Int

    /// Whether the literal was written as an integer: optional minus sign and
    /// digits, with no fraction part and no exponent.
    ///
    /// `12`, `-3` and `0` are integers; `1.0`, `1e3` and `-0.0` are not, even
    /// though their values are whole numbers.
    package let isInteger: Bool

    /// Whether the value is below zero. Always `false` for zero, so `-0` and
    /// `0` are the same number.
    package let isNegative: Bool

    /// Creates a number from its parts; the parser has already normalised them.
    ///
    /// - Precondition: `digits` has no leading or trailing `0`, zero has empty
    ///   `digits`, a positive sign and exponent 0, and
    ///   `exponent + digits.utf8.count` does not overflow.
    init(literal: String, isInteger: Bool, isNegative: Bool, digits: String, exponent: Int) {
        self.literal = literal
        self.digits = digits
        self.exponent = exponent
        self.isInteger = isInteger
        self.isNegative = isNegative
    }

    /// Creates a number from the text of a JSON number literal.
    ///
    /// The text must be exactly one number in JSON syntax, with no whitespace:
    /// `-1.5e3` is accepted; `+1`, `01`, `.5`, `1.`, `NaN` and ` 1` are not.
    ///
    /// ```swift
    /// JSONNumber("-1.50e3")?.canonicalText // "-1500"
    /// JSONNumber("1e99999999999999999999")  // nil, the exponent is out of range
    /// ```
    ///
    /// - Parameter text: A JSON number literal.
    /// - Returns: `nil` if `text` is not a JSON number literal, or if its
    ///   exponent does not fit in an `Int`.
    /// - Complexity: O(*n*), where *n* is the length of `text`.
    package init?(_ text: String) {
        guard let number = JSONParser.number(from: Array(text.utf8)) else { return nil }
        self = number
    }

    /// Creates the number with an integer's value, spelled as that integer.
    ///
    /// ```swift
    /// JSONNumber(-42).literal   // "-42"
    /// JSONNumber(-42).isInteger // true
    /// ```
    ///
    /// - Parameter value: The integer.
    package init(_ value: Int) {
        // The decimal text of an Int is always a valid JSON integer literal.
        self = JSONParser.number(from: Array(String(value).utf8))!
    }

    /// Returns whether two numbers have the same value, however they are spelled.
    ///
    /// - Complexity: O(*n*), where *n* is the number of significant digits.
    package static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.isNegative == rhs.isNegative && lhs.exponent == rhs.exponent && lhs.digits == rhs.digits
    }

    /// Hashes the value of the number, so numbers that are equal hash equal
    /// whatever their spelling.
    ///
    /// - Parameter hasher: The hasher to feed.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(isNegative)
        hasher.combine(exponent)
        hasher.combine(digits)
    }

    /// The number's value as canonical JSON text: equal numbers give equal
    /// text, and parsing the text gives an equal number.
    ///
    /// - Whole numbers are plain digits: `1`, `1.0`, `1e0` and `10e-1` all give
    ///   `1`; `-1.5e3` gives `-1500`; a 30-digit integer gives its 30 digits.
    ///   The exception is a whole number ending in more than 21 zeros, which
    ///   uses an exponent (`1e22`, `1.5e30`), so a short literal such as
    ///   `1e999999` cannot turn into a million characters.
    /// - Other numbers use a decimal point when it is near the digits
    ///   (`0.25`, `-12.5`, `0.000001`), and an exponent otherwise (`1e-7`,
    ///   `1.5e-10`).
    /// - Zero, including `-0` and `0.0e5`, is `0`.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the result.
    package var canonicalText: String {
        if digits.isEmpty { return "0" }
        let sign = isNegative ? "-" : ""
        let digitCount = digits.utf8.count
        if exponent >= 0 && exponent <= 21 {
            return sign + digits + String(repeating: "0", count: exponent)
        }
        // The position of the decimal point relative to the first digit; cannot
        // overflow, the parser rejected numbers where it would.
        let point = digitCount + exponent
        if exponent < 0 && point > 0 {
            let utf8 = digits.utf8
            let split = utf8.index(utf8.startIndex, offsetBy: point)
            return sign + String(digits[..<split]) + "." + String(digits[split...])
        }
        if exponent < 0 && point > -6 {
            return sign + "0." + String(repeating: "0", count: -point) + digits
        }
        let first = digits.prefix(1)
        let rest = digits.dropFirst()
        return sign + first + (rest.isEmpty ? "" : "." + rest) + "e" + String(point - 1)
    }
}
