/// A property of a view that bindings can write (and, for a view that
/// reports edits, read): what a ``Reactive`` member such as
/// `label.reactive.text` gives.
///
/// ```swift
/// label.reactive.text <~ $name            // one way, to the view
/// field.reactive.text <-> $name           // both ways
/// field.reactive.text ~> (model, PersonModel.rename)   // its user edits
/// ```
@MainActor
public struct BindableProperty<View: AnyObject, Value> {
    /// The view, held strongly by this value; bindings hold it weakly.
    public let view: View

    /// The view's property.
    public let keyPath: ReferenceWritableKeyPath<View, Value>

    /// Names `keyPath` on `view`.
    public init(_ view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>) {
        self.view = view
        self.keyPath = keyPath
    }
}

extension BindableProperty where View: ViewEditReporting {
    /// The user's edits of the property; see ``EventSource/edits(of:_:)``.
    public var edits: EventSource<Value> {
        EventSource.edits(of: view, keyPath)
    }
}
