/// The values a cell model's cell shows, at one moment: the usual
/// ``CellModel/contentSnapshot`` of a model that is not `Equatable` itself.
///
/// Two snapshots are equal when they hold the same number of values and the
/// values at each position have the same type and are equal. Each value keeps
/// the equality of its own type, captured when the snapshot was taken, so
/// comparing two snapshots makes no dynamic cast.
///
/// A model lists the values, typically its states':
///
/// ```swift
/// var contentSnapshot: StateSnapshot { StateSnapshot(title, likes) }
/// ```
public struct StateSnapshot: Sendable {
    @usableFromInline
    var values: ContiguousArray<EquatableBox>

    /// Creates a snapshot of the given values, in order.
    ///
    /// - Complexity: O(*k*), where *k* is the number of values.
    public init<each Value: Equatable & Sendable>(_ value: repeat each Value) {
        values = []
        for value in repeat each value {
            values.append(ValueBox(value))
        }
    }

    init(values: ContiguousArray<EquatableBox>) {
        self.values = values
    }

    /// The number of values in the snapshot.
    public var count: Int { values.count }
}

extension StateSnapshot: Equatable {
    /// Compares the values position by position.
    ///
    /// - Complexity: O(*k*), where *k* is the number of values.
    public static func == (lhs: StateSnapshot, rhs: StateSnapshot) -> Bool {
        guard lhs.values.count == rhs.values.count else { return false }
        for index in lhs.values.indices where !lhs.values[index].isEqual(to: rhs.values[index]) {
            return false
        }
        return true
    }
}
