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

    /// What the pool keeps for one reuse identifier, in one record so that
    /// handing out or taking back a cell looks the identifier up once.
    struct Entry {
        var maker: Maker?
        /// The cells waiting, the one that left last at the end.
        var cells: [HeadlessCell] = []
        var counters = ReuseCounters()

        /// Registers `cellClass` if nothing is registered, then takes the
        /// cell that left last, counting it as reused; `nil` when no cell
        /// is waiting.
        mutating func takeCell(registering cellClass: () -> HeadlessCell.Type?) -> HeadlessCell? {
            if maker == nil, let cellClass = cellClass() {
                maker = .cellClass(cellClass)
            }
            guard let cell = cells.popLast() else { return nil }
            counters.reused += 1
            return cell
        }
    }

    private var entries: [String: Entry] = [:]

    /// Creates an empty pool with nothing registered.
    public init() {}

    /// Registers a cell class for a reuse identifier, replacing what was
    /// registered for it before. Cells are made with
    /// ``HeadlessCell/init(reuseIdentifier:)``.
    public func register(_ cellClass: HeadlessCell.Type, forReuseIdentifier identifier: String) {
        entries[identifier, default: Entry()].maker = .cellClass(cellClass)
    }

    /// Registers a factory for a reuse identifier, replacing what was
    /// registered for it before. The factory receives the identifier and
    /// must return a cell created with it.
    public func register(forReuseIdentifier identifier: String, factory: @escaping @MainActor (String) -> HeadlessCell)
    {
        entries[identifier, default: Entry()].maker = .factory(factory)
    }

    /// Whether a class or factory is registered for `identifier`.
    public func isRegistered(_ identifier: String) -> Bool {
        entries[identifier]?.maker != nil
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
        try dequeue(identifier, registering: nil)
    }

    /// Returns a cell for `identifier` as ``dequeue(_:)`` does, registering
    /// `cellClass` for it first when nothing is registered: what a list does
    /// with a model's cell type.
    ///
    /// - Complexity: O(1), one lookup of `identifier` when a cell is
    ///   waiting, plus making the cell.
    func dequeue(_ identifier: String, registering cellClass: @autoclosure () -> HeadlessCell.Type?)
        throws(HeadlessListError) -> HeadlessCell
    {
        // The entry is changed in place, so the stack of waiting cells is
        // never copied.
        if let cell = entries[identifier, default: Entry()].takeCell(registering: cellClass) {
            cell.prepareToBeReused()
            return cell
        }
        guard let maker = entries[identifier]?.maker else {
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
        entries[identifier, default: Entry()].counters.created += 1
        return cell
    }

    /// Puts a cell in the pool for its reuse identifier. The cell must not be
    /// shown anywhere any more.
    ///
    /// - Complexity: O(1) amortized.
    public func enqueue(_ cell: HeadlessCell) {
        entries[cell.reuseIdentifier, default: Entry()].cells.append(cell)
    }

    /// The cells waiting in the pool for `identifier`.
    public func pooledCount(for identifier: String) -> Int {
        entries[identifier]?.cells.count ?? 0
    }

    /// The counters for one reuse identifier.
    public func counters(for identifier: String) -> ReuseCounters {
        entries[identifier]?.counters ?? ReuseCounters()
    }

    /// The counters summed over every identifier.
    public var totalCounters: ReuseCounters {
        entries.values.reduce(into: ReuseCounters()) { total, entry in
            total.created += entry.counters.created
            total.reused += entry.counters.reused
        }
    }

    /// Empties the pool, keeping registrations and counters.
    public func removeAllPooledCells() {
        for index in entries.values.indices {
            entries.values[index].cells.removeAll()
        }
    }
}
