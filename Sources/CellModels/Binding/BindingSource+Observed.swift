extension BindingSource {
    /// Binds `keyPath` on `view` to the value, one way from the view, as
    /// `bind(from:_:start:owner:)` does, and returns the binding typed: it
    /// has only `viewDidSet` observers.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's property.
    ///   - start: What to do now; by default, read the view's value into the
    ///     state.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with observers to add.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: ViewEditReporting>(
        readingFrom view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>,
        start: BindingStart = .pullFromView, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, FromView> {
        ObservedBinding(bind(from: view, keyPath, start: start, owner: owner))
    }

    /// Binds the value to `keyPath` on `view`, one way to the view, as
    /// ``bind(to:_:start:combining:owner:)`` does, and returns the binding
    /// typed: it has only `stateDidSet` observers.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; any class.
    ///   - keyPath: The view's property.
    ///   - start: What to do now; by default, write the current value.
    ///   - combining: How a binding to a `Bool` property combines with the
    ///     property's other one-way bindings (see ``BoolCombination``).
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with observers to add.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject>(
        writingTo view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>,
        start: BindingStart = .pushToView, combining: BoolCombination = .and, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, ToView> {
        ObservedBinding(bind(to: view, keyPath, start: start, combining: combining, owner: owner))
    }
}
