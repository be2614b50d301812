extension BindingSource {
    /// Binds the value to `keyPath` on `view`, one way: setting the state
    /// writes the view; the view's edits never reach the model.
    ///
    /// ```swift
    /// $title.bind(to: titleLabel, \.title)
    /// ```
    ///
    /// Several one-way bindings to one `Bool` property of one view combine
    /// as `combining` says: by default with AND, so the property is `true`
    /// only when every bound value is; ``BoolCombination/or`` makes it `true`
    /// when any is, and ``BoolCombination/independent`` opts out (the last
    /// write wins). See ``BoolCombination``.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; any class.
    ///   - keyPath: The view's property.
    ///   - start: What to do now; by default, write the current value.
    ///   - combining: How a binding to a `Bool` property combines with the
    ///     property's other one-way bindings; ignored for other types.
    ///   - owner: An object whose deallocation ends the binding, held weakly;
    ///     a ``BindingOwner`` can also end it early.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject>(
        to view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>,
        start: BindingStart = .pushToView, combining: BoolCombination = .and, owner: AnyObject? = nil
    ) -> ViewBinding {
        // A reused view's binding moved from its last model, before the
        // closures of a new one are made.
        if let moved = rootState.moveParkedBinding(
            path: pathFromRoot, view: view, keyPath: keyPath, start: start, owner: owner)
        {
            return moved
        }
        return makeBinding(
            view, keyPath, forward: { $0 }, reverse: start == .pullFromView ? { $0 } : nil, reporter: nil,
            direction: .toView, start: start, combining: combining, owner: owner, movable: true)
    }

    /// Binds the value to an optional property on `view`, one way, such as a
    /// `String` to a label's `String?` text.
    ///
    /// Pulling a `nil` view value leaves the state as it is.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; any class.
    ///   - keyPath: The view's optional property.
    ///   - start: What to do now; by default, write the current value.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject>(
        to view: View, _ keyPath: ReferenceWritableKeyPath<View, Value?>,
        start: BindingStart = .pushToView, owner: AnyObject? = nil
    ) -> ViewBinding {
        if let moved = rootState.moveParkedBinding(
            path: pathFromRoot, view: view, keyPath: keyPath, start: start, owner: owner)
        {
            return moved
        }
        return makeBinding(
            view, keyPath, forward: { $0 }, reverse: start == .pullFromView ? { $0 } : nil, reporter: nil,
            direction: .toView, start: start, owner: owner, movable: true)
    }

    /// Binds the value to `keyPath` on `view`, one way, formatted: writes the
    /// view now and on every change.
    ///
    /// ```swift
    /// $age.bind(to: ageLabel, \.text) { "Your Age: \($0)" }
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; any class.
    ///   - keyPath: The view's property.
    ///   - combining: How a binding to a `Bool` property combines with the
    ///     property's other one-way bindings (see ``BoolCombination``);
    ///     ignored for other types.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    ///   - format: Turns the model's value into the view's.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject, Target>(
        to view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>, combining: BoolCombination = .and,
        owner: AnyObject? = nil, format: @escaping (Value) -> Target
    ) -> ViewBinding {
        makeBinding(
            view, keyPath, forward: format, reverse: nil, reporter: nil,
            direction: .toView, start: .pushToView, combining: combining, owner: owner)
    }

    /// Binds the value to `keyPath` on `view`, one way, through a transformer.
    ///
    /// ```swift
    /// try $person.bind(to: saveButton, \.isEnabled, transformer: .isNotNil)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; any class.
    ///   - keyPath: The view's property.
    ///   - transformer: Turns the model's value into the view's.
    ///   - start: What to do now; by default, write the current value.
    ///   - combining: How a binding to a `Bool` property combines with the
    ///     property's other one-way bindings (see ``BoolCombination``).
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Throws: ``CellModelsError/irreversibleTransformer(_:)`` when `start`
    ///   is ``BindingStart/pullFromView`` and `transformer` has no reverse.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject, Target>(
        to view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>,
        transformer: BindingTransformer<Value, Target>,
        start: BindingStart = .pushToView, combining: BoolCombination = .and, owner: AnyObject? = nil
    ) throws(CellModelsError) -> ViewBinding {
        try check(transformer, direction: .toView, start: start)
        return makeBinding(
            view, keyPath, forward: transformer.forward, reverse: transformer.reverse, reporter: nil,
            direction: .toView, start: start, combining: combining, owner: owner)
    }

    /// Binds the value to `keyPath` on `view`, one way, through a transformer
    /// that is reversible by type, so that every `start` works: no `try`.
    ///
    /// ```swift
    /// $isSaving.bind(to: saveButton, \.isEnabled, transformer: .negate)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly; any class.
    ///   - keyPath: The view's property.
    ///   - transformer: Turns the model's value into the view's and back.
    ///   - start: What to do now; by default, write the current value.
    ///   - combining: How a binding to a `Bool` property combines with the
    ///     property's other one-way bindings (see ``BoolCombination``).
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject, Target>(
        to view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>,
        transformer: ReversibleBindingTransformer<Value, Target>,
        start: BindingStart = .pushToView, combining: BoolCombination = .and, owner: AnyObject? = nil
    ) -> ViewBinding {
        makeBinding(
            view, keyPath, forward: transformer.forward, reverse: transformer.reverse, reporter: nil,
            direction: .toView, start: start, combining: combining, owner: owner)
    }
}
