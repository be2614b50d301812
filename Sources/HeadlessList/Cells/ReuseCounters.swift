/// How many cells a reuse pool made and handed out again, for one reuse
/// identifier or in total.
public struct ReuseCounters: Hashable, Sendable, CustomStringConvertible {
    /// Cells created by a registered class or factory.
    public var created: Int
    /// Cells handed out again from the pool.
    public var reused: Int

    /// Creates counters.
    public init(created: Int = 0, reused: Int = 0) {
        self.created = created
        self.reused = reused
    }

    /// Every dequeue: created plus reused.
    public var dequeued: Int { created + reused }

    /// Such as `12 created, 99988 reused`.
    public var description: String { "\(created) created, \(reused) reused" }
}
