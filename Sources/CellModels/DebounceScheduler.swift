/// Runs an action once after a delay: the clock of debounced observers.
///
/// Inject your own to control time, for example in tests:
///
/// ```swift
/// final class ManualScheduler: DebounceScheduler {
///     var now = Duration.zero
///     var pending: [(due: Duration, action: @MainActor () -> Void)] = []
///     func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
///         pending.append((now + delay, action))
///     }
///     func advance(by duration: Duration) { ... run the due actions in order ... }
/// }
/// ```
@MainActor
public protocol DebounceScheduler {
    /// Runs `action` on the main actor once, `delay` from now.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void)
}

/// The default ``DebounceScheduler``: a main-actor task that sleeps on the
/// continuous clock.
public struct TaskScheduler: DebounceScheduler {
    /// Creates the scheduler.
    public nonisolated init() {}

    /// Runs `action` in a main-actor task after sleeping for `delay`.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            try? await Task.sleep(for: delay)
            action()
        }
    }
}
