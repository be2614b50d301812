/// Both ways.
public enum TwoWay: ViewReadingFlow, ViewWritingFlow {
    /// ``BindingDirection/twoWay``.
    public static var direction: BindingDirection { .twoWay }
}
