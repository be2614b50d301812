import CellModels

/// The chain after `put`: bindings and configuration of the view put, run
/// once the layout is committed (never when it throws). Bindings are
/// CellModels' and end with the view.
///
/// ```swift
/// layout.put(nameLabel) { $0.fillParent() }
///     .bind(\.text, with: $name)
/// ```
extension ViewLayout {
    /// Configures the view.
    ///
    /// - Parameter configure: What to do to the view.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func apply(_ configure: @escaping (View) -> Void) -> Self {
        let view = self.view
        transaction.afterCommit.append { configure(view) }
        return self
    }

    /// Sets the view's property to the source's current value once, with no
    /// binding.
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func setOnce<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, Source.Value>, with source: Source
    ) -> Self {
        let view = self.view
        transaction.afterCommit.append { view[keyPath: keyPath] = source.rootState.value[keyPath: source.pathFromRoot] }
        return self
    }

    /// Binds the source to the view's property, one way to the view, and
    /// writes the value now: the view shows the value now and every change
    /// after; its edits never reach the state.
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view, with the view and the change.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func bindToView<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, Source.Value>, with source: Source,
        stateDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil
    ) -> Self {
        let view = self.view
        transaction.afterCommit.append {
            let binding = source.bind(writingTo: view, keyPath, owner: view)
            if let stateDidSet { binding.stateDidSet(stateDidSet) }
        }
        return self
    }

    /// Binds the source to the view's property, one way to the view, through
    /// `format`, and writes the formatted value now.
    ///
    /// ```swift
    /// layout.put(ageLabel) { $0.fillParent() }
    ///     .bindToView(\.text, with: $age) { "\($0) years" }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    ///   - format: Turns the state's value into the view's.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func bindToView<Source: BindingSource, Target>(
        _ keyPath: ReferenceWritableKeyPath<View, Target>, with source: Source,
        _ format: @escaping (Source.Value) -> Target
    ) -> Self {
        let view = self.view
        transaction.afterCommit.append { source.bind(to: view, keyPath, owner: view, format: format) }
        return self
    }

    /// Binds the source and the view's property with one of the four verbs,
    /// after the commit, ending with the view.
    private func chainBinding<Source: BindingSource, Target>(
        _ verb: BindingVerb, _ keyPath: ReferenceWritableKeyPath<View, Target>, with source: Source,
        forward: @escaping (Source.Value) -> Target, reverse: @escaping (Target) -> Source.Value?,
        stateDidSet: ((View, StateChange<Source.Value>) -> Void)?,
        viewDidSet: ((View, StateChange<Source.Value>) -> Void)?
    ) -> Self {
        let view = self.view
        transaction.afterCommit.append {
            let binding = ObservedBinding<View, Source.Value, TwoWay>(
                source.bind(verb, view, keyPath, forward: forward, reverse: reverse, owner: view))
            if let stateDidSet { binding.stateDidSet(stateDidSet) }
            if let viewDidSet { binding.viewDidSet(viewDidSet) }
        }
        return self
    }

    /// Binds the source and the view's property both ways, copying nothing
    /// now: the view and the state keep their values until the next change
    /// of either.
    ///
    /// Setting the state writes the view; a user edit of a view that reports
    /// edits (``ViewEditReporting``) sets the state. A view that reports
    /// none (a label) is only written.
    ///
    /// ```swift
    /// layout.put(searchBar) { $0.fixToSafeArea(.fullTop) }
    ///     .bind(\.text, with: $typedText)
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view, with the view and the change.
    ///   - viewDidSet: Called after a user edit of the view set the state,
    ///     with the view and the change.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func bind<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, Source.Value>, with source: Source,
        stateDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil,
        viewDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil
    ) -> Self {
        chainBinding(
            .bind, keyPath, with: source, forward: { $0 }, reverse: { $0 }, stateDidSet: stateDidSet,
            viewDidSet: viewDidSet)
    }

    /// Binds the source and the view's property both ways, as
    /// `bind(_:with:stateDidSet:viewDidSet:)` does, and reads the view's
    /// current value into the state now.
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view.
    ///   - viewDidSet: Called after a user edit of the view set the state.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func map<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, Source.Value>, with source: Source,
        stateDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil,
        viewDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil
    ) -> Self {
        chainBinding(
            .map, keyPath, with: source, forward: { $0 }, reverse: { $0 }, stateDidSet: stateDidSet,
            viewDidSet: viewDidSet)
    }

    /// Binds the source and the view's property both ways, as
    /// `bind(_:with:stateDidSet:viewDidSet:)` does, and writes the state's
    /// current value into the view now.
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view.
    ///   - viewDidSet: Called after a user edit of the view set the state.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func apply<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, Source.Value>, with source: Source,
        stateDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil,
        viewDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil
    ) -> Self {
        chainBinding(
            .apply, keyPath, with: source, forward: { $0 }, reverse: { $0 }, stateDidSet: stateDidSet,
            viewDidSet: viewDidSet)
    }

    /// Binds the source and the view's `String` (a label's text) with a
    /// `String?` state, copying nothing now; `nil` shows as `""`. See
    /// `bind(_:with:stateDidSet:viewDidSet:)`.
    ///
    /// - Parameters:
    ///   - keyPath: The view's `String` property.
    ///   - source: The `String?` state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view.
    ///   - viewDidSet: Called after a user edit of the view set the state.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func bind<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, String>, with source: Source,
        stateDidSet: ((View, StateChange<String?>) -> Void)? = nil,
        viewDidSet: ((View, StateChange<String?>) -> Void)? = nil
    ) -> Self where Source.Value == String? {
        chainBinding(
            .bind, keyPath, with: source, forward: { $0 ?? "" }, reverse: { $0 }, stateDidSet: stateDidSet,
            viewDidSet: viewDidSet)
    }

    /// ``map(_:with:stateDidSet:viewDidSet:)`` for a `String?` state and
    /// the view's `String`: the state takes the view's text now.
    ///
    /// - Parameters:
    ///   - keyPath: The view's `String` property.
    ///   - source: The `String?` state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view.
    ///   - viewDidSet: Called after a user edit of the view set the state.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func map<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, String>, with source: Source,
        stateDidSet: ((View, StateChange<String?>) -> Void)? = nil,
        viewDidSet: ((View, StateChange<String?>) -> Void)? = nil
    ) -> Self where Source.Value == String? {
        chainBinding(
            .map, keyPath, with: source, forward: { $0 ?? "" }, reverse: { $0 }, stateDidSet: stateDidSet,
            viewDidSet: viewDidSet)
    }

    /// `apply(_:with:stateDidSet:viewDidSet:)` for a `String?` state and
    /// the view's `String`: the view shows the state now, `nil` as `""`.
    ///
    /// - Parameters:
    ///   - keyPath: The view's `String` property.
    ///   - source: The `String?` state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view.
    ///   - viewDidSet: Called after a user edit of the view set the state.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func apply<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, String>, with source: Source,
        stateDidSet: ((View, StateChange<String?>) -> Void)? = nil,
        viewDidSet: ((View, StateChange<String?>) -> Void)? = nil
    ) -> Self where Source.Value == String? {
        chainBinding(
            .apply, keyPath, with: source, forward: { $0 ?? "" }, reverse: { $0 }, stateDidSet: stateDidSet,
            viewDidSet: viewDidSet)
    }
}

