/// A binding between a model's state and a view's property; keep it to end
/// the binding early.
///
/// A binding ends when you call ``unbind()``, when its state, view or owner
/// is deallocated, or when the state unbinds it (``ObservableState/unbindAll()``,
/// ``ObservableState/unbind(view:)``, ``ObservableState/unbind(_:)``) or its
/// ``BindingOwner`` does. It holds neither its state, nor its view, nor its owner;
/// the state holds the binding.
@MainActor
public class ViewBinding {
    /// Which way values flow.
    public let direction: BindingDirection

    @exclusivity(unchecked) var isActive = true
    /// The state, not held: the state holds the binding. While the binding
    /// is in a state's list it is that state, and `nil` otherwise: the
    /// state clears it when it lets the binding go (``unbind()``, parking)
    /// and when it is freed itself. Not a weak reference: Swift moves the
    /// reference counts of an object ever referred to weakly into a side
    /// table, where every retain and release of it takes the slow path,
    /// and a list showing a row moves its states' bindings.
    @exclusivity(unchecked) unowned(unsafe) var state: (any BindingHost)?
    /// The view and the owner, not held (see ``UnheldReference``).
    private let view: UnheldReference
    private let owner: UnheldReference?
    private let hasOwner: Bool

    /// The path into the state's value that the binding reads and writes.
    let sourcePath: AnyKeyPath
    /// What a binding made later must match to be this one moved to its
    /// state instead (see `park()`); `nil` for a binding that cannot move.
    @exclusivity(unchecked) var moveKey: MoveKey?
    /// The identity of the bound view, kept after the view is gone.
    let viewID: ObjectIdentifier

    /// How this binding combines with the other one-way bindings to its
    /// `Bool` view property: ``BoolCombination/and`` (the default),
    /// ``BoolCombination/or``, or ``BoolCombination/independent`` when it
    /// opted out; `nil` for bindings that cannot combine (two-way, from the
    /// view, or to a property that is not a `Bool`).
    public internal(set) var combination: BoolCombination?

    /// The AND or OR of several bindings to one `Bool` view property, if this
    /// is one of them.
    @exclusivity(unchecked) var combiner: BoolCombiner?
    @exclusivity(unchecked) var detachFromView: (() -> Void)?
    /// What happened to the bound value, for the observers of a binding.
    enum Event {
        /// A user edit of the view set the state.
        case viewDidSet
        /// A change of the state was written to the view.
        case stateDidSet
    }

    /// The observers of this binding's events; each receives a
    /// `StateChange` of the bound part.
    @exclusivity(unchecked) private var observers: [(event: Event, handler: (Any) -> Void)] = []

    /// Whether anything observes this binding's events.
    var hasObservers: Bool { !observers.isEmpty }

    /// Adds an observer of `event`; it receives the change as `Any`, a
    /// `StateChange` of the bound part.
    func observe(_ event: Event, _ handler: @escaping (Any) -> Void) {
        observers.append((event, handler))
    }

    /// Tells the observers of `event` about `change`.
    func report<Part>(_ event: Event, _ change: StateChange<Part>) {
        guard isBound, !observers.isEmpty else { return }
        for observer in observers where observer.event == event {
            observer.handler(change)
        }
    }

    /// The views bindings are writing to right now, innermost write last
    /// (a view appears once per write in progress); edits they report
    /// meanwhile are not user edits. Writes rarely nest, so a short stack
    /// beats a dictionary.
    private(set) static var viewsBeingWritten: ContiguousArray<ObjectIdentifier> = []

    init(
        direction: BindingDirection, state: any BindingHost, view: AnyObject, owner: AnyObject?, sourcePath: AnyKeyPath
    ) {
        self.direction = direction
        self.state = state
        self.view = UnheldReference(view)
        self.owner = if let owner { UnheldReference(owner) } else { nil }
        self.hasOwner = owner != nil
        self.sourcePath = sourcePath
        self.viewID = ObjectIdentifier(view)
    }

    /// Whether the binding still works: not unbound, and its state, view and
    /// owner (if it has one) are alive.
    public var isBound: Bool {
        isActive && state != nil && view.object != nil && (!hasOwner || owner?.object != nil)
    }

