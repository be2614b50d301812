import Foundation

/// An identifier encodes as a JSON string or a JSON integer, as in the
/// exchange format.
///
/// Through `Codable`, an integer goes as an `Int64` or a `UInt64` when it
/// fits, and otherwise as a `Decimal` (exact up to 38 digits); a longer one
/// cannot be encoded and throws. ``ExchangePlan``'s `json()` and
/// `init(json:)` keep integers of any length.
extension ExchangeID: Codable {
    /// Decodes a string, or an integer.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is neither a string nor an
    ///   integer.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self.init(text)
        } else if let integer = try? container.decode(Int64.self) {
            self = .integer(String(integer))
        } else if let integer = try? container.decode(UInt64.self) {
            self = .integer(String(integer))
        } else if let decimal = try? container.decode(Decimal.self), let id = ExchangeID(integerDigits: "\(decimal)") {
            self = id
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected an identifier: a string or an integer")
        }
    }

    /// Encodes a string, or an integer.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: `EncodingError` for an integer longer than a `Decimal`
    ///   holds exactly, or what the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch storage {
        case .string(let text): try container.encode(text)
        case .asciiString(let bytes): try container.encode(bytes.string)
        case .integer(let digits):
            if let integer = Int64(digits) {
                try container.encode(integer)
            } else if let integer = UInt64(digits) {
                try container.encode(integer)
            } else if let decimal = Decimal(string: digits), "\(decimal)" == digits {
                try container.encode(decimal)
            } else {
                throw EncodingError.invalidValue(
                    self,
                    EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription: "the integer identifier \(digits) has more digits than Codable can keep"))
            }
        }
    }
}