extension ViewLayout where View: ViewEditReporting {
    /// Binds the source and the view's property both ways and writes the
    /// state's value into the view now; the same as
    /// `apply(_:with:stateDidSet:viewDidSet:)`, named after CellModels'
    /// `bindTwoWay(with:_:start:owner:)`.
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view, with the view and the change.
    ///   - viewDidSet: Called after a user edit of the view set the state,
    ///     with the view and the change.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func bindTwoWay<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, Source.Value>, with source: Source,
        stateDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil,
        viewDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil
    ) -> Self {
        apply(keyPath, with: source, stateDidSet: stateDidSet, viewDidSet: viewDidSet)
    }

    /// Reads the user's edits of the view's property into the state, and
    /// never writes the state into the view; copies nothing now.
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    ///   - viewDidSet: Called after a user edit of the view set the state,
    ///     with the view and the change.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func oneWayBind<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, Source.Value>, with source: Source,
        viewDidSet: ((View, StateChange<Source.Value>) -> Void)? = nil
    ) -> Self {
        let view = self.view
        transaction.afterCommit.append {
            let binding = source.oneWayBind(with: view, keyPath, owner: view)
            if let viewDidSet { binding.viewDidSet(viewDidSet) }
        }
        return self
    }

    /// ``oneWayBind(_:with:viewDidSet:)`` for a `String?` state and the
    /// view's `String`.
    ///
    /// - Parameters:
    ///   - keyPath: The view's `String` property.
    ///   - source: The `String?` state (or a path into it).
    ///   - viewDidSet: Called after a user edit of the view set the state,
    ///     with the view and the change.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func oneWayBind<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, String>, with source: Source,
        viewDidSet: ((View, StateChange<String?>) -> Void)? = nil
    ) -> Self where Source.Value == String? {
        let view = self.view
        transaction.afterCommit.append {
            let binding = source.oneWayBind(with: view, keyPath, owner: view)
            if let viewDidSet { binding.viewDidSet(viewDidSet) }
        }
        return self
    }
}

/// Makes `view`, configured: `let title = build(HeadlessLabel()) { $0.text = "Hello" }`.
///
/// - Parameters:
///   - view: The view.
///   - configure: What to set on it.
/// - Returns: The view.
@MainActor
public func build<View: HeadlessView>(_ view: View, _ configure: (View) -> Void) -> View {
    configure(view)
    return view
}
