/// Something that sends events: a text field's edits, a button's taps, a
/// notification. Connect it to a function with `~>`, or observe it with
/// ``observe(owner:_:)``.
///
/// ```swift
/// field.reactive.edited ~> (model, PersonModel.rename)   // ends with model
/// button.reactive.tapped.observe(owner: self) { print("tapped") }
/// ```
///
/// Make your own with ``init(subscribe:)``, and ``map(_:)`` one into
/// another.
@MainActor
public struct EventSource<Value> {
    private let subscribe: (@escaping (Value) -> Void) -> (() -> Void)

    /// Creates a source from a function that starts delivering events to a
    /// handler and returns a function that stops it.
    ///
    /// ```swift
    /// EventSource<Int> { send in
    ///     let id = ticker.add(send)
    ///     return { ticker.remove(id) }
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Starts delivering events to its argument;
    ///   returns what stops it. It is called once per observer.
    public init(subscribe: @escaping (@escaping (Value) -> Void) -> (() -> Void)) {
        self.subscribe = subscribe
    }

    /// Calls `handler` with every event until `owner` is deallocated or the
    /// returned observation is cancelled.
    ///
    /// With no owner, the observer joins the ``BindingOwner`` collecting at
    /// the time (a view model being applied, a cell being configured), if
    /// any, and otherwise lasts as long as the source sends.
    ///
    /// - Parameters:
    ///   - owner: An object whose deallocation ends the observer, held
    ///     weakly; a ``BindingOwner`` also ends it in
    ///     ``BindingOwner/unbindAll()``.
    ///   - handler: Called with each event.
    /// - Returns: A token that ends the observer early.
    /// - Complexity: O(1) plus the cost of subscribing.
    @discardableResult
    public func observe(owner: AnyObject? = nil, _ handler: @escaping (Value) -> Void) -> Observation {
        let observation = Observation()
        let hasOwner = owner != nil
        // The source holds the observation through its handler; a handler
        // whose owner is gone cancels it at the next event.
        let stop = subscribe { [weak owner] value in
            guard observation.isActive else { return }
            guard !hasOwner || owner != nil else {
                observation.cancel()
                return
            }
            handler(value)
        }
        observation.onCancel(stop)
        // As with bindings: an explicit owner keeps the observer; without
        // one, it joins the collecting owner.
        if let owner {
            (owner as? BindingOwner)?.add(observation)
        } else {
            BindingOwner.collecting?.add(observation)
        }
        return observation
    }

    /// A source that sends `transform` of each event of this one.
    ///
    /// - Parameter transform: Turns an event into the new source's event.
    /// - Returns: The new source.
    public func map<Mapped>(_ transform: @escaping (Value) -> Mapped) -> EventSource<Mapped> {
        let subscribe = subscribe
        return EventSource<Mapped> { send in subscribe { send(transform($0)) } }
    }

    /// The user's edits of `keyPath` on `view`: each sends the property's
    /// new value. Changes made by code and by bindings are not edits.
    ///
    /// ```swift
    /// EventSource.edits(of: field, \TextField.text) ~> (model, PersonModel.rename)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The edited property, rooted at the type that reports it.
    /// - Returns: The source.
    public static func edits<View: ViewEditReporting>(
        of view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>
    ) -> EventSource<Value> {
        EventSource { [weak view] send in
            guard let view else { return {} }
            let reporter = view.editReporter
            let id = reporter.addHandler(for: keyPath) { [weak view] in
                guard let view else { return false }
                if !ViewBinding.isBeingWritten(ObjectIdentifier(view)) {
                    send(view[keyPath: keyPath])
                }
                return true
            }
            return { [weak reporter] in reporter?.removeHandler(id) }
        }
    }
}
