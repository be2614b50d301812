/// An identifier in the exchange format: a JSON string or a JSON integer.
///
/// `"1"` and `1` are different identifiers. Integers are kept exactly as
/// their decimal digits, however long, so no identifier is ever rounded.
package enum ExchangeID: Hashable, Sendable, CustomStringConvertible {
    /// A string identifier.
    case string(String)
    /// An integer identifier, as canonical decimal text (`-0` is `0`).
    case integer(String)

    /// The identifier as JSON text: a quoted string or the integer's digits.
    package var description: String {
        switch self {
        case .string(let text): JSONValue.quoted(text)
        case .integer(let digits): digits
        }
    }
}
