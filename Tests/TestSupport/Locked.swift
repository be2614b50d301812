import Foundation

/// A value behind a lock that ThreadSanitizer understands.
///
/// `Synchronization.Mutex` waits on a futex inside the uninstrumented
/// standard library on Linux, so ThreadSanitizer sees no lock around what
/// it guards and reports the guarded accesses as races. `NSLock` locks a
/// pthread mutex, which the sanitizer intercepts.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) { self.value = value }

    /// Runs `body` on the value with the lock held.
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
