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
