import CellModels
@_spi(ListEngine) import ListDiff

/// The model types a list has checked, for cells and for header and footer
/// views, valid while the registrations they were checked against stand. A
/// list shows a few model types, so an array searched in order is faster
/// than hashing.
struct CheckedViewTypes {
    var cells: [ObjectIdentifier] = []
    var supplements: [ObjectIdentifier] = []
    /// The cell and view stores' registration counts when checked.
    var registrations = (cells: 0, supplements: 0)
}

extension HeadlessListView {
    /// Checks that the list can show every model of `sections` before any of
    /// them is applied: for each model type met for the first time, that a
    /// cell (or header or footer view) can be made for its reuse identifier,
    /// that the model can configure it, and that a custom layout behaviour
    /// answers every phase. The view made to check is kept for the first
    /// dequeue that needs a new one, so checking makes no view in vain.
    ///
    /// - Throws: ``HeadlessListError`` with kind
    ///   ``HeadlessListError/Kind/unregisteredReuseIdentifier``,
    ///   ``HeadlessListError/Kind/reuseIdentifierMismatch``,
    ///   ``HeadlessListError/Kind/cellTypeMismatch`` or
    ///   ``HeadlessListError/Kind/unansweredCustomLayout`` for the first model
    ///   the list could not show; nothing changes then.
    /// - Complexity: O(*n* × *t*) for *n* items of *t* model types: a
    ///   search of the types checked for an item whose type differs from the
    ///   item before, plus making one view per model type not seen before.
    func checkViews(for sections: [CellSection]) throws(HeadlessListError) {
        let registrations = (reusePool.store.registrations, supplementStore.registrations)
        if checkedViewTypes.registrations != registrations {
            checkedViewTypes = CheckedViewTypes(registrations: registrations)
        }
        var previous: ObjectIdentifier?
        for section in sections {
            for model in section.items {
                let type = model.modelTypeID
                guard type != previous else { continue }
                previous = type
                guard !checkedViewTypes.cells.contains(type) else { continue }
                let cell = try reusePool.store.prepareView(
                    model.reuseIdentifier, registering: model.cellType as? HeadlessCell.Type)
                try checkConfigures(model, cell)
                checkedViewTypes.cells.append(type)
            }
            for case .model(let model)? in [section.header, section.footer] where hasView(model) {
                let type = model.modelTypeID
                guard !checkedViewTypes.supplements.contains(type) else { continue }
                let view = try supplementStore.prepareView(
                    model.reuseIdentifier, registering: model.cellType as? HeadlessHeaderFooterView.Type)
                try checkConfigures(model, view)
                checkedViewTypes.supplements.append(type)
            }
        }
    }

    private func checkConfigures(_ model: AnyCellModel, _ view: HeadlessReusableView) throws(HeadlessListError) {
        guard model.canConfigure(view) else {
            throw HeadlessListError(
                .cellTypeMismatch,
                "\(model.modelType) cannot configure \(type(of: view)), the view made for reuse identifier \"\(model.reuseIdentifier)\""
            )
        }
    }
}
