/// View to model.
public enum FromView: ViewReadingFlow {
    /// ``BindingDirection/fromView``.
    public static var direction: BindingDirection { .fromView }
}
