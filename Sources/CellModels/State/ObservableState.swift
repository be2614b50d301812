/// A value that tells its observers and bound views when it changes, and
/// where the change came from.
///
/// You usually get one as the projected value of a ``ViewState`` property
/// (`$title`), but you can also hold one directly, for example to back a view
/// model with a struct:
///
/// ```swift
/// let profile = ObservableState(Profile(name: "Ada", age: 36))
/// profile[\.name].bindTwoWay(with: nameField, \.text)
/// profile.update(\.name, with: "Grace")   // writes the model and the field
/// profile.unbind(\.name)                  // ends the name's bindings
/// ```
///
/// A state has:
///
/// - observers of `willSet` and `didSet`, which receive a ``StateChange``
///   with the old value, the new value and the ``ChangeTrigger``, and of
///   `willGet` and `didGet`, which receive the value read;
/// - bindings to views (see ``BindingSource``).
///
/// Every set notifies, in this order: the `willSet` observers, then (after
/// storing) the bound views, then the `didSet` observers, each in the order
/// they were registered. Setting an equal value notifies too. Only reads of
/// ``value`` (and of a ``ViewState``'s wrapped property) notify the get
/// observers; bindings and snapshots read the value silently.
///
/// ## Isolation
///
/// A state, its observers and its bindings are main-actor work, like the
/// views they update. Snapshots of its value (see ``StateSnapshot``) are
/// sendable, so diffing the models that hold it is not.
///
/// ## Lifetime
///
/// A state holds its observations and bindings; they hold their observer,
/// view and owner weakly, and end when any of these is deallocated.
@MainActor
public final class ObservableState<Value> {
    /// The current value, read without notifying the get observers.
    ///
    /// It skips the run-time exclusivity check, as ``bindings`` does: each
    /// access is a read or a set, never held across a call (a list showing
    /// a row reads it for every binding moved).
    @exclusivity(unchecked) var storage: Value

    var willSetObservers: ContiguousArray<ObserverEntry<StateChange<Value>>> = []
    var didSetObservers: ContiguousArray<ObserverEntry<StateChange<Value>>> = []
    var willGetObservers: ContiguousArray<ObserverEntry<Value>> = []
    var didGetObservers: ContiguousArray<ObserverEntry<Value>> = []
    /// Each a ``StateBinding`` of `Value`.
    @exclusivity(unchecked) var bindings = BindingList()

    /// `\Value.self`, taken once from those shared by every state of this
    /// type (``WholeValuePaths``): every binding of the whole value asks
    /// for it.
    private(set) lazy var wholeValuePath = WholeValuePaths.path(to: Value.self)

    /// Creates a state with an initial value.
    public init(_ value: Value) {
        storage = value
    }

    /// Lets its bindings go: each reads its state as `nil` from now on, as
    /// it would through a weak reference (see ``ViewBinding/state``), and
    /// lets go of its term in a `Bool` combiner and its handler on the
    /// view's edit reporter (`letGoOnceEnded()`).
    isolated deinit {
        for binding in bindings {
            binding.state = nil
            binding.letGoOnceEnded()
        }
    }

    /// The current value.
    ///
    /// Reading notifies the `willGet` and `didGet` observers; setting is a
    /// change triggered by ``ChangeTrigger/code``.
    public var value: Value {
        get {
            if !willGetObservers.isEmpty { notify(\.willGetObservers, storage) }
            let value = storage
            if !didGetObservers.isEmpty { notify(\.didGetObservers, value) }
            return value
        }
        set {
            set(newValue, trigger: .code, origin: nil)
        }
    }

    /// Sets the value as a change that came from `trigger`.
    ///
    /// Use this to apply a change on behalf of a view or a binding without a
    /// binding, so that observers see where it came from.
    ///
    /// - Complexity: O(*o* + *b*), where *o* and *b* are the numbers of
    ///   observers and bindings, plus the cost of their handlers.
    public func set(_ newValue: Value, trigger: ChangeTrigger) {
        set(newValue, trigger: trigger, origin: nil)
    }

    /// Sets the value and notifies everyone but `origin`, the binding the
    /// change came from.
    func set(_ newValue: Value, trigger: ChangeTrigger, origin: ViewBinding?) {
        let change = StateChange(oldValue: storage, newValue: newValue, trigger: trigger)
        if !willSetObservers.isEmpty { notify(\.willSetObservers, change) }
        storage = newValue
        if !bindings.isEmpty { pushToBindings(change, origin: origin) }
        if !didSetObservers.isEmpty { notify(\.didSetObservers, change) }
    }

    /// Calls the live observers of one list with `payload` and removes the
    /// ones whose observer is gone.
    func notify<Payload>(
        _ list: ReferenceWritableKeyPath<ObservableState, ContiguousArray<ObserverEntry<Payload>>>,
        _ payload: Payload
    ) {
        var sawDead = false
        for entry in self[keyPath: list] where entry.observation.isActive {
            if !entry.handler(payload) {
                entry.observation.end()
                sawDead = true
            }
        }
        if sawDead {
            self[keyPath: list].removeAll { !$0.observation.isActive }
            checkInvariants()
        }
    }
}

/// One registered observer: its token and a handler that returns `false`
/// once the observer object is gone.
struct ObserverEntry<Payload> {
    let observation: Observation
    let handler: (Payload) -> Bool
}
