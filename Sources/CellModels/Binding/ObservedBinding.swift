/// A binding whose view and value types are known, so that observers can be
/// added to it in a chain:
///
/// ```swift
/// $searchPhrase.bind(with: searchBar, \.text)
///     .viewDidSet { bar, change in print("typed", change.newValue) }
///     .stateDidSet { bar, change in print("shown", change.newValue) }
/// ```
///
/// `viewDidSet` runs after a user edit of the view set the state;
/// `stateDidSet` runs after a change of the state (by code, or by another
/// view) was written to the view. Which of them a binding has is part of
/// its type: a binding from the view (``FromView``) has only `viewDidSet`,
/// one to the view (``ToView``) only `stateDidSet`.
///
/// The observers end with the binding. The view is held weakly; an observer
/// is not called once it is gone.
@MainActor
public struct ObservedBinding<View: AnyObject, Value, Flow: BindingFlow> {
    /// The binding, to end it early or give it to an owner.
    public let binding: ViewBinding

    /// Wraps `binding`, made with `View` and `Value` by the caller.
    package init(_ binding: ViewBinding) {
        self.binding = binding
    }

    /// Ends the binding and its observers; see ``ViewBinding/unbind()``.
    public func unbind() {
        binding.unbind()
    }

    /// Whether the binding still works; see ``ViewBinding/isBound``.
    public var isBound: Bool { binding.isBound }

    func adding(
        _ event: ViewBinding.Event, _ view: View, _ handler: @escaping (View, StateChange<Value>) -> Void
    ) -> Self {
        binding.observe(event) { [weak view] change in
            guard let view, let change = change as? StateChange<Value> else { return }
            handler(view, change)
        }
        return self
    }
}

extension ObservedBinding where Flow: ViewReadingFlow {
    /// Adds an observer called after a user edit of the view set the state,
    /// with the view and the change of the bound value (its trigger is the
    /// view).
    ///
    /// - Parameter handler: Called with the view and the change.
    /// - Returns: The binding, for the next observer.
    @discardableResult
    public func viewDidSet(_ handler: @escaping (View, StateChange<Value>) -> Void) -> Self {
        guard let view = binding.boundView as? View else { return self }
        return adding(.viewDidSet, view, handler)
    }
}

extension ObservedBinding where Flow: ViewWritingFlow {
    /// Adds an observer called after a change of the state was written to
    /// the view, with the view and the change of the bound value. A change
    /// the view made itself is not written back, so it does not call this.
    ///
    /// - Parameter handler: Called with the view and the change.
    /// - Returns: The binding, for the next observer.
    @discardableResult
    public func stateDidSet(_ handler: @escaping (View, StateChange<Value>) -> Void) -> Self {
        guard let view = binding.boundView as? View else { return self }
        return adding(.stateDidSet, view, handler)
    }
}
