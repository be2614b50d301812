/// A read-only (computed) property of a state's value, as the source of
/// one-way bindings and listeners: a `fullName` computed from `firstName`
/// and `lastName`.
///
/// Every change of the state recomputes the property and writes it to the
/// bound views; nothing can write it back, so a view's edits never reach
/// the state through it.
///
/// ```swift
/// struct Person { var firstName = "", lastName = ""; var fullName: String? { ... } }
/// let person = ObservableState(Person())
/// person.readOnly(\.fullName).bind(to: fullNameLabel, \.text)
/// ```
@MainActor
public struct ReadOnlyStatePath<Root, Value> {
    /// The state that holds the value.
    public let rootState: ObservableState<Root>
    /// The path from the state's value to the property.
    public let path: KeyPath<Root, Value>

    /// The property at `path` of `rootState`'s value.
    ///
    /// - Parameters:
    ///   - rootState: The state.
    ///   - path: A key path, writable or not, into its value.
    public init(_ rootState: ObservableState<Root>, _ path: KeyPath<Root, Value>) {
        self.rootState = rootState
        self.path = path
    }

    /// The property's current value, read without notifying observers.
    public var currentValue: Value { rootState.storage[keyPath: path] }

    /// Binds the property to `keyPath` on `view`, one way, through
    /// `forward`; writes the view now and after every change of the state.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's property.
    ///   - forward: Turns the property into the view's value.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject, Target>(
        to view: View, _ keyPath: ReferenceWritableKeyPath<View, Target>, owner: AnyObject? = nil,
        format forward: @escaping (Value) -> Target
    ) -> ViewBinding {
        let path = path
        return rootState.makeBinding(
            path: rootState.wholeValuePath, view: view, keyPath: keyPath, forward: { forward($0[keyPath: path]) },
            reverse: nil, reporter: nil, direction: .toView, start: .pushToView, owner: owner)
    }

    /// Binds the property to `keyPath` on `view`, one way; writes the view
    /// now and after every change of the state.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject>(
        to view: View, _ keyPath: ReferenceWritableKeyPath<View, Value>, owner: AnyObject? = nil
    ) -> ViewBinding {
        bind(to: view, keyPath, owner: owner) { $0 }
    }

    /// Calls `listener` with the property now and after every change of the
    /// state, until `owner` is deallocated or the observation is cancelled.
    ///
    /// - Parameters:
    ///   - owner: An object whose deallocation ends the listener, held weakly.
    ///   - listener: Called with the property's value.
    /// - Returns: A token that ends the listener early.
    /// - Complexity: O(1) plus the first call of `listener`.
    @discardableResult
    public func listenAndFire(owner: AnyObject? = nil, _ listener: @escaping (Value) -> Void) -> Observation {
        let path = path
        return rootState.listenAndFire(owner: owner) { listener($0[keyPath: path]) }
    }
}

extension ReadOnlyStatePath where Value == String? {
    /// Binds the optional text to a view's `String` property, one way;
    /// `nil` shows as `""`.
    ///
    /// - Parameters:
    ///   - view: The view, held weakly.
    ///   - keyPath: The view's `String` property.
    ///   - owner: An object whose deallocation ends the binding, held weakly.
    /// - Returns: The binding, which you may keep to end it early.
    /// - Complexity: O(*b*), where *b* is the number of bindings of the state.
    @discardableResult
    public func bind<View: AnyObject>(
        to view: View, _ keyPath: ReferenceWritableKeyPath<View, String>, owner: AnyObject? = nil
    ) -> ViewBinding {
        bind(to: view, keyPath, owner: owner) { $0 ?? "" }
    }
}

extension BindingSource {
    /// The read-only (computed) property at `path` of the value, as a
    /// source of one-way bindings: `person.readOnly(\.fullName)`.
    ///
    /// - Parameter path: A key path into the value; it need not be
    ///   writable.
    /// - Returns: The property.
    public func readOnly<Part>(_ path: KeyPath<Value, Part>) -> ReadOnlyStatePath<Root, Part> {
        ReadOnlyStatePath(rootState, pathFromRoot.appending(path: path))
    }
}

/// Binds a read-only property to the view's property, one way:
/// `(fullNameLabel, \.text) <- person.readOnly(\.fullName)`.
///
/// - Parameters:
///   - view: The view and its property.
///   - source: The read-only property.
/// - Returns: The binding.
@MainActor
@discardableResult
public func <- <View: AnyObject, Root, Value>(
    view: (View, ReferenceWritableKeyPath<View, Value>), source: ReadOnlyStatePath<Root, Value>
) -> ViewBinding {
    source.bind(to: view.0, view.1)
}

/// Binds a read-only optional text to the view's `String` property, one
/// way; `nil` shows as `""`.
///
/// - Parameters:
///   - view: The view and its `String` property.
///   - source: The read-only property.
/// - Returns: The binding.
@MainActor
@discardableResult
public func <- <View: AnyObject, Root>(
    view: (View, ReferenceWritableKeyPath<View, String>), source: ReadOnlyStatePath<Root, String?>
) -> ViewBinding {
    source.bind(to: view.0, view.1)
}
