import Foundation

/// A JSON value, as ``JSONParser`` reads it.
///
/// Equality is equality of JSON values as the snapshot format defines it:
/// object members are compared by key whatever their order, and numbers by
/// value (`1` equals `1.0`; see ``JSONNumber``). Strings and keys compare by
/// their Unicode code points, as JSON defines them, not as Swift strings do:
/// `"é"` precomposed (U+00E9) and as `e` plus a combining accent (U+0065
/// U+0301) are different strings. (An object's members are kept by Swift
/// string, so one object cannot hold two keys that are canonically
/// equivalent; ``JSONParser`` reports the second as a duplicate key.)
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"b": [1, true], "a": null}"#.utf8))
/// value.jsonText() // #"{"a":null,"b":[1,true]}"#
/// ```
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null

    /// `true` or `false`.
    case bool(Bool)

    /// A number, kept exactly.
    case number(JSONNumber)

    /// A string, with its escapes decoded.
    case string(String)

    /// An array of values, in order.
    case array([JSONValue])

    /// An object: its members by key. Member order is not kept.
    case object([String: JSONValue])

    /// Whether two values are equal JSON values: the same kind, strings and
    /// keys with the same code points, numbers with the same value, arrays
    /// element by element, objects member by member whatever their order.
    ///
    /// Hashing is Swift's for the same cases, which is coarser (it treats
    /// canonically equivalent strings alike), so equal values hash alike.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: Whether they are equal.
    /// - Complexity: O(*n*), where *n* is the size of the smaller value.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let left), .bool(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.string(let left), .string(let right)): return left.hasSameCodePoints(as: right)
        case (.array(let left), .array(let right)): return left.elementsEqual(right, by: ==)
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            for (key, value) in left {
                // The key as `right` holds it, which may differ from `key` in
                // its code points while being its canonical equivalent.
                guard let index = right.index(forKey: key), right[index].key.hasSameCodePoints(as: key),
                    right[index].value == value
                else { return false }
            }
            return true
        default: return false
        }
    }

    /// Hashes the value, so that equal values hash alike.
    ///
    /// - Parameter hasher: The hasher to feed.
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0 as UInt8)
        case .bool(let value): hasher.combine(value ? 2 as UInt8 : 1)
        case .number(let number):
            hasher.combine(3 as UInt8)
            hasher.combine(number)
        case .string(let text):
            hasher.combine(4 as UInt8)
            hasher.combine(text)
        case .array(let elements):
            hasher.combine(5 as UInt8)
            hasher.combine(elements)
        case .object(let members):
            hasher.combine(6 as UInt8)
            hasher.combine(members)
        }
    }

    /// What kind of value this is, worded to follow "found" in an error message.
    ///
    /// `null`, `true` and `false` are the literal itself; other kinds are
    /// `a number`, `a string`, `an array` and `an object`, so a message can read
    /// `expected a string or an integer, found true` or `…, found an array`.
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Writes the value as compact JSON text, with no whitespace.
    ///
    /// The text is deterministic: object members are sorted by key (in the
    /// order of their UTF-8 bytes, which is code point order), numbers are
    /// written as their ``JSONNumber/canonicalText``, and strings are escaped as
    /// ``JSONValue/quoted(_:)`` describes. Parsing the text gives back an equal
    /// value.
    ///
    /// ```swift
    /// JSONValue.object(["b": .number(JSONNumber(2)), "a": .string("x\n")]).jsonText()
    /// // #"{"a":"x\n","b":2}"#
    /// ```
    ///
    /// The writer does not recurse, so a value nested deeper than any parser
    /// accepts is still written.
    ///
    /// - Returns: The JSON text.
    /// - Complexity: O(*n* + *k* log *k*), where *n* is the length of the
    ///   result and *k* the largest number of members in one object.
    package func jsonText() -> String {
        var bytes: [UInt8] = []
        appendJSONText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the value's compact JSON text, as ``jsonText()`` writes it,
    /// as UTF-8.
    ///
    /// - Parameter bytes: The buffer to append to.
    /// - Complexity: O(*n* + *k* log *k*), where *n* is the length of the
    ///   text and *k* the largest number of members in one object.
    package func appendJSONText(to bytes: inout [UInt8]) {
        /// Work still to do, last item first.
        enum Pending {
            case value(JSONValue)
            case byte(UInt8)
            case key(String)
        }
        var pending: [Pending] = [.value(self)]
        while let next = pending.popLast() {
            switch next {
            case .byte(let byte):
                bytes.append(byte)
            case .key(let key):
                JSONValue.appendQuoted(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
            case .value(.null):
                bytes += "null".utf8
            case .value(.bool(let value)):
                bytes += (value ? "true" : "false").utf8
            case .value(.number(let number)):
                bytes += number.canonicalText.utf8
            case .value(.string(let string)):
                JSONValue.appendQuoted(string, to: &bytes)
            case .value(.array(let elements)):
                bytes.append(UInt8(ascii: "["))
                pending.append(.byte(UInt8(ascii: "]")))
                for (offset, element) in elements.enumerated().reversed() {
                    pending.append(.value(element))
                    if offset > 0 { pending.append(.byte(UInt8(ascii: ","))) }
                }
            case .value(.object(let members)):
                bytes.append(UInt8(ascii: "{"))
                pending.append(.byte(UInt8(ascii: "}")))
                let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                for (offset, member) in sorted.enumerated().reversed() {
                    pending.append(.value(member.value))
                    pending.append(.key(member.key))
                    if offset > 0 { pending.append(.byte(UInt8(ascii: ","))) }
                }
            }
        }
    }

    /// Returns a string as a JSON string literal, in double quotes.
    ///
    /// `"` and `\` are escaped with a backslash; the control characters
    /// U+0008, U+0009, U+000A, U+000C and U+000D as `\b`, `\t`, `\n`, `\f` and
    /// `\r`; other control characters below U+0020 as `\u00XX` with lowercase
    /// hex. Everything else, including non-ASCII text, is written as is. The
    /// result never contains a line break, so it can be quoted in a one-line
    /// error message.
    ///
    /// - Parameter string: The string to quote.
    /// - Returns: The JSON string literal.
    /// - Complexity: O(*n*), where *n* is the length of `string`.
    static func quoted(_ string: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        appendQuoted(string, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a string as a JSON string literal, as ``quoted(_:)`` writes
    /// it, as UTF-8.
    static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
        appendQuoted(utf8: string.utf8, to: &bytes)
    }

    /// Appends UTF-8 text as a JSON string literal, as ``quoted(_:)``
    /// writes it.
    static func appendQuoted(utf8: some Collection<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape: then it is copied at once.
        guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            bytes += utf8
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0x08: bytes += #"\b"#.utf8
            case 0x09: bytes += #"\t"#.utf8
            case 0x0A: bytes += #"\n"#.utf8
            case 0x0C: bytes += #"\f"#.utf8
            case 0x0D: bytes += #"\r"#.utf8
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes += #"\u00"#.utf8
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

extension String {
    /// Whether the two strings hold the same Unicode code points: the same
    /// UTF-8 bytes, where `==` asks only for canonical equivalence.
    ///
    /// - Complexity: O(*n*), where *n* is the length of the shorter string.
    func hasSameCodePoints(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // Native strings are contiguous: their bytes compare in place with
        // memcmp, 4% fewer instructions in all to read and plan 200,000
        // records in ten sections than elementsEqual on the UTF-8 views.
        let same = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                right.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, right.count) == 0
            }
        }
        return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
