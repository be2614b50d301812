/// A type that is an `Optional`, so that transformers can be defined for any
/// optional input, like ``BindingTransformer/isNil``.
public protocol OptionalProtocol<Wrapped> {
    /// The type of the wrapped value.
    associatedtype Wrapped
    /// The value as an `Optional`.
    var optionalValue: Wrapped? { get }
}

extension Optional: OptionalProtocol {
    /// The value itself.
    public var optionalValue: Wrapped? { self }
}

extension BindingTransformer where Input == Output {
    /// Passes the value through, both ways.
    public static var identity: Self {
        BindingTransformer(name: "identity", forward: { $0 }, reverse: { $0 })
    }
}

extension BindingTransformer where Output == Input? {
    /// Wraps the value in an `Optional`, for a view's optional property; back,
    /// a `nil` view value has no model value.
    public static var optional: Self {
        BindingTransformer(name: "optional", forward: { $0 }, reverse: { $0 })
    }
}

extension BindingTransformer where Input: OptionalProtocol, Output == Bool {
    /// `true` when the value is `nil`. Read-only.
    public static var isNil: Self {
        BindingTransformer(name: "isNil", forward: { $0.optionalValue == nil })
    }

    /// `true` when the value is not `nil`, such as a save button enabled once
    /// a person is set. Read-only.
    public static var isNotNil: Self {
        BindingTransformer(name: "isNotNil", forward: { $0.optionalValue != nil })
    }
}

extension BindingTransformer where Input: Collection, Output == Bool {
    /// `true` when the collection is empty. Read-only.
    public static var isEmpty: Self {
        BindingTransformer(name: "isEmpty", forward: { $0.isEmpty })
    }

    /// `true` when the collection is not empty. Read-only.
    public static var isNotEmpty: Self {
        BindingTransformer(name: "isNotEmpty", forward: { !$0.isEmpty })
    }
}

extension BindingTransformer where Input == Bool, Output == Bool {
    /// The opposite value, both ways, such as a switch that shows "hidden"
    /// bound to a model's `isVisible`.
    public static var negate: Self {
        BindingTransformer(name: "negate", forward: { !$0 }, reverse: { !$0 })
    }
}

extension BindingTransformer
where Input: RangeReplaceableCollection, Input.Element: LosslessStringConvertible, Output == String {
    /// The elements' descriptions joined with `", "`; back, the text split at
    /// commas with the spaces around each element trimmed.
    ///
    /// `["swift", "lists"]` shows as `"swift, lists"`; `""` reads back as no
    /// elements; text with an element that does not convert (`"1, x"` for
    /// integers) has no model value. Elements whose descriptions contain
    /// commas do not round-trip.
    public static var commaSeparated: Self {
        BindingTransformer(
            name: "commaSeparated",
            forward: { $0.map(\.description).joined(separator: ", ") },
            reverse: { text in
                var elements = Input()
                guard text.contains(where: { $0 != " " }) else { return elements }
                for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
                    let trimmed = piece.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
                    guard let element = Input.Element(String(trimmed)) else { return nil }
                    elements.append(element)
                }
                return elements
            })
    }
}
