/// What a binding does when it is made, before any change.
public enum BindingStart: Hashable, Sendable {
    /// Nothing: the view and the state keep their values until the next
    /// change.
    case bindOnly
    /// Read the view's current value into the state, as a change triggered by
    /// ``ChangeTrigger/binding``. The binding's own view is not written back.
    case pullFromView
    /// Write the state's current value into the view.
    case pushToView
}
