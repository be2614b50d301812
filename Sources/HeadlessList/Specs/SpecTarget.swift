import CellModels

/// A view property that spec bindings write, with its view and value types
/// erased.
@MainActor
struct SpecTarget {
    let valueType: Any.Type
    let optionalValueType: Any.Type
    let typeName: String
    /// Whether a binding of a state's value to it is two-way.
    let isEditable: Bool
    /// The request that binds a source to the property of a view.
    let request: (AnyObject) -> any SpecBindRequest
    /// Writes a `Bool` property; `nil` for other types.
    let writeBool: ((AnyObject, Bool) -> Void)?

    /// A property bindings write one way.
    init<View: AnyObject, Value>(keyPath: ReferenceWritableKeyPath<View, Value>) {
        self.init(keyPath: keyPath, isEditable: false) { SpecWriteRequest(view: $0 as! View, keyPath: keyPath) }
    }

    /// A property the user edits, bound both ways.
    init<View: ViewEditReporting, Value>(editableKeyPath keyPath: ReferenceWritableKeyPath<View, Value>) {
        self.init(keyPath: keyPath, isEditable: true) { SpecEditRequest(view: $0 as! View, keyPath: keyPath) }
    }

    private init<View: AnyObject, Value>(
        keyPath: ReferenceWritableKeyPath<View, Value>, isEditable: Bool,
        request: @escaping (AnyObject) -> any SpecBindRequest
    ) {
        valueType = Value.self
        optionalValueType = Value?.self
        typeName = String(describing: Value.self)
        self.isEditable = isEditable
        self.request = request
        if let boolPath = keyPath as? ReferenceWritableKeyPath<View, Bool> {
            writeBool = { view, value in (view as! View)[keyPath: boolPath] = value }
        } else {
            writeBool = nil
        }
    }

    /// Whether a source's value can be bound to the property: the same type,
    /// an optional string shown in a string property (`nil` as `""`), or a
    /// value shown in an optional property.
    func accepts(_ source: SpecSource) -> Bool {
        source.valueType == valueType
            || (valueType == String.self && source.valueType == optionalValueType)
            || source.optionalValueType == valueType
    }
}

/// Binds a source to a view property, inside the source's generic context.
@MainActor
protocol SpecBindRequest {
    /// Binds `source`, whose value type the target accepts.
    func bind<Source: BindingSource>(_ source: Source, owner: BindingOwner)
}

/// Binds one way, to a view property.
struct SpecWriteRequest<View: AnyObject, Value>: SpecBindRequest {
    let view: View
    let keyPath: ReferenceWritableKeyPath<View, Value>

    func bind<Source: BindingSource>(_ source: Source, owner: BindingOwner) {
        source.bind(
            to: view, keyPath, transformer: SpecConversion.transformer(Source.Value.self, Value.self), owner: owner)
    }
}

/// Binds both ways, with a view property the user edits.
struct SpecEditRequest<View: ViewEditReporting, Value>: SpecBindRequest {
    let view: View
    let keyPath: ReferenceWritableKeyPath<View, Value>

    func bind<Source: BindingSource>(_ source: Source, owner: BindingOwner) {
        source.bindTwoWay(
            with: view, keyPath, transformer: SpecConversion.transformer(Source.Value.self, Value.self), owner: owner)
    }
}

/// The conversions a spec binding makes between a state's value and a view
/// property that ``SpecTarget/accepts(_:)`` allowed.
enum SpecConversion {
    /// The identity, `nil` shown as `""` (and `""` typed back stored as
    /// `""`, since the spec file has no way to say otherwise), or wrapping in
    /// an optional.
    static func transformer<Model, ViewValue>(
        _: Model.Type, _: ViewValue.Type
    ) -> ReversibleBindingTransformer<Model, ViewValue> {
        if Model.self == ViewValue.self {
            return ReversibleBindingTransformer(
                name: "identity", forward: { $0 as! ViewValue }, reverse: { $0 as? Model })
        }
        if Model.self == ViewValue?.self {
            // An optional string shown in a string property.
            return ReversibleBindingTransformer(
                name: "showingNil",
                forward: { ($0 as! ViewValue?) ?? ("" as! ViewValue) },
                reverse: { Optional($0) as? Model })
        }
        // A value shown in an optional property.
        return ReversibleBindingTransformer(
            name: "optional", forward: { Optional($0) as! ViewValue }, reverse: { $0 as? Model })
    }
}
