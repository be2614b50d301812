/// Where a change of an ``ObservableState`` came from.
///
/// ```swift
/// $name.onDidSet(observer: self) { me, change in
///     if change.trigger == .view(me.nameField) { me.validate() }
///     let field = change.trigger.triggeringView as? TextField
/// }
/// ```
public enum ChangeTrigger: Hashable, Sendable {
    /// Code set the state: its `value`, its wrapped property, or
    /// ``ObservableState/update(_:with:)``.
    case code

    /// The user edited a bound view; the payload identifies the view and
    /// holds it weakly.
    case view(TriggeringView)

    /// The act of binding: pulling a view's value into the state when a
    /// binding starts, or the first call of
    /// ``ObservableState/observeAndFire(observer:_:)``.
    case binding

    /// The user edited `view`.
    public static func view(_ view: AnyObject) -> ChangeTrigger {
        .view(TriggeringView(view))
    }

    /// Whether the change came from the user editing `view`.
    public func isView(_ view: AnyObject) -> Bool {
        guard case .view(let trigger) = self else { return false }
        return trigger.id == ObjectIdentifier(view)
    }

    /// The view the user edited, while it is alive; `nil` for changes made
    /// by code or by binding, and once the view is deallocated.
    @MainActor
    public var triggeringView: AnyObject? {
        guard case .view(let trigger) = self else { return nil }
        return trigger.view
    }
}

extension ChangeTrigger: CustomStringConvertible {
    /// `code`, `binding`, or `view` followed by the view's object identifier.
    public var description: String {
        switch self {
        case .code: "code"
        case .view(let view): "view \(view.id)"
        case .binding: "binding"
        }
    }
}
