/// An object's lifetime: a reference to the object that reads `nil` once
/// the object is gone, as a weak reference does, made without one.
///
/// Swift moves the reference counts of an object that anything ever
/// referred to weakly into a side table, and from then on every retain and
/// release of that object takes the runtime's slow path. Views and binding
/// owners are retained and released on every path of layout and binding,
/// so they track their lifetime (``LifetimeTracking``), and what refers to
/// them without holding them (a binding, a constraint's sides, a layout
/// system's entries, a view's superview) holds their lifetime instead: one
/// object per tracked object, made when first asked for, which the tracked
/// object's deinit ends before the object is freed. Tracked objects and
/// their lifetimes live on the main actor and their deinits run there, so
/// no read meets an object being freed.
///
/// Shared by the package's modules through the `Lifetimes` SPI: public and
/// inlinable, so that reading an object or a view's lifetime is a load in
/// the module that reads it rather than a call into this one (a `package`
/// declaration's inlinable code is not inlined in another module), which
/// cost 5% of a feed item's instructions.
@_spi(Lifetimes) @MainActor
public final class ObjectLifetime {
    /// The object, until its deinit begins; `nil` after.
    @inlinable public var object: AnyObject? { unmanagedObject?.takeUnretainedValue() }
    /// Read through ``object`` by other modules: a stored property read
    /// from another module is checked for exclusive access at run time,
    /// which `@exclusivity(unchecked)` skips only in this one. `Unmanaged`,
    /// which holds the object no more than `unowned(unsafe)` would: a read
    /// through `unowned(unsafe)` is retained and released around its use
    /// even when nothing between could free the object (a template key
    /// reads both sides of every constraint: 3% of a feed item's
    /// instructions).
    @exclusivity(unchecked) @usableFromInline var unmanagedObject: Unmanaged<AnyObject>?

    /// The lifetime of `object`, which ends it in its deinit.
    @inlinable public init(_ object: AnyObject) {
        unmanagedObject = Unmanaged.passUnretained(object)
    }

    /// Called first by the object's deinit.
    package func end() {
        unmanagedObject = nil
    }
}

/// An object whose deinit, isolated to the main actor, ends its
/// ``ObjectLifetime`` first.
@_spi(Lifetimes) @MainActor
public protocol LifetimeTracking: AnyObject {
    /// Where the object keeps its lifetime once made: set by ``lifetime``
    /// alone, ended by the object's deinit.
    var lifetimeStorage: ObjectLifetime? { get set }
}

extension LifetimeTracking {
    /// The object's lifetime, made when first asked for and the same one
    /// every time after.
    @inlinable public var lifetime: ObjectLifetime {
        if let lifetimeStorage { return lifetimeStorage }
        let lifetime = ObjectLifetime(self)
        lifetimeStorage = lifetime
        return lifetime
    }
}

/// A reference that does not hold its object: the object's lifetime when
/// it tracks one (``LifetimeTracking``), a weak reference otherwise.
@MainActor
struct UnheldReference {
    private let lifetime: ObjectLifetime?
    private weak var untracked: AnyObject?

    init(_ object: AnyObject) {
        if let tracked = object as? any LifetimeTracking {
            lifetime = tracked.lifetime
        } else {
            lifetime = nil
            untracked = object
        }
    }

    /// The object, while it is alive.
    var object: AnyObject? { lifetime?.object ?? untracked }
}
