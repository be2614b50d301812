import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

extension HeadlessListView {
    /// The list's counters about its own work: sizing passes, sizing cells
    /// made, header and footer views made and reused. For tests and
    /// benchmarks, behind the `Instrumentation` SPI.
    @_spi(Instrumentation)
    public var instrumentation: ListInstrumentation {
        var counters = counters
        counters.headerFooterViews = supplementStore.totalCounters
        return counters
    }

    /// The size of an item whose size is automatic: the one measured before
    /// for the same content and width, or the one the sizing cell for the
    /// model's reuse identifier measures once configured with it.
    ///
    /// - Complexity: O(1) when cached; otherwise one configure and one
    ///   measure of the sizing cell.
    func measuredSize(for model: AnyCellModel, width: Double) -> Size {
        if let cached = sizeCache.size(for: model, width: width) { return cached }
        let cell = sizingCell(for: model)
        cell.prepareToMeasureAnotherModel()
        cell.show(model) { layOut(cell) }
        let size = measure(cell, showing: model, width: width)
        // The sizing cell must not follow the model once measured.
        cell.endShowing()
        return size
    }

    /// Measures a cell configured with `model`, as the layout's kind
    /// measures (a calculated size first, then the preferred one), counts
    /// the sizing pass and keeps the size.
    func measure(_ cell: HeadlessCell, showing model: AnyCellModel, width: Double) -> Size {
        counters.sizingPasses += 1
        // As a layout takes a size: a cell that measures NaN or infinite
        // takes 0 or 10⁹.
        let size = LayoutNumber.size(Layout.measuredSize(of: cell, width: width))
        sizeCache.store(size, for: model, width: width)
        return size
    }

    /// The one sizing cell for the model's reuse identifier, made the first
    /// time with what the reuse pool has registered for it (or the model's
    /// cell type). Sizing cells are not counted as the pool's cells.
    func sizingCell(for model: AnyCellModel) -> HeadlessCell {
        let identifier = model.reuseIdentifier
        if let cell = sizingCells[identifier] { return cell }
        let cell: HeadlessCell
        do {
            cell = try reusePool.store.makeUncounted(identifier, registering: model.cellType as? HeadlessCell.Type)
        } catch {
            // `checkViews(for:)` made a view of this type when the sections were
            // set; only a class or factory that fails the second time gets here.
            stopOnMisuse(
                "HeadlessList: \(error), though a view of this type was made when the sections were set")
        }
        cell.isSizingView = true
        sizingCells[identifier] = cell
        counters.sizingCellsCreated += 1
        return cell
    }

    /// Measures the visible items and header and footer views whose size is
    /// an estimate, and keeps what is on screen in place: the first
    /// element (item or header or footer view) whose top is at or below the
    /// top of the visible area stays where it is, so a size measured above
    /// it, partly out of view, moves the content offset rather than the
    /// content. Returns whether anything moved.
    ///
    /// - Complexity: O(*v*) for *v* visible cells and views, plus what
    ///   measuring costs.
    func measureVisibleEstimates() -> Bool {
        // Plain loops, not `contains` with a closure: this runs on every
        // scroll, and the closure version cost about 7,800 instructions a
        // scroll against 100 (callgrind, 44-point rows).
        var pending = false
        for path in visibleOrder where layout.uncheckedNeedsMeasurement(at: path) {
            pending = true
            break
        }
        for (_, entry) in visibleSupplements.entries
        where !pending && layout.uncheckedNeedsMeasurement(of: entry.place.kind, inSection: entry.place.section) {
            pending = true
        }
        guard pending else { return false }
        let anchor = visibleAnchor()
        var moved = false
        let width = layout.itemSizingWidth
        // Recorded together: the layout after them is computed once.
        var measured: [(path: ItemPath, size: Size)] = []
        for path in visibleOrder where layout.uncheckedNeedsMeasurement(at: path) {
            let key = data[path.section].keys[path.item]
            let cell = visibleCells[key]!
            let estimate = layout.uncheckedFrameForItem(at: path).height
            let size = measure(cell, showing: cell.model!, width: width)
            measuredGrowth.estimated += estimate
            measuredGrowth.measured += size.height
            // Measuring solved the cell at its new size: the cell lays out
            // from that solve when its row takes the size.
            keepSolvedLayout(of: cell, for: key)
            measured.append((path, size))
        }
        if !measured.isEmpty && layout.setMeasuredSizes(measured) { moved = true }
        for (_, entry) in visibleSupplements.entries
        where layout.uncheckedNeedsMeasurement(of: entry.place.kind, inSection: entry.place.section) {
            counters.sizingPasses += 1
            let height = LayoutNumber.length(entry.view.preferredHeight(forWidth: layout.width))
            if layout.setMeasuredHeight(height, of: entry.place.kind, inSection: entry.place.section) { moved = true }
        }
        if moved, let anchor {
            contentOffset.y += top(of: anchor.element) - anchor.top
        }
        return moved
    }

    /// An element on screen whose top the measuring keeps in place.
    enum AnchorElement {
        case item(ItemPath)
        case supplement(SupplementKind, section: Int)
    }

    /// The visible element with the highest top at or below the top of the
    /// visible area, and that top.
    func visibleAnchor() -> (element: AnchorElement, top: Double)? {
        var anchor: (element: AnchorElement, top: Double)?
        for path in visibleOrder {
            let top = layout.uncheckedFrameForItem(at: path).minY
            if top >= contentOffset.y {
                anchor = (.item(path), top)
                break
            }
        }
        for (_, entry) in visibleSupplements.entries {
            let top = self.top(of: .supplement(entry.place.kind, section: entry.place.section))
            if top >= contentOffset.y && top < (anchor?.top ?? .infinity) {
                anchor = (.supplement(entry.place.kind, section: entry.place.section), top)
            }
        }
        return anchor
    }

    /// The top of an element where the layout places it.
    func top(of element: AnchorElement) -> Double {
        switch element {
        case .item(let path): layout.uncheckedFrameForItem(at: path).minY
        case .supplement(.header, let section): layout.uncheckedFrameForHeader(inSection: section).minY
        case .supplement(.footer, let section): layout.uncheckedFrameForFooter(inSection: section).minY
        }
    }

    /// Drops the sizes and the solved layouts kept for items no longer in
    /// the list once either holds twice as many as the list has items (and
    /// more than 1,024), so that they do not grow without bound as items come
    /// and go.
    func pruneSizeCache() {
        guard sizeCache.count > 1024 || solvedLayouts.count > 1024 else { return }
        let itemCount = data.reduce(0) { $0 + $1.keys.count }
        if sizeCache.count > 1024 && sizeCache.count > 2 * itemCount {
            var ids = Set<AnyID>(minimumCapacity: itemCount)
            for state in data { for model in state.section.items { ids.insert(model.id) } }
            sizeCache.keep(only: ids)
        }
        if solvedLayouts.count > 1024 && solvedLayouts.count > 2 * itemCount {
            var keys = Set<ItemKey>(minimumCapacity: itemCount)
            for state in data { keys.formUnion(state.keys) }
            solvedLayouts = solvedLayouts.filter { keys.contains($0.key) }
        }
    }
}
