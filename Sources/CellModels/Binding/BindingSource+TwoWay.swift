extension BindingSource {
    /// Binds the value and `keyPath` on `view` both ways: setting the state
    /// writes the view, and a user edit of the view sets the state, as a
    /// change triggered by the view.
    ///
    /// There is no feedback loop: a change that came from the view is not
    /// written back to it, and writing the view is never taken for a user
    /// edit.
    ///
    /// ```swift
    /// $name.bindTwoWay(with: nameField, \.text)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's property.
    ///   - start: What to do now; by default, write the state's value into
    ///     the view.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bindTwoWay<View: ViewEditReporting>(
        with view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>,
        start: BindingStart = .pushToView, owner: AnyObject? = nil
    ) -> ViewBinding {
        makeBinding(
            view, keyPath, forward: { $0 }, reverse: { $0 }, reporter: view.editReporter,
            direction: .twoWay, start: start, owner: owner)
    }

    /// Binds the value and an optional property on `view` both ways, such as
    /// a `String` and a text field's `String?` text; an edit that leaves the
    /// property `nil` is ignored.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's optional property.
    ///   - start: What to do now; by default, write the state's value into
    ///     the view.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bindTwoWay<View: ViewEditReporting>(
        with view: View, _ keyPath: ReferenceWritableKeyPath<View, Value?>,
        start: BindingStart = .pushToView, owner: AnyObject? = nil
    ) -> ViewBinding {
        makeBinding(
            view, keyPath, forward: { $0 }, reverse: { $0 }, reporter: view.editReporter,
            direction: .twoWay, start: start, owner: owner)
    }

    /// Binds the value and `keyPath` on `view` both ways through a
    /// transformer and its reverse, such as a model's `Int` and a stepper's
    /// `Double`; an edit the reverse cannot turn into a model value (it
    /// returns `nil`) is ignored.
    ///
    /// ```swift
    /// try $age.bindTwoWay(
    ///     with: stepper, \.value,
    ///     transformer: BindingTransformer { Double($0) } reverse: { Int($0) })
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's property.
    ///   - transformer: A transformer with a reverse.
    ///   - start: What to do now; by default, write the state's value into
    ///     the view.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Throws: ``CellModelsError/irreversibleTransformer(_:)`` when
    ///   `transformer` has no reverse: bind it one-way instead.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bindTwoWay<View: ViewEditReporting, Target>(
        with view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>,
        transformer: BindingTransformer<Value, Target>,
        start: BindingStart = .pushToView, owner: AnyObject? = nil
    ) throws(CellModelsError) -> ViewBinding {
        try check(transformer, direction: .twoWay, start: start)
        return makeBinding(
            view, keyPath, forward: transformer.forward, reverse: transformer.reverse,
            reporter: view.editReporter, direction: .twoWay, start: start, owner: owner)
    }

    /// Binds the value and `keyPath` on `view` both ways through a
    /// transformer that is reversible by type: no `try`.
    ///
    /// ```swift
    /// $nickname.bindTwoWay(with: field, \.text, transformer: .showingNil(as: "", reading: .asNil))
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; it reports user edits.
    ///   - keyPath: The view's property.
    ///   - transformer: Turns the model's value into the view's and back.
    ///   - start: What to do now; by default, write the state's value into
    ///     the view.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bindTwoWay<View: ViewEditReporting, Target>(
        with view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>,
        transformer: ReversibleBindingTransformer<Value, Target>,
        start: BindingStart = .pushToView, owner: AnyObject? = nil
    ) -> ViewBinding {
        makeBinding(
            view, keyPath, forward: transformer.forward, reverse: transformer.reverse,
            reporter: view.editReporter, direction: .twoWay, start: start, owner: owner)
    }
}
