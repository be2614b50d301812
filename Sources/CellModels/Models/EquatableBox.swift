/// A value of some type, erased once: the module's one type-erasure box.
///
/// Two boxes are equal when they hold values of one type that are equal:
/// one comparison of the types' identities, then that type's own equality,
/// with no dynamic cast. Immutable; subclassed once per type: ``ValueBox``
/// holds a plain value (an ``AnyID``'s identifier, a ``StateSnapshot``'s
/// value), `CellModelBox` a cell model, equal by content.
@usableFromInline
class EquatableBox: @unchecked Sendable {
    /// The identity of the value's type; boxes of different types are never
    /// equal.
    @usableFromInline
    let typeID: ObjectIdentifier

    @usableFromInline
    init(typeID: ObjectIdentifier) {
        self.typeID = typeID
    }

    /// Whether `other` holds a value of the same type that is equal.
    @usableFromInline
    func isEqual(to other: EquatableBox) -> Bool {
        preconditionFailure("EquatableBox.isEqual(to:) must be overridden")
    }

    /// The value, as `Any`: for descriptions and casts, never for equality.
    var erasedValue: Any {
        preconditionFailure("EquatableBox.erasedValue must be overridden")
    }
}

/// The box for values of type `Value`.
@usableFromInline
final class ValueBox<Value: Equatable & Sendable>: EquatableBox, @unchecked Sendable {
    /// The value.
    @usableFromInline
    let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
        super.init(typeID: ObjectIdentifier(Value.self))
    }

    /// Checks the type with one comparison, then compares without a dynamic
    /// cast. (`type(of: self)` reads the box's class from the object rather
    /// than looking up the generic metadata of `ValueBox<Value>`.)
    override func isEqual(to other: EquatableBox) -> Bool {
        guard other.typeID == typeID else { return false }
        return unsafeDowncast(other, to: type(of: self)).value == value
    }

    override var erasedValue: Any { value }
}
