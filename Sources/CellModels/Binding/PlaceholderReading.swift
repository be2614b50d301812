/// What a view's placeholder value (the `""` that shows a `nil` string)
/// reads back as, in ``ReversibleBindingTransformer/showingNil(as:reading:)``.
public enum PlaceholderReading: Hashable, Sendable {
    /// The placeholder reads back as `nil`: clearing a field clears the
    /// model's value.
    case asNil
    /// The placeholder reads back as itself: clearing a field stores `""`.
    case asValue
}
