/// The direction of an ``ObservedBinding``, as a type, so that the compiler
/// knows which observers it can have: a binding from the view has only
/// `viewDidSet`, a binding to the view only `stateDidSet`.
public protocol BindingFlow {
    /// The direction, as a value.
    static var direction: BindingDirection { get }
}
