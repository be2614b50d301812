/// The four binding verbs, which differ only in what they do when the
/// binding is made:
///
/// | Verb | Direction | At start |
/// |---|---|---|
/// | `BindingSource.bind(with:_:owner:)` | both ways | nothing |
/// | `BindingSource.map(from:_:owner:)` | both ways | reads the view's value into the state |
/// | `BindingSource.apply(into:_:owner:)` | both ways | writes the state's value into the view |
/// | ``BindingSource/oneWayBind(with:_:owner:)`` | view to state | nothing |
///
/// "Both ways" reads the view's edits only from a view that reports them
/// (``ViewEditReporting``): for any other view (a label, an image view) the
/// binding writes the view and has nothing to read.
package enum BindingVerb: Hashable, Sendable {
    /// Binds; copies nothing now.
    case bind
    /// Binds; reads the view's current value into the state now.
    case map
    /// Binds; writes the state's current value into the view now.
    case apply
    /// Reads the view's edits into the state, never writes the view; copies
    /// nothing now.
    case oneWayBind

    /// What the verb does when the binding is made.
    package var start: BindingStart {
        switch self {
        case .bind, .oneWayBind: .bindOnly
        case .map: .pullFromView
        case .apply: .pushToView
        }
    }
}

extension BindingSource {
    /// Makes the binding `verb` names between the value and `keyPath` on
    /// `view`, through `forward` and `reverse`.
    package func bind<View: AnyObject, Target>(
        _ verb: BindingVerb, _ view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>,
        forward: @escaping (Value) -> Target, reverse: @escaping (Target) -> Value?, owner: AnyObject?
    ) -> ViewBinding {
        let reporter = (view as? any ViewEditReporting)?.editReporter
        let direction: BindingDirection =
            verb == .oneWayBind ? .fromView : reporter == nil ? .toView : .twoWay
        return makeBinding(
            view, keyPath, forward: forward, reverse: reverse, reporter: reporter, direction: direction,
            start: verb.start, owner: owner)
    }

    /// Binds the value and `keyPath` on `view` both ways, and copies
    /// nothing now: the view and the state keep their values until the next
    /// change of either.
    ///
    /// Setting the state writes the view; a user edit of a view that reports
    /// edits (``ViewEditReporting``) sets the state, as a change triggered by
    /// the view. There is no feedback loop. A view that reports no edits (a
    /// label) is only written.
    ///
    /// ```swift
    /// $searchPhrase.bind(with: searchBar, \.text)
    ///     .viewDidSet { bar, change in }
    ///     .stateDidSet { bar, change in }
    /// ```
    ///
    /// To write the state into the view now as well, use
    /// `apply(into:_:owner:)`; to read the view into the state now, use
    /// `map(from:_:owner:)`.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with `viewDidSet` and `stateDidSet` observers
    ///   to add.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject>(
        with view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, TwoWay> {
        ObservedBinding(bind(.bind, view, keyPath, forward: { $0 }, reverse: { $0 }, owner: owner))
    }

    /// Binds the value and `keyPath` on `view` both ways, as
    /// `bind(with:_:owner:)` does, and reads the view's current value into
    /// the state now, as a change triggered by ``ChangeTrigger/binding``.
    ///
    /// ```swift
    /// $searchPhrase.map(from: searchBar, \.text)   // the state takes the bar's text
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with observers to add.
    /// - Complexity: O(*b* + *o*), where *b* and *o* are the numbers of
    ///   bindings and observers of the state.
    @discardableResult
    public func map<View: AnyObject>(
        from view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, TwoWay> {
        ObservedBinding(bind(.map, view, keyPath, forward: { $0 }, reverse: { $0 }, owner: owner))
    }

    /// Binds the value and `keyPath` on `view` both ways, as
    /// `bind(with:_:owner:)` does, and writes the state's current value
    /// into the view now.
    ///
    /// ```swift
    /// $searchPhrase.apply(into: searchBar, \.text)   // the bar shows the state
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with observers to add.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func apply<View: AnyObject>(
        into view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, TwoWay> {
        ObservedBinding(bind(.apply, view, keyPath, forward: { $0 }, reverse: { $0 }, owner: owner))
    }

    /// Reads the user's edits of `keyPath` on `view` into the state, and
    /// never writes the state into the view; copies nothing now.
    ///
    /// ```swift
    /// $searchPhrase.oneWayBind(with: searchBar, \.text)
    ///     .viewDidSet { bar, change in }
    /// ```
    ///
    /// A view that reports no edits (``ViewEditReporting``) never changes
    /// the state.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with `viewDidSet` observers to add.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func oneWayBind<View: AnyObject>(
        with view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, FromView> {
        ObservedBinding(bind(.oneWayBind, view, keyPath, forward: { $0 }, reverse: { $0 }, owner: owner))
    }
}

extension BindingSource where Value == String? {
    /// The forward and reverse of a `String?` state bound to a view's
    /// `String`: `nil` shows as `""`, and `""` reads back as `""`.
    static var emptyForNil: ReversibleBindingTransformer<String?, String> {
        .showingNil(as: "", reading: .asValue)
    }

    /// `bind(with:_:owner:)` for a `String?` state and a view's `String`
    /// (a label's text): `nil` shows as `""`, and the view's `""` reads back
    /// as `""`.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's `String` property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with observers to add.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject>(
        with view: View, _ keyPath: ReferenceWritableKeyPath<View, String>, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, TwoWay> {
        let text = Self.emptyForNil
        return ObservedBinding(bind(.bind, view, keyPath, forward: text.forward, reverse: text.reverse, owner: owner))
    }

    /// `map(from:_:owner:)` for a `String?` state and a view's `String`:
    /// the state takes the view's text now (`""` stays `""`).
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's `String` property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with observers to add.
    /// - Complexity: O(*b* + *o*), where *b* and *o* are the numbers of
    ///   bindings and observers of the state.
    @discardableResult
    public func map<View: AnyObject>(
        from view: View, _ keyPath: ReferenceWritableKeyPath<View, String>, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, TwoWay> {
        let text = Self.emptyForNil
        return ObservedBinding(bind(.map, view, keyPath, forward: text.forward, reverse: text.reverse, owner: owner))
    }

    /// `apply(into:_:owner:)` for a `String?` state and a view's `String`:
    /// the view shows the state now, `nil` as `""`.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's `String` property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with observers to add.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func apply<View: AnyObject>(
        into view: View, _ keyPath: ReferenceWritableKeyPath<View, String>, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, TwoWay> {
        let text = Self.emptyForNil
        return ObservedBinding(bind(.apply, view, keyPath, forward: text.forward, reverse: text.reverse, owner: owner))
    }

    /// ``oneWayBind(with:_:owner:)`` for a `String?` state and a view's
    /// `String`.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's `String` property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, with `viewDidSet` observers to add.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func oneWayBind<View: AnyObject>(
        with view: View, _ keyPath: ReferenceWritableKeyPath<View, String>, owner: AnyObject? = nil
    ) -> ObservedBinding<View, Value, FromView> {
        let text = Self.emptyForNil
        return ObservedBinding(
            bind(.oneWayBind, view, keyPath, forward: text.forward, reverse: text.reverse, owner: owner))
    }
}
