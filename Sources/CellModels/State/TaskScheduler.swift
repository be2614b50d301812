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
