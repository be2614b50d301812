/// The direction of an ``ObservedBinding``, as a type, so that the compiler
/// knows which observers it can have: a binding from the view has only
/// `viewDidSet`, a binding to the view only `stateDidSet`.
public protocol BindingFlow {
    /// The direction, as a value.
    static var direction: BindingDirection { get }
}

/// A flow in which the view's edits set the state: it has `viewDidSet`.
public protocol ViewReadingFlow: BindingFlow {}

/// A flow in which the state's changes are written to the view: it has
/// `stateDidSet`.
public protocol ViewWritingFlow: BindingFlow {}

/// Model to view.
public enum ToView: ViewWritingFlow {
    /// ``BindingDirection/toView``.
    public static var direction: BindingDirection { .toView }
}

/// View to model.
public enum FromView: ViewReadingFlow {
    /// ``BindingDirection/fromView``.
    public static var direction: BindingDirection { .fromView }
}

/// Both ways.
public enum TwoWay: ViewReadingFlow, ViewWritingFlow {
    /// ``BindingDirection/twoWay``.
    public static var direction: BindingDirection { .twoWay }
}
