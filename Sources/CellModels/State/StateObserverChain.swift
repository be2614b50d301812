/// Observers of one ``ObservableState`` for one observer object, added in a
/// chain: `$x.observe(observer: self).delayMultipleSetTrigger(by: 1).willSet { }.didSet { }`.
///
/// Each `willSet` and `didSet` registers its handler at once and returns the
/// chain, so that the next link can add another. The observer is held
/// weakly and passed to each handler; the handlers end when it is
/// deallocated, or with the ``BindingOwner`` collecting when they were made.
///
/// ```swift
/// try $query.observe(observer: self)
///     .delayMultipleSetTrigger(by: 0.3)
///     .willSet { me, change in me.cancelSearch() }
///     .didSet { me, change in me.search(change.newValue) }
/// ```
@MainActor
public struct StateObserverChain<Value, Observer: AnyObject> {
    private let state: ObservableState<Value>
    private weak var observer: Observer?
    private var delay: (interval: Duration, scheduler: any DebounceScheduler)?

    init(state: ObservableState<Value>, observer: Observer) {
        self.state = state
        self.observer = observer
    }

    /// The chain with its `didSet` handlers delayed: after a burst of
    /// changes, they run once, when the state has been quiet for `seconds`,
    /// with the burst merged into one change (the first old value, the last
    /// new value and trigger), as ``ObservableState/onDidSet(observer:debounce:scheduler:_:)``
    /// does. `willSet` handlers are not delayed: they run before every set.
    ///
    /// - Parameters:
    ///   - seconds: The quiet time, in seconds; zero or more.
    ///   - scheduler: The clock that runs the wait.
    /// - Returns: The chain, for the handlers added after it.
    /// - Throws: ``CellModelsError/invalidDelay(_:)`` when `seconds` is
    ///   negative, infinite or not a number.
    public func delayMultipleSetTrigger(
        by seconds: Double, scheduler: any DebounceScheduler = TaskScheduler()
    ) throws(CellModelsError) -> Self {
        guard seconds.isFinite, seconds >= 0 else { throw .invalidDelay(seconds) }
        var chain = self
        chain.delay = (.seconds(seconds), scheduler)
        return chain
    }

    /// Adds a handler called before every change, while the observer lives.
    ///
    /// - Parameter handler: Called with the observer and the change.
    /// - Returns: The chain.
    /// - Complexity: O(1).
    @discardableResult
    public func willSet(_ handler: @escaping (Observer, StateChange<Value>) -> Void) -> Self {
        if let observer {
            state.onWillSet(observer: observer, handler)
        }
        return self
    }

    /// Adds a handler called after every change, or once after a burst when
    /// the chain is delayed, while the observer lives.
    ///
    /// - Parameter handler: Called with the observer and the change.
    /// - Returns: The chain.
    /// - Complexity: O(1).
    @discardableResult
    public func didSet(_ handler: @escaping (Observer, StateChange<Value>) -> Void) -> Self {
        guard let observer else { return self }
        if let delay {
            let debouncer = Debouncer(
                observer: observer, interval: delay.interval, scheduler: delay.scheduler, handler: handler)
            _ = state.register(in: \.didSetObservers) { change in debouncer.receive(change) }
        } else {
            state.onDidSet(observer: observer, handler)
        }
        return self
    }

    /// Calls `handler` with the observer and the value each time the value
    /// is about to be read (``ObservableState/value``, or the wrapped
    /// property), while the observer lives.
    ///
    /// - Parameter handler: Called with the observer and the value.
    /// - Returns: This chain, to go on.
    @discardableResult
    public func willGet(_ handler: @escaping (Observer, Value) -> Void) -> Self {
        if let observer {
            state.onWillGet(observer: observer, handler)
        }
        return self
    }

    /// Calls `handler` with the observer and the value each time the value
    /// was read, while the observer lives.
    ///
    /// - Parameter handler: Called with the observer and the value.
    /// - Returns: This chain, to go on.
    @discardableResult
    public func didGet(_ handler: @escaping (Observer, Value) -> Void) -> Self {
        if let observer {
            state.onDidGet(observer: observer, handler)
        }
        return self
    }
}

extension ObservableState {
    /// Starts a chain of observers for `observer`; see ``StateObserverChain``.
    ///
    /// ```swift
    /// $name.observe(observer: self).willSet { me, change in }.didSet { me, change in }
    /// ```
    ///
    /// - Parameter observer: The observer, held weakly and passed to every
    ///   handler of the chain.
    /// - Returns: The chain, with no handler yet.
    public func observe<Observer: AnyObject>(observer: Observer) -> StateObserverChain<Value, Observer> {
        StateObserverChain(state: self, observer: observer)
    }
}
