extension ObservableState {
    /// Calls `handler` once after a burst of changes has been quiet for
    /// `interval`, with the burst's changes merged into one, while `observer`
    /// lives.
    ///
    /// Every change restarts the wait. The merged change has the old value of
    /// the burst's first change and the new value and trigger of its last, so
    /// a search field typed into quickly runs one search for the final text:
    ///
    /// ```swift
    /// try $query.onDidSet(observer: self, debounce: .milliseconds(300)) { me, change in
    ///     me.search(change.newValue)
    /// }
    /// ```
    ///
    /// A zero interval still waits for the scheduler, so changes made in one
    /// turn of the main actor merge. Nothing is called if the observation is
    /// cancelled or the observer deallocated before the wait ends.
    ///
    /// - Parameters:
    ///   - observer: The observer, held weakly and passed to `handler`.
    ///   - interval: The quiet time to wait for; zero or more.
    ///   - scheduler: The clock that runs the wait; the default sleeps in a
    ///     main-actor task.
    ///   - handler: Called with the observer and the merged change.
    /// - Returns: A token that cancels the observation.
    /// - Throws: ``CellModelsError/negativeDebounceInterval(_:)`` when
    ///   `interval` is negative.
    /// - Complexity: O(1) per change.
    @discardableResult
    public func onDidSet<Observer: AnyObject>(
        observer: Observer, debounce interval: Duration, scheduler: any DebounceScheduler = TaskScheduler(),
        _ handler: @escaping (Observer, StateChange<Value>) -> Void
    ) throws(CellModelsError) -> Observation {
        guard interval >= .zero else { throw .negativeDebounceInterval(interval) }
        let debouncer = Debouncer(observer: observer, interval: interval, scheduler: scheduler, handler: handler)
        return register(in: \.didSetObservers) { change in debouncer.receive(change) }
    }
}

/// Merges a burst of changes and calls its handler once the burst is quiet.
@MainActor
final class Debouncer<Value, Observer: AnyObject> {
    weak var observer: Observer?
    let interval: Duration
    let scheduler: any DebounceScheduler
    let handler: (Observer, StateChange<Value>) -> Void
    var pending: StateChange<Value>?
    /// Counts changes, so that only the last change's wait calls the handler.
    var generation = 0

    init(
        observer: Observer, interval: Duration, scheduler: any DebounceScheduler,
        handler: @escaping (Observer, StateChange<Value>) -> Void
    ) {
        self.observer = observer
        self.interval = interval
        self.scheduler = scheduler
        self.handler = handler
    }

    /// Merges `change` into the pending one and restarts the wait; returns
    /// `false` when the observer is gone.
    func receive(_ change: StateChange<Value>) -> Bool {
        guard observer != nil else { return false }
        if let first = pending {
            pending = StateChange(oldValue: first.oldValue, newValue: change.newValue, trigger: change.trigger)
        } else {
            pending = change
        }
        generation &+= 1
        let generation = generation
        scheduler.schedule(after: interval) { [weak self] in
            self?.fire(generation)
        }
        return true
    }

    func fire(_ generation: Int) {
        guard generation == self.generation, let change = pending, let observer else { return }
        pending = nil
        handler(observer, change)
    }
}