    /// Ends the binding now: the view is no longer written, and its edits no
    /// longer reach the model.
    ///
    /// A binding that was one of several bindings to a `Bool` property
    /// leaves the property to the AND (or OR) of the others. Unbinding twice does
    /// nothing.
    ///
    /// - Complexity: O(*b* + *h*), where *b* is the number of bindings of the
    ///   state and *h* the number of bindings listening to the view.
    public func unbind() {
        guard isActive else { return }
        isActive = false
        let combiner = combiner, detachFromView = detachFromView
        self.combiner = nil
        self.detachFromView = nil
        observers = []
        combiner?.remove(self)
        state?.removeBinding(self)
        state = nil
        detachFromView?()
    }

    /// Lets go of what an ended binding still holds elsewhere: its term in
    /// a `Bool` combiner, so that the property holds the AND (or OR) of
    /// the others at once, and its handler on the view's edit reporter, so
    /// that a view outliving many models does not keep a handler for each.
    /// Called when the binding's state or owner is freed, which ends it
    /// without ``unbind()``; a plain one-way binding keeps what lets it be
    /// moved to the next model (see `park()`).
    ///
    /// - Complexity: O(*t* + *h*) for *t* terms of the combiner and *h*
    ///   handlers of the reporter.
    func letGoOnceEnded() {
        guard !isBound else { return }
        if let combiner {
            self.combiner = nil
            combiner.remove(self)
        }
        if let detachFromView {
            self.detachFromView = nil
            detachFromView()
        }
    }

    /// The bound view, while it is alive.
    var boundView: AnyObject? { view.object }

    /// The bound view while the binding is bound, else `nil`: ``isBound``
    /// and ``boundView`` in one look.
    var viewIfBound: AnyObject? {
        guard isActive, state != nil, !hasOwner || owner?.object != nil else { return nil }
        return view.object
    }

    /// Whether this binding is bound to `view`.
    func isBound(to view: AnyObject) -> Bool {
        self.view.object === view
    }

    /// Runs `write` while marking `view` as being written by a binding.
    static func writing(to view: AnyObject, _ write: () -> Void) {
        viewsBeingWritten.append(ObjectIdentifier(view))
        defer { viewsBeingWritten.removeLast() }
        write()
    }

    /// Whether a binding is writing to the view with identity `id`.
    static func isBeingWritten(_ id: ObjectIdentifier) -> Bool {
        viewsBeingWritten.contains(id)
    }
}

/// A binding of an ``ObservableState`` of `Value`: a ``ViewBinding`` with
/// what a change of the state does to the view.
///
/// The state keeps its bindings as plain ``ViewBinding`` references, so
/// that adding, finding and removing one runs no generic code; it takes
/// this type back only to push a change.
final class StateBinding<Value>: ViewBinding {
    /// Writes a change of the state to the view, unless the change came
    /// from the view (the second argument), which only updates what the
    /// binding last saw; `nil` for bindings from the view. Set once and
    /// read, with no run-time exclusivity check, as the other fields.
    @exclusivity(unchecked) var push: ((StateChange<Value>, Bool) -> Void)?
    /// Writes the state's whole value to the view given, which must be the
    /// bound view, for a binding that can move (see
    /// ``ViewBinding/moveKey``): what moving it writes first.
    @exclusivity(unchecked) var valueWriter: (any WholeValueWriter<Value>)?
}

/// Writes a state's whole value to the view of a binding that can move.
///
/// An object rather than a function: the writer is made where the part
/// bound is generic, and a function of the part becomes one of the value
/// only through a cast, which wraps it in two reabstraction thunks that
/// every write then runs; an object is cast once, when it is made.
@MainActor
protocol WholeValueWriter<Value>: AnyObject {
    associatedtype Value
    /// Writes `value` to `view`, which must be the bound view.
    func write(_ value: Value, to view: AnyObject)
}

/// The ``WholeValueWriter`` of a binding to a `View`.
@MainActor
final class ViewValueWriter<View: AnyObject, Value>: WholeValueWriter {
    private let writeTo: (View, Value) -> Void

    init(_ writeTo: @escaping (View, Value) -> Void) {
        self.writeTo = writeTo
    }

    func write(_ value: Value, to view: AnyObject) {
        writeTo(unsafeDowncast(view, to: View.self), value)
    }
}
