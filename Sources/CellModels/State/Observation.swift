/// A registered observer of an ``ObservableState``; cancel it to stop
/// observing early.
///
/// An observation also ends, without being cancelled, when its observer
/// object is deallocated or when the state is. Keeping the token is optional:
/// the state keeps the observation alive while its observer lives.
@MainActor
public final class Observation {
    /// Whether the observation was neither cancelled nor found dead.
    public private(set) var isActive = true

    private var remove: (() -> Void)?

    nonisolated init() {}

    /// Stops the observation now: its handler is not called again.
    ///
    /// Cancelling twice does nothing.
    ///
    /// - Complexity: O(*n*), where *n* is the number of observers of the
    ///   state.
    public func cancel() {
        guard isActive else { return }
        isActive = false
        let remove = remove
        self.remove = nil
        remove?()
    }

    /// Sets what cancelling does: remove the observation from its state.
    func onCancel(_ remove: @escaping () -> Void) {
        self.remove = remove
    }

    /// Marks the observation dead, when the state has found its observer
    /// deallocated and removes it itself.
    func end() {
        isActive = false
        remove = nil
    }
}
