import CellModels

/// A state (or a part of one) that spec bindings read, with its owner and
/// value types erased; what it can be tested for is worked out once, from
/// its value type.
@MainActor
struct SpecSource {
    /// The value's type, and its optional, to match view properties.
    let valueType: Any.Type
    let optionalValueType: Any.Type
    let typeName: String
    /// The tests the value's type supports.
    let supportsNull: Bool
    let supportsLength: Bool
    let isBool: Bool
    /// Calls the handler with the test of the value now and after every
    /// change, until the binding owner ends it.
    let listen: (AnyObject, SpecTest, BindingOwner, @escaping (Bool) -> Void) -> Void
    /// Binds the value to a view property.
    private(set) var bind: (AnyObject, any SpecBindRequest, BindingOwner) -> Void

    init<Owner: AnyObject, Root, Value>(
        owner: Owner.Type, state: KeyPath<Owner, ObservableState<Root>>, path: WritableKeyPath<Root, Value>
    ) {
        self.init(owner: owner, state: state, readOnlyPath: path)
        bind = { object, request, bindingOwner in
            request.bind((object as! Owner)[keyPath: state][path], owner: bindingOwner)
        }
    }

    /// A source read through `path`, which need not be writable: it binds
    /// one way to every view property, editable or not.
    init<Owner: AnyObject, Root, Value>(
        owner: Owner.Type, state: KeyPath<Owner, ObservableState<Root>>, readOnlyPath path: KeyPath<Root, Value>
    ) {
        valueType = Value.self
        optionalValueType = Value?.self
        typeName = String(describing: Value.self)
        let isNull = SpecSource.nullTest(Value.self)
        let length = SpecSource.lengthTest(Value.self)
        let truth: ((Value) -> Bool)? = Value.self == Bool.self ? { $0 as! Bool } : nil
        supportsNull = isNull != nil
        supportsLength = length != nil
        isBool = truth != nil
        listen = { object, test, bindingOwner, handler in
            // Validation checked that the value's type supports the test.
            let evaluate: (Value) -> Bool =
                switch test {
                case .truth: truth!
                case .negation: { !truth!($0) }
                case .isNull: isNull!
                case .isNotNull: { !isNull!($0) }
                case .length(let comparison, let number): { comparison.holds(length!($0), number) }
                }
            ReadOnlyStatePath((object as! Owner)[keyPath: state], path).listenAndFire(owner: bindingOwner) {
                handler(evaluate($0))
            }
        }
        bind = { object, request, bindingOwner in
            request.bindReadOnly(ReadOnlyStatePath((object as! Owner)[keyPath: state], path), owner: bindingOwner)
        }
    }

    /// `== nil` for an optional type.
    private static func nullTest<Value>(_ type: Value.Type) -> ((Value) -> Bool)? {
        guard let optional = type as? any OptionalProtocol.Type else { return nil }
        func test<Wrapped: OptionalProtocol>(_: Wrapped.Type) -> (Value) -> Bool {
            { ($0 as! Wrapped).optionalValue == nil }
        }
        return test(optional)
    }

    /// The element count of a collection type (characters, for a string).
    private static func lengthTest<Value>(_ type: Value.Type) -> ((Value) -> Int)? {
        guard let collection = type as? any Collection.Type else { return nil }
        func count<Elements: Collection>(_: Elements.Type) -> (Value) -> Int {
            { ($0 as! Elements).count }
        }
        return count(collection)
    }
}
