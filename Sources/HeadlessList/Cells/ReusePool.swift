/// Cells waiting to be used again, by reuse identifier, with the classes or
/// factories that make new ones.
///
/// Every headless table and collection has one
/// (``HeadlessListView/reusePool``); it can also be used on its own.
///
/// - ``dequeue(_:)`` hands out a pooled cell, after its
///   ``HeadlessReusableView/prepareForReuse()``, or makes a new one;
/// - ``enqueue(_:)`` takes a cell that left the screen.
///
/// The pool keeps its cells in a stack per identifier: the cell that left
/// last comes back first.
@MainActor
public final class ReusePool {
    var store = ReuseStore<HeadlessCell>(noun: "a cell")

    /// Creates an empty pool with nothing registered.
    public init() {}

    /// Registers a cell class for a reuse identifier, replacing what was
    /// registered for it before. Cells are made with
    /// ``HeadlessCell/init(reuseIdentifier:)``.
    public func register(_ cellClass: HeadlessCell.Type, forReuseIdentifier identifier: String) {
        store.register(.viewClass(cellClass), forReuseIdentifier: identifier)
    }

    /// Registers a factory for a reuse identifier, replacing what was
    /// registered for it before. The factory receives the identifier and
    /// must return a cell created with it.
    public func register(forReuseIdentifier identifier: String, factory: @escaping @MainActor (String) -> HeadlessCell)
    {
        store.register(.factory(factory), forReuseIdentifier: identifier)
    }

    /// Whether a class or factory is registered for `identifier`.
    public func isRegistered(_ identifier: String) -> Bool {
        store.isRegistered(identifier)
    }

    /// Returns a cell for `identifier`: the last one enqueued, after
    /// ``HeadlessReusableView/prepareForReuse()``, or a new one.
    ///
    /// A new cell whose layout behaviour is ``CellLayoutBehaviour/custom`` is
    /// asked for its strategy in every phase at once, so that a missing
    /// answer is found when the cell is made, not in the middle of a scroll.
    ///
    /// - Throws: ``HeadlessListError/Kind/unregisteredReuseIdentifier`` when
    ///   nothing is registered for `identifier`;
    ///   ``HeadlessListError/Kind/unansweredCustomLayout`` for a custom cell
    ///   that does not answer for every phase.
    /// - Complexity: O(1), plus making the cell.
    public func dequeue(_ identifier: String) throws(HeadlessListError) -> HeadlessCell {
        try store.dequeue(identifier, registering: nil)
    }

    /// Puts a cell in the pool for its reuse identifier. The cell must not be
    /// shown anywhere any more.
    ///
    /// - Complexity: O(1) amortized.
    public func enqueue(_ cell: HeadlessCell) {
        store.enqueue(cell)
    }

    /// The cells waiting in the pool for `identifier`.
    public func pooledCount(for identifier: String) -> Int {
        store.pooledCount(for: identifier)
    }

    /// The counters for one reuse identifier.
    public func counters(for identifier: String) -> ReuseCounters {
        store.counters(for: identifier)
    }

    /// The counters summed over every identifier.
    public var totalCounters: ReuseCounters { store.totalCounters }

    /// Empties the pool, keeping registrations and counters.
    public func removeAllPooledCells() {
        store.removeAllPooledViews()
    }
}
