import CellModels

extension Reactive where Base: HeadlessControl {
    /// The control's sends of `event`, as UIKit's target-action delivers
    /// them.
    ///
    /// A control keeps its actions until ``HeadlessControl/removeAllActions()``:
    /// an observer that ends stops being called, and its action stays, doing
    /// nothing.
    ///
    /// - Parameter event: The event to observe.
    /// - Returns: The source.
    @MainActor
    public func events(_ event: ControlEvent) -> EventSource<Void> {
        let base = base
        return EventSource { send in
            var isActive = true
            base.addAction(for: event) { if isActive { send(()) } }
            return { isActive = false }
        }
    }
}
