import CellModels

/// The chain after `put`: bindings and configuration of the view put, run
/// once the layout is committed (never when it throws). Bindings are
/// CellModels' and end with the view.
///
/// ```swift
/// layout.put(nameLabel) { $0.fillParent() }
///     .oneWayBind(\.text, with: $name)
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
    @discardableResult
    public func apply<Source: BindingSource>(
        _ keyPath: ReferenceWritableKeyPath<View, Source.Value>, with source: Source
    ) -> Self {
        let view = self.view
        transaction.afterCommit.append { view[keyPath: keyPath] = source.rootState.value[keyPath: source.pathFromRoot] }
        return self
    }

    /// Binds the source to the view's property, one way: the view shows the
    /// value now and every change after.
    ///
    /// - Parameters:
    ///   - keyPath: The view's property.
    ///   - source: The state (or a path into it).
    ///   - stateDidSet: Called after a change of the state was written to
    ///     the view, with the view and the change.
    /// - Returns: This layout, to go on with the chain.
    @discardableResult
    public func oneWayBind<Source: BindingSource>(
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

    /// Binds the source to the view's property, one way, through `format`.
    @discardableResult
    public func map<Source: BindingSource, Target>(
        _ keyPath: ReferenceWritableKeyPath<View, Target>, with source: Source,
        _ format: @escaping (Source.Value) -> Target
    ) -> Self {
        let view = self.view
        transaction.afterCommit.append { source.bind(to: view, keyPath, owner: view, format: format) }
        return self
    }
}

extension ViewLayout where View: ViewEditReporting {
    /// Binds the source and the view's property both ways: the view shows
    /// the value, and the user's edits of the view change it.
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
        let view = self.view
        transaction.afterCommit.append {
            let binding = source.bind(with: view, keyPath, owner: view)
            if let stateDidSet { binding.stateDidSet(stateDidSet) }
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
