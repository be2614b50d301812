import CellModels

extension HeadlessListView {
    /// Registers a cell class for a reuse identifier.
    ///
    /// A model whose cell type is a ``HeadlessCell`` subclass needs no
    /// registration: the first time the list meets its reuse identifier
    /// unregistered, it registers the model's cell type for it. Register to
    /// use another class, or a factory.
    public func register(_ cellClass: HeadlessCell.Type, forReuseIdentifier identifier: String) {
        reusePool.register(cellClass, forReuseIdentifier: identifier)
    }

    /// Registers a factory for a reuse identifier; see
    /// ``ReusePool/register(forReuseIdentifier:factory:)``.
    public func register(forReuseIdentifier identifier: String, factory: @escaping @MainActor (String) -> HeadlessCell)
    {
        reusePool.register(forReuseIdentifier: identifier, factory: factory)
    }

    /// Returns a cell for `identifier` from the reuse pool, or a new one, as
    /// UIKit's `dequeueReusableCell(withIdentifier:)` does. The list dequeues
    /// its own cells; this is for code that wants one by hand.
    ///
    /// - Throws: As ``ReusePool/dequeue(_:)``.
    public func dequeueReusableCell(withIdentifier identifier: String) throws(HeadlessListError) -> HeadlessCell {
        try reusePool.dequeue(identifier)
    }

    /// The created and reused counters for one reuse identifier.
    public func reuseCounters(for identifier: String) -> ReuseCounters {
        reusePool.counters(for: identifier)
    }

    /// A cell for `model`, registering the model's cell type first if its
    /// reuse identifier is unknown and the type is a ``HeadlessCell``.
    func dequeueCell(for model: AnyCellModel) -> HeadlessCell {
        do {
            return try reusePool.store.dequeue(
                model.reuseIdentifier, registering: model.cellType as? HeadlessCell.Type)
        } catch {
            // `checkViews(for:)` made a view of this type when the sections were
            // set; only a class or factory that fails the second time gets here.
            stopOnMisuse(
                "HeadlessList: \(error), though a view of this type was made when the sections were set")
        }
    }
}
