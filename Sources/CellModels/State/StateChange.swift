/// A change of an ``ObservableState``: the value before, the value after, and
/// where the change came from.
public struct StateChange<Value> {
    /// The value before the change.
    public var oldValue: Value

    /// The value after the change.
    public var newValue: Value

    /// Where the change came from.
    public var trigger: ChangeTrigger

    /// Creates a change.
    public init(oldValue: Value, newValue: Value, trigger: ChangeTrigger) {
        self.oldValue = oldValue
        self.newValue = newValue
        self.trigger = trigger
    }
}

extension StateChange: Equatable where Value: Equatable {}
extension StateChange: Hashable where Value: Hashable {}
extension StateChange: Sendable where Value: Sendable {}
