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
    var values: ContiguousArray<SnapshotValue>

    /// Creates a snapshot of the given values, in order.
    ///
    /// - Complexity: O(*k*), where *k* is the number of values.
    public init<each Value: Equatable & Sendable>(_ value: repeat each Value) {
        values = []
        for value in repeat each value {
            values.append(TypedSnapshotValue(value))
        }
    }

    init(values: ContiguousArray<SnapshotValue>) {
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

/// One value of a ``StateSnapshot``, with its type's equality. Immutable.
@usableFromInline
class SnapshotValue: @unchecked Sendable {
    let valueType: ObjectIdentifier

    init(valueType: ObjectIdentifier) {
        self.valueType = valueType
    }

    /// Whether `other` holds an equal value of the same type.
    @usableFromInline
    func isEqual(to other: SnapshotValue) -> Bool {
        preconditionFailure("SnapshotValue.isEqual(to:) must be overridden")
    }
}

/// A snapshot value of type `Value`.
final class TypedSnapshotValue<Value: Equatable & Sendable>: SnapshotValue, @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
        super.init(valueType: ObjectIdentifier(Value.self))
    }

    /// Checks the type with one comparison, then compares without a dynamic
    /// cast.
    override func isEqual(to other: SnapshotValue) -> Bool {
        guard other.valueType == valueType else { return false }
        return unsafeDowncast(other, to: type(of: self)).value == value
    }
}
