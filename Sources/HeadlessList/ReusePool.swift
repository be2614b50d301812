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

/// Cells waiting to be used again, by reuse identifier, with the classes or
/// factories that make new ones.
///
/// Every headless table and collection has one
/// (``HeadlessListView/reusePool``); it can also be used on its own.
///
/// - ``dequeue(_:)`` hands out a pooled cell, after its
///   ``HeadlessCell/prepareForReuse()``, or makes a new one;
/// - ``enqueue(_:)`` takes a cell that left the screen.
///
/// The pool keeps its cells in a stack per identifier: the cell that left
/// last comes back first.
@MainActor
public final class ReusePool {
    /// How to make a cell for one identifier.
    enum Maker {
        case cellClass(HeadlessCell.Type)
        case factory(@MainActor (String) -> HeadlessCell)
    }

    private var makers: [String: Maker] = [:]
    private var pooled: [String: [HeadlessCell]] = [:]
    private var counters: [String: ReuseCounters] = [:]

    /// Creates an empty pool with nothing registered.
    public init() {}

    /// Registers a cell class for a reuse identifier, replacing what was
    /// registered for it before. Cells are made with
    /// ``HeadlessCell/init(reuseIdentifier:)``.
    public func register(_ cellClass: HeadlessCell.Type, forReuseIdentifier identifier: String) {
        makers[identifier] = .cellClass(cellClass)
    }

    /// Registers a factory for a reuse identifier, replacing what was
    /// registered for it before. The factory receives the identifier and
    /// must return a cell created with it.
    public func register(forReuseIdentifier identifier: String, factory: @escaping @MainActor (String) -> HeadlessCell)
    {
        makers[identifier] = .factory(factory)
    }

    /// Whether a class or factory is registered for `identifier`.
    public func isRegistered(_ identifier: String) -> Bool {
        makers[identifier] != nil
    }

    /// Returns a cell for `identifier`: the last one enqueued, after
    /// ``HeadlessCell/prepareForReuse()``, or a new one.
    ///
    /// A new cell whose layout behaviour is ``LayoutBehaviour/custom`` is
    /// asked for its strategy in every phase at once, so that a missing
    /// answer is found when the cell is made, not in the middle of a scroll.
    ///
    /// - Throws: ``HeadlessListError/Kind/unregisteredReuseIdentifier`` when
    ///   nothing is registered for `identifier`;
    ///   ``HeadlessListError/Kind/unansweredCustomLayout`` for a custom cell
    ///   that does not answer for every phase.
    /// - Complexity: O(1), plus making the cell.
    public func dequeue(_ identifier: String) throws(HeadlessListError) -> HeadlessCell {
        if var stack = pooled[identifier], let cell = stack.popLast() {
            pooled[identifier] = stack
            counters[identifier, default: ReuseCounters()].reused += 1
            cell.prepareToBeReused()
            return cell
        }
        guard let maker = makers[identifier] else {
            throw HeadlessListError(
                .unregisteredReuseIdentifier,
                "unable to dequeue a cell with identifier \(identifier) - must register a class or a factory for the identifier"
            )
        }
        let cell: HeadlessCell
        switch maker {
        case .cellClass(let cellClass): cell = cellClass.init(reuseIdentifier: identifier)
        case .factory(let factory): cell = factory(identifier)
        }
        precondition(
            cell.reuseIdentifier == identifier,
            "HeadlessList: the factory for \"\(identifier)\" made a cell with reuse identifier \"\(cell.reuseIdentifier)\""
        )
        try cell.checkCustomLayout()
        counters[identifier, default: ReuseCounters()].created += 1
        return cell
    }

    /// Puts a cell in the pool for its reuse identifier. The cell must not be
    /// shown anywhere any more.
    ///
    /// - Complexity: O(1) amortized.
    public func enqueue(_ cell: HeadlessCell) {
        pooled[cell.reuseIdentifier, default: []].append(cell)
    }

    /// The cells waiting in the pool for `identifier`.
    public func pooledCount(for identifier: String) -> Int {
        pooled[identifier]?.count ?? 0
    }

    /// The counters for one reuse identifier.
    public func counters(for identifier: String) -> ReuseCounters {
        counters[identifier] ?? ReuseCounters()
    }

    /// The counters summed over every identifier.
    public var totalCounters: ReuseCounters {
        counters.values.reduce(into: ReuseCounters()) { total, counter in
            total.created += counter.created
            total.reused += counter.reused
        }
    }

    /// Empties the pool, keeping registrations and counters.
    public func removeAllPooledCells() {
        pooled.removeAll()
    }
}
