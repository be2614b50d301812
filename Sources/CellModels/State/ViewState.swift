/// A property wrapper that makes a view model's property observable and
/// bindable: its projected value is the property's ``ObservableState``.
///
/// ```swift
/// @MainActor
/// final class ProfileModel {
///     @ViewState var name = "Ada"
///
///     func bind(to field: TextField) {
///         $name.bindTwoWay(with: field, \.text)
///         $name.onDidSet(observer: self) { me, change in print(change.trigger) }
///     }
/// }
/// ```
///
/// Reading the property notifies the get observers; setting it is a change
/// triggered by ``ChangeTrigger/code``. A ``CellModel`` lists the values its
/// cell shows in its ``CellModel/contentSnapshot``.
///
/// The state is a reference: copies of a struct holding a `@ViewState`
/// property share it.
@MainActor
@propertyWrapper
public struct ViewState<Value>: Sendable {
    /// The property's observable state: observe it, bind it.
    public let projectedValue: ObservableState<Value>

    /// Creates the property with its initial value.
    public init(wrappedValue: Value) {
        projectedValue = ObservableState(wrappedValue)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { projectedValue.value }
        nonmutating set { projectedValue.value = newValue }
    }
}
