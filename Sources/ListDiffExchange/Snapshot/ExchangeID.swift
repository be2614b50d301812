/// An identifier in the exchange format: a JSON string or a JSON integer.
///
/// `"1"` and `1` are different identifiers. Integers are kept exactly as
/// their decimal digits, however long, so no identifier is ever rounded;
/// `-0` is the identifier `0`.
///
/// ```swift
/// let id = ExchangeID("apple")
/// id.string             // "apple"
/// ExchangeID(42).description // "42"
/// ```
///
/// Strings compare by their Unicode code points, as JSON defines them, not
/// as Swift strings do: `"é"` precomposed and decomposed are two
/// identifiers.
public struct ExchangeID: Hashable, Sendable, CustomStringConvertible {
    /// How an identifier is kept.
    ///
    /// A string identifier is either a Swift string (``string(_:)``) or, when
    /// read in bulk from a file, ASCII text in storage shared by the file
    /// (``asciiString(_:)``), which saves a heap object per long identifier.
    /// The two forms of the same text are equal and hash alike.
    package enum Storage: Sendable {
        /// A string identifier.
        case string(String)
        /// An integer identifier, as canonical decimal text (`-0` is `0`).
        case integer(String)
        /// A string identifier whose text is ASCII, kept in shared storage.
        case asciiString(ExchangeBytes)
    }

    /// The identifier, as it is kept.
    package var storage: Storage

    /// Creates an identifier kept as `storage`.
    package init(storage: Storage) {
        self.storage = storage
    }

    /// A string identifier.
    package static func string(_ text: String) -> ExchangeID { ExchangeID(storage: .string(text)) }

    /// An integer identifier from its canonical decimal digits.
    package static func integer(_ digits: String) -> ExchangeID { ExchangeID(storage: .integer(digits)) }

    /// A string identifier whose ASCII text is kept in shared storage.
    package static func asciiString(_ bytes: ExchangeBytes) -> ExchangeID { ExchangeID(storage: .asciiString(bytes)) }

    /// Creates a string identifier.
    ///
    /// - Parameter string: The identifier's text.
    public init(_ string: String) {
        self.init(storage: .string(string))
    }

    /// Creates an integer identifier.
    ///
    /// - Parameter integer: The identifier's value.
    public init(_ integer: Int) {
        self.init(storage: .integer(String(integer)))
    }

    /// Creates an integer identifier from its decimal digits, which may be
    /// more than any fixed-width integer holds.
    ///
    /// - Parameter digits: A JSON integer: an optional `-` and digits, with
    ///   no leading zero (`"12"`, `"-3"`, `"123456789012345678901234567890"`).
    /// - Returns: `nil` if `digits` is not a JSON integer.
    /// - Complexity: O(*n*), where *n* is the length of `digits`.
    public init?(integerDigits digits: String) {
        guard let number = JSONNumber(digits), number.isInteger else { return nil }
        self.init(storage: .integer(number.isZero ? "0" : number.literal))
    }

    /// The text of a string identifier; `nil` for an integer.
    public var string: String? {
        switch storage {
        case .string(let text): text
        case .asciiString(let bytes): bytes.string
        case .integer: nil
        }
    }

    /// The decimal digits of an integer identifier, such as `"-42"`; `nil`
    /// for a string.
    public var integerDigits: String? {
        if case .integer(let digits) = storage { digits } else { nil }
    }

    /// The identifier as JSON text: a quoted string (`"apple"`) or the
    /// integer's digits (`42`).
    public var description: String {
        switch storage {
        case .string(let text): JSONValue.quoted(text)
        case .integer(let digits): digits
        case .asciiString(let bytes): JSONValue.quoted(bytes.string)
        }
    }

    /// Appends the identifier as JSON text, as ``description`` gives it.
    ///
    /// - Parameter text: The UTF-8 text to append to.
    package func appendJSON(to text: inout [UInt8]) {
        switch storage {
        case .string(let string): JSONValue.appendQuoted(string, to: &text)
        case .integer(let digits): text += digits.utf8
        case .asciiString(let bytes): bytes.withBytes { JSONValue.appendQuoted(utf8: $0, to: &text) }
        }
    }

    /// Whether two identifiers are the same: both strings with the same
    /// Unicode code points, or both integers with the same digits.
    ///
    /// Strings are not normalized, as JSON and most languages compare them:
    /// `"é"` written as one code point (U+00E9) and as `e` and a combining
    /// accent (U+0065 U+0301) are two identifiers, and so are `"K"` and
    /// `"\u{212A}"` (KELVIN SIGN).
    ///
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: Whether they are the same identifier.
    /// - Complexity: O(*n*), where *n* is the length of the shorter text.
    public static func == (lhs: ExchangeID, rhs: ExchangeID) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.asciiString(let left), .asciiString(let right)): left == right
        case (.string(let left), .string(let right)): left.hasSameCodePoints(as: right)
        case (.integer(let left), .integer(let right)): left == right
        case (.asciiString(let bytes), .string(let text)), (.string(let text), .asciiString(let bytes)):
            bytes.withBytes { $0.elementsEqual(text.utf8) }
        default: false
        }
    }

    /// Hashes the identifier: a string as its UTF-8 bytes, whichever way it
    /// is kept, an integer as its digits.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .asciiString(let bytes):
            hasher.combine(0 as UInt8)
            hasher.combine(bytes)
        case .string(var text):
            hasher.combine(0 as UInt8)
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        case .integer(let digits):
            hasher.combine(2 as UInt8)
            hasher.combine(digits)
        }
    }
}
