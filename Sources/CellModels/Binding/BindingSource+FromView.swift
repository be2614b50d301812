extension BindingSource {
    /// Binds `keyPath` on `view` to the value, one way: a user edit of the
    /// view sets the state, as a change triggered by the view; setting the
    /// state never writes the view.
    ///
    /// ```swift
    /// $query.bind(from: searchBar, \.text)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's property.
    ///   - start: What to do now; by default, read the view's value into the
    ///     state.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: ViewEditReporting>(
        from view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>,
        start: BindingStart = .pullFromView, owner: AnyObject? = nil
    ) -> ViewBinding {
        makeBinding(
            view, keyPath, forward: { $0 }, reverse: { $0 }, reporter: view.editReporter,
            direction: .fromView, start: start, owner: owner)
    }

    /// Binds an optional property on `view` to the value, one way; an edit
    /// that leaves the property `nil` is ignored.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's optional property.
    ///   - start: What to do now; by default, read the view's value into the
    ///     state.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: ViewEditReporting>(
        from view: View, _ keyPath: ReferenceWritableKeyPath<View, Value?>,
        start: BindingStart = .pullFromView, owner: AnyObject? = nil
    ) -> ViewBinding {
        makeBinding(
            view, keyPath, forward: { $0 }, reverse: { $0 }, reporter: view.editReporter,
            direction: .fromView, start: start, owner: owner)
    }

    /// Binds `keyPath` on `view` to the value, one way, through the reverse
    /// of a transformer; an edit the reverse cannot turn into a model value
    /// (it returns `nil`) is ignored.
    ///
    /// ```swift
    /// try $age.bind(from: ageField, \.text, transformer: BindingTransformer { String($0) } reverse: { Int($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's property.
    ///   - transformer: A transformer with a reverse, from the view's value
    ///     to the model's; its forward runs only for
    ///     ``BindingStart/pushToView``.
    ///   - start: What to do now; by default, read the view's value into the
    ///     state.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Throws: ``CellModelsError/irreversibleTransformer(_:)`` when
    ///   `transformer` has no reverse.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: ViewEditReporting, Target>(
        from view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>,
        transformer: BindingTransformer<Value, Target>,
        start: BindingStart = .pullFromView, owner: AnyObject? = nil
    ) throws(CellModelsError) -> ViewBinding {
        try check(transformer, direction: .fromView, start: start)
        return makeBinding(
            view, keyPath, forward: transformer.forward, reverse: transformer.reverse,
            reporter: view.editReporter, direction: .fromView, start: start, owner: owner)
    }

    /// Binds `keyPath` on `view` to the value, one way, through the reverse
    /// of a transformer that is reversible by type: no `try`.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's property.
    ///   - transformer: Turns the model's value into the view's and back.
    ///   - start: What to do now; by default, read the view's value into the
    ///     state.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: ViewEditReporting, Target>(
        from view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>,
        transformer: ReversibleBindingTransformer<Value, Target>,
        start: BindingStart = .pullFromView, owner: AnyObject? = nil
    ) -> ViewBinding {
        makeBinding(
            view, keyPath, forward: transformer.forward, reverse: transformer.reverse,
            reporter: view.editReporter, direction: .fromView, start: start, owner: owner)
    }
}
