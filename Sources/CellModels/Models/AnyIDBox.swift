/// The boxed representation of an ``AnyID`` whose base is neither `Int` nor
/// `String`. Subclassed once per identifier type; immutable.
@usableFromInline
class AnyIDBox: @unchecked Sendable {
    /// The type of the base identifier; boxes of different types never compare
    /// equal.
    @usableFromInline
    let baseType: ObjectIdentifier

    @usableFromInline
    init(baseType: ObjectIdentifier) {
        self.baseType = baseType
    }

    /// Whether `other` holds an equal identifier of the same type.
    @usableFromInline
    func isEqual(to other: AnyIDBox) -> Bool {
        preconditionFailure("AnyIDBox.isEqual(to:) must be overridden")
    }

    var anyHashable: AnyHashable {
        preconditionFailure("AnyIDBox.anyHashable must be overridden")
    }

    var description: String {
        preconditionFailure("AnyIDBox.description must be overridden")
    }

    var debugDescription: String {
        preconditionFailure("AnyIDBox.debugDescription must be overridden")
    }
}

/// The box for identifiers of type `Base`.
@usableFromInline
final class HashableBox<Base: Hashable & Sendable>: AnyIDBox, @unchecked Sendable {
    @usableFromInline
    let base: Base

    @usableFromInline
    init(_ base: Base) {
        self.base = base
        super.init(baseType: ObjectIdentifier(Base.self))
    }

    /// Checks the type with one comparison, then compares without a dynamic
    /// cast.
    override func isEqual(to other: AnyIDBox) -> Bool {
        guard other.baseType == baseType else { return false }
        return unsafeDowncast(other, to: type(of: self)).base == base
    }

    override var anyHashable: AnyHashable { AnyHashable(base) }

    override var description: String { String(describing: base) }

    override var debugDescription: String { String(reflecting: base) }
}
