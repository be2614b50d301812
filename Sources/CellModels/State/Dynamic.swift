/// A value with one listener: setting ``value`` calls it with the new value.
///
/// ``bind(_:)`` sets the listener, replacing the one before; it is not
/// called until the next change. ``bindAndFire(_:)`` sets it and calls it at
/// once with the current value. Binding `nil` removes the listener.
///
/// ```swift
/// let name = Dynamic("Steve")
/// name.bindAndFire { label.text = $0 }   // label.text == "Steve"
/// name.value = "Tim"                      // label.text == "Tim"
/// ```
///
/// For several listeners, bindings to views and change triggers, use an
/// ``ObservableState`` (`listen(owner:_:)`, `listenAndFire(owner:_:)`).
///
/// The listener is held strongly: capture what it updates weakly or
/// unowned, as with any stored closure.
@MainActor
public final class Dynamic<Value> {
    /// What hears the value: a closure of the new value.
    public typealias Listener = (Value) -> Void

    /// The one listener, if any.
    public private(set) var listener: Listener?

    /// The value; setting it calls the listener, even with an equal value.
    public var value: Value {
        didSet { listener?(value) }
    }

    /// Wraps `value`, with no listener.
    ///
    /// - Parameter value: The initial value.
    public init(_ value: Value) {
        self.value = value
    }

    /// Sets the listener, replacing the one before, without calling it.
    ///
    /// - Parameter listener: The new listener, or `nil` for none.
    /// - Complexity: O(1).
    public func bind(_ listener: Listener?) {
        self.listener = listener
    }

    /// Sets the listener, replacing the one before, and calls it at once
    /// with the current value.
    ///
    /// - Parameter listener: The new listener, or `nil` for none.
    /// - Complexity: O(1) plus the listener's call.
    public func bindAndFire(_ listener: Listener?) {
        self.listener = listener
        listener?(value)
    }
}
