extension BindingSource {
    /// Calls `listener` with the value after every change, until `owner` is
    /// deallocated or the returned observation is cancelled.
    ///
    /// A closure listener needs no observer object: it ends with `owner`.
    /// A state keeps every listener it is given; ``Dynamic`` is the value
    /// with one listener, which `bind` replaces.
    /// With no owner, it joins the ``BindingOwner`` collecting at the time
    /// (a view model being applied, a cell being configured), if any, and
    /// otherwise lives as long as the state.
    ///
    /// ```swift
    /// $name.listen(owner: self) { name in print("name is now", name) }
    /// ```
    ///
    /// For a path into a state (`profile[\.name]`), the listener hears every
    /// change of the state and receives the part at the path.
    ///
    /// - Parameters:
    ///   - owner: An object whose deallocation ends the listener, held
    ///     weakly; a ``BindingOwner`` also ends it in
    ///     ``BindingOwner/unbindAll()``.
    ///   - listener: Called with the new value.
    /// - Returns: A token that ends the listener early.
    /// - Complexity: O(1).
    @discardableResult
    public func listen(owner: AnyObject? = nil, _ listener: @escaping (Value) -> Void) -> Observation {
        addListener(owner: owner, listener)
    }

    /// Calls `listener` with the current value at once, then after every
    /// change, until `owner` is deallocated or the returned observation is
    /// cancelled; see ``listen(owner:_:)``.
    ///
    /// ```swift
    /// $count.listenAndFire(owner: self) { count in badge.text = "\(count)" }
    /// ```
    ///
    /// - Parameters:
    ///   - owner: An object whose deallocation ends the listener, held
    ///     weakly.
    ///   - listener: Called with the value now and after every change.
    /// - Returns: A token that ends the listener early.
    /// - Complexity: O(1) plus the first call of `listener`.
    @discardableResult
    public func listenAndFire(owner: AnyObject? = nil, _ listener: @escaping (Value) -> Void) -> Observation {
        let observation = addListener(owner: owner, listener)
        listener(rootState.storage[keyPath: pathFromRoot])
        return observation
    }

    private func addListener(owner: AnyObject?, _ listener: @escaping (Value) -> Void) -> Observation {
        let path = pathFromRoot
        let hasOwner = owner != nil
        let observation = rootState.register(in: \.didSetObservers) { [weak owner] change in
            guard !hasOwner || owner != nil else { return false }
            listener(change.newValue[keyPath: path])
            return true
        }
        (owner as? BindingOwner)?.add(observation)
        return observation
    }
}
