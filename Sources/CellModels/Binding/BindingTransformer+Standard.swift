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
