import CellModels

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
