/// Model to view.
public enum ToView: ViewWritingFlow {
    /// ``BindingDirection/toView``.
    public static var direction: BindingDirection { .toView }
}
