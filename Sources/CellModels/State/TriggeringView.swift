/// The view a change came from, in a ``ChangeTrigger``: its identity, and the
/// view itself held weakly.
///
/// Two values are equal when they name the same view identity, whether or
/// not the view is still alive.
public struct TriggeringView: Hashable, Sendable {
    /// The view's identity, kept after the view is gone.
    public let id: ObjectIdentifier

    private let reference: WeakReference

    /// Names `view`, holding it weakly.
    public init(_ view: AnyObject) {
        id = ObjectIdentifier(view)
        reference = WeakReference(view)
    }

    /// The view, while it is alive.
    ///
    /// Views are main-actor objects, so the view is read there.
    @MainActor
    public var view: AnyObject? { reference.object }

    /// Compares the identities.
    public static func == (lhs: TriggeringView, rhs: TriggeringView) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

/// A weak reference that can travel in a sendable value. It is written once,
/// in its initializer; the runtime loads weak references atomically.
final class WeakReference: @unchecked Sendable {
    private(set) weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
