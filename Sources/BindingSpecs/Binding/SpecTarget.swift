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
