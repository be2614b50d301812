extension ObservableState {
    /// Calls `handler` before every change, with the old value, the new value
    /// and the trigger, while `observer` lives.
    ///
    /// The observer is held weakly and passed to the handler, so the handler
    /// need not capture it: capture nothing strongly that holds the state, or
    /// the state cannot be deallocated.
    ///
    /// ```swift
    /// $name.onWillSet(observer: self) { me, change in me.log.append(change.oldValue) }
    /// ```
    ///
    /// - Returns: A token that cancels the observation.
    /// - Complexity: O(1).
    @discardableResult
    public func onWillSet<Observer: AnyObject>(
        observer: Observer, _ handler: @escaping (Observer, StateChange<Value>) -> Void
    ) -> Observation {
        register(in: \.willSetObservers, observer: observer, handler)
    }

    /// Calls `handler` after every change, with the old value, the new value
    /// and the trigger, while `observer` lives.
    ///
    /// The observer is held weakly and passed to the handler.
    ///
    /// ```swift
    /// $name.onDidSet(observer: self) { me, change in
    ///     if case .view = change.trigger { me.validate(change.newValue) }
    /// }
    /// ```
    ///
    /// - Returns: A token that cancels the observation.
    /// - Complexity: O(1).
    @discardableResult
    public func onDidSet<Observer: AnyObject>(
        observer: Observer, _ handler: @escaping (Observer, StateChange<Value>) -> Void
    ) -> Observation {
        register(in: \.didSetObservers, observer: observer, handler)
    }

    /// Calls `handler` before every read of ``value``, with the current value,
    /// while `observer` lives.
    ///
    /// - Returns: A token that cancels the observation.
    /// - Complexity: O(1).
    @discardableResult
    public func onWillGet<Observer: AnyObject>(
        observer: Observer, _ handler: @escaping (Observer, Value) -> Void
    ) -> Observation {
        register(in: \.willGetObservers, observer: observer, handler)
    }

    /// Calls `handler` after every read of ``value``, with the value read,
    /// while `observer` lives.
    ///
    /// - Returns: A token that cancels the observation.
    /// - Complexity: O(1).
    @discardableResult
    public func onDidGet<Observer: AnyObject>(
        observer: Observer, _ handler: @escaping (Observer, Value) -> Void
    ) -> Observation {
        register(in: \.didGetObservers, observer: observer, handler)
    }

    /// Calls `handler` at once with the current value, then after every
    /// change, while `observer` lives.
    ///
    /// The first call's change has the current value as both old and new
    /// value and the trigger ``ChangeTrigger/binding``.
    ///
    /// ```swift
    /// $count.observeAndFire(observer: self) { me, change in me.badge = change.newValue }
    /// ```
    ///
    /// - Returns: A token that cancels the observation.
    /// - Complexity: O(1) plus the first call of `handler`.
    @discardableResult
    public func observeAndFire<Observer: AnyObject>(
        observer: Observer, _ handler: @escaping (Observer, StateChange<Value>) -> Void
    ) -> Observation {
        let observation = register(in: \.didSetObservers, observer: observer, handler)
        handler(observer, StateChange(oldValue: storage, newValue: storage, trigger: .binding))
        return observation
    }

    /// The number of observations still registered. An observation whose
    /// observer was deallocated counts until the next notification finds it.
    @_spi(Instrumentation)
    public var observationCount: Int {
        willSetObservers.count + didSetObservers.count + willGetObservers.count + didGetObservers.count
    }

    func register<Observer: AnyObject, Payload>(
        in list: ReferenceWritableKeyPath<ObservableState, ContiguousArray<ObserverEntry<Payload>>>,
        observer: Observer, _ handler: @escaping (Observer, Payload) -> Void
    ) -> Observation {
        register(in: list) { [weak observer] payload in
            guard let observer else { return false }
            handler(observer, payload)
            return true
        }
    }

    /// Adds an entry whose handler returns `false` when its observer is gone.
    func register<Payload>(
        in list: ReferenceWritableKeyPath<ObservableState, ContiguousArray<ObserverEntry<Payload>>>,
        _ handler: @escaping (Payload) -> Bool
    ) -> Observation {
        let observation = Observation()
        observation.onCancel { [weak self, unowned observation] in
            self?[keyPath: list].removeAll { $0.observation === observation }
            self?.checkInvariants()
        }
        self[keyPath: list].append(ObserverEntry(observation: observation, handler: handler))
        // Registered while a view model is applied (or a cell configured):
        // the observation ends with its bindings.
        BindingOwner.collecting?.add(observation)
        checkInvariants()
        return observation
    }
}
