/// Where a change of an ``ObservableState`` came from.
///
/// ```swift
/// $name.onDidSet(observer: self) { me, change in
///     if change.trigger == .view(me.nameField) { me.validate() }
/// }
/// ```
public enum ChangeTrigger: Hashable, Sendable {
    /// Code set the state: its `value`, its wrapped property, or
    /// ``ObservableState/update(_:with:)``.
    case code

    /// The user edited a bound view; the payload identifies the view.
    case view(ObjectIdentifier)

    /// The act of binding: pulling a view's value into the state when a
    /// binding starts, or the first call of
    /// ``ObservableState/bindAndFire(observer:_:)``.
    case binding

    /// The user edited `view`.
    public static func view(_ view: AnyObject) -> ChangeTrigger {
        .view(ObjectIdentifier(view))
    }

    /// Whether the change came from the user editing `view`.
    public func isView(_ view: AnyObject) -> Bool {
        self == .view(ObjectIdentifier(view))
    }
}

extension ChangeTrigger: CustomStringConvertible {
    /// `code`, `binding`, or `view` followed by the view's object identifier.
    public var description: String {
        switch self {
        case .code: "code"
        case .view(let view): "view \(view)"
        case .binding: "binding"
        }
    }
}
