/// An item's content, stored as compactly as it can be while comparing
/// exactly as the JSON value it stands for.
///
/// Content compares as ``JSONValue`` does (object members in any order,
/// numbers by value, strings by code points), whatever the form:
///
/// - ``null``: no content, or `null`.
/// - ``canonical(_:)``: a value whose strings and keys are all ASCII, as its
///   canonical JSON text (``JSONValue/jsonText()``) in shared storage. For
///   such values equal text and equal values are the same thing, so two of
///   them compare by their bytes, without a tree of values per item.
/// - ``value(_:)``: any other value, as a tree.
package enum ExchangeContent: Hashable, Sendable {
    /// No content, or `null`.
    case null
    /// The canonical JSON text of a value whose strings and keys are ASCII.
    case canonical(ExchangeBytes)
    /// Any value, as a tree.
    indirect case value(JSONValue)

    /// Content holding `value`, as a tree (or ``null``).
    ///
    /// - Parameter value: The content.
    package init(_ value: JSONValue) {
        if case .null = value { self = .null } else { self = .value(value) }
    }

    /// The content as a JSON value.
    ///
    /// - Complexity: O(*n*) for canonical text, where *n* is its length: the
    ///   text is parsed.
    package var jsonValue: JSONValue {
        switch self {
        case .null: return .null
        case .value(let value): return value
        case .canonical(let bytes):
            do {
                return try JSONParser.parse(bytes.withBytes { Array($0) })
            } catch {
                preconditionFailure("canonical content is not JSON: \(error)")
            }
        }
    }

    /// Whether two contents are equal JSON values.
    ///
    /// - Complexity: O(*n*) for two canonical texts, where *n* is the shorter
    ///   length; otherwise the cost of turning both into values and comparing
    ///   them.
    package static func == (lhs: ExchangeContent, rhs: ExchangeContent) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.canonical(let left), .canonical(let right)): left == right
        default: lhs.jsonValue == rhs.jsonValue
        }
    }

    /// Hashes the JSON value, so equal contents hash alike whatever their form.
    ///
    /// - Parameter hasher: The hasher to feed.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(jsonValue)
    }
}
