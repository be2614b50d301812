import CellModels
import HeadlessViews
@_spi(ListEngine) import ListDiff

extension HeadlessListView {
    // MARK: - Geometry

    /// The visible area in content coordinates.
    public var visibleRect: Rect { Rect(origin: contentOffset, size: viewportSize) }

    /// The size of all the content.
    ///
    /// - Complexity: O(1).
    public var contentSize: Size { layout.contentSize }

    /// The frame of the item at `path`, in content coordinates.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no item there.
    /// - Complexity: O(1) for a table, O(log *l*) for a collection with *l*
    ///   lines in the section.
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func frameForItem(at path: ItemPath) throws(HeadlessListError) -> Rect {
        try layout.frameForItem(at: path)
    }

    /// The paths of the items whose frames intersect `rect`, ascending.
    ///
    /// - Complexity: O(log *n* + *k*), for *n* items and *k* found.
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func indexPathsForItems(in rect: Rect) -> [ItemPath] { layout.indexPathsForItems(in: rect) }

    // MARK: - Visible cells

    /// The paths of the items with a cell on screen, ascending.
    ///
    /// Read from a cell's configuration while the list shows new cells, it
    /// gives the paths being shown, in the data being shown: a path's cell
    /// may not be there yet (``cellForItem(at:)`` is `nil`).
    public var indexPathsForVisibleItems: [ItemPath] { visibleOrder }

    /// The cells on screen, in the order of their paths.
    ///
    /// Read from a cell's configuration while the list shows new cells, it
    /// gives the cells already on screen, as they were last laid out: the
    /// cells that left have gone, and the one being configured is not there
    /// yet.
    ///
    /// - Complexity: O(*v* log *v*) for *v* cells on screen.
    public var visibleCellsInOrder: [HeadlessCell] { visibleCells.viewsInOrder }

    /// The cell showing the item at `path`, or `nil` when the item is not
    /// on screen.
    ///
    /// - Complexity: O(1).
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func cellForItem(at path: ItemPath) -> HeadlessCell? {
        guard data.indices.contains(path.section), data[path.section].keys.indices.contains(path.item) else {
            return nil
        }
        return visibleCells[data[path.section].keys[path.item]]
    }

    // MARK: - Scrolling

    /// Moves the visible area, clamped to the content, and updates the
    /// visible cells: those that left end displaying and go to the reuse
    /// pool, then those that arrive are dequeued, configured and displayed.
    ///
    /// - Complexity: O(log *n* + *v*), for *n* items and *v* visible cells
    ///   before and after.
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func setContentOffset(_ offset: Point) {
        exclusively("setContentOffset") {
            contentOffset = Point(x: LayoutNumber.signed(offset.x), y: LayoutNumber.signed(offset.y))
            clampContentOffset()
            updateVisibleCells()
        }
    }

    /// Scrolls so that the item at `path` is at the top, middle or bottom of
    /// the visible area, as far as the content allows.
    ///
    /// - Throws: ``HeadlessListError/Kind/indexOutOfRange`` when
    ///   the list has no item there; nothing moves.
    /// - Complexity: As ``setContentOffset(_:)``.
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func scrollToItem(at path: ItemPath, position: ScrollPosition) throws(HeadlessListError) {
        try layout.checkPath(path, request: "scrollToItem(at:position:)")
        let frame = layout.uncheckedFrameForItem(at: path)
        let y: Double
        switch position {
        case .top: y = frame.minY
        case .middle: y = frame.midY - viewportSize.height / 2
        case .bottom: y = frame.maxY - viewportSize.height
        }
        setContentOffset(Point(x: contentOffset.x, y: y))
    }

    /// Changes the size of the visible area. A new width lays everything out
    /// again (computed sizes depend on it; measured sizes are measured
    /// again).
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func setViewportSize(_ size: Size) {
        exclusively("setViewportSize") {
            let size = LayoutNumber.size(size)
            let widthChanged = size.width != viewportSize.width
            viewportSize = size
            if widthChanged {
                layout.reload(itemCounts: data.map(\.keys.count), width: size.width, sizing: makeSizing())
                dataGeneration += 1
            }
            clampContentOffset()
            updateVisibleCells()
        }
    }

    /// Runs a plain layout pass (``CellLayouting/none``, or
    /// ``CellLayouting/needsLayoutSet`` for cells that asked) on every visible
    /// cell, as a table does when it lays out its subviews.
    @_specialize(exported:true,where Layout == TableLayout)
    @_specialize(exported:true,where Layout == FlowLayout)
    public func layoutVisibleCells() {
        exclusively("layoutVisibleCells") {
            for path in visibleOrder {
                let cell = visibleCells[data[path.section].keys[path.item]]!
                do throws(HeadlessListError) {
                    try cell.layoutChildren()
                } catch {
                    report(.viewLayoutFailed(error))
                }
            }
        }
    }

    func clampContentOffset() {
        let maxY = max(layout.contentSize.height - viewportSize.height, 0)
        contentOffset = Point(x: 0, y: min(max(contentOffset.y, 0), maxY))
    }

    // MARK: - Reconciling

    /// Brings the visible cells in line with the visible area and the data:
    /// cells whose items left the area (or the list) end displaying, items
    /// refreshed by an update are reconfigured or get a new cell, and items
    /// that arrived get a cell; then the same for header and footer views.
    /// Items and header and footer views whose size is an estimate are
    /// measured once displayed, and if that moves anything the pass runs
    /// again, with the content offset keeping what is on screen in place.
    func updateVisibleCells(refreshes: [ItemKey: BatchTransition.Refresh] = [:]) {
        var refreshes = refreshes
        var reloadedSections: Set<ItemKey> = []
        if !reloadedSectionKeys.isEmpty { swap(&reloadedSections, &reloadedSectionKeys) }
        for pass in 0..<32 {
            // Items held back are admitted all at once by the last passes,
            // so that the loop always ends with the area filled.
            let heldBack = reconcileVisibleCells(refreshes: refreshes, admittingAll: pass >= 16)
            reconcileSupplementViews(reloaded: reloadedSections)
            refreshes = [:]
            reloadedSections = []
            let moved = measureVisibleEstimates()
            guard moved || heldBack else { break }
            clampContentOffset()
        }
        for path in visibleOrder {
            let key = data[path.section].keys[path.item]
            let cell = visibleCells[key]!
            cell.frame = layout.uncheckedFrameForItem(at: path)
            // A cell laid out with constraints lays its content out at the
            // size its row has now.
            if cell.usesConstraintLayout { layOutContent(of: cell, showing: key) }
        }
        placeSupplementViews()
        pruneSizeCache()
    }

    /// Lays out a visible cell's constraints: from the solve kept for its
    /// item when the cell's shape and inputs are the same (a row scrolled
    /// back to), otherwise by solving, keeping that solve for the item.
    func layOutContent(of cell: HeadlessCell, showing key: ItemKey) {
        if let system = cell.currentLayoutSystem(), system.needsSolve, let solved = solvedLayouts[key],
            system.apply(solved)
        {
            counters.solvedLayoutsReused += 1
            cell.runLayoutPasses()
            return
        }
        cell.layoutIfNeeded()
        keepSolvedLayout(of: cell, for: key)
    }

    /// Keeps the last solve of `cell`, if it has one not taken yet, as the
    /// layout of the item `key`. Its shape becomes the one instance of an
    /// equal shape kept before, for the cell as well: the cells of one class
    /// then share a shape, and taking a kept solve compares shapes by
    /// identity rather than constraint by constraint.
    ///
    /// - Complexity: O(1) once the cell shares a known shape; otherwise a
    ///   comparison with each of the few shapes known.
    func keepSolvedLayout(of cell: HeadlessCell, for key: ItemKey) {
        guard let system = cell.layoutSystem, var solved = system.takeSolvedLayout() else { return }
        // A loop, not `first(where:)`: a main-actor closure checks its
        // executor on every call.
        var known: LayoutShape?
        for shape in knownShapes where shape == solved.shape {
            known = shape
            break
        }
        if let known {
            system.share(known, replacing: solved.shape)
            solved.shape = known
        } else {
            if knownShapes.count == Self.knownShapeLimit { knownShapes.removeFirst() }
            knownShapes.append(solved.shape)
        }
        solvedLayouts[key] = solved
    }

    /// Brings the cells in line with the visible area and the data (see
    /// ``VisibleViews/reconcile(keys:places:host:)``); `refreshes` are the
    /// items an update refreshed, by key.
    ///
    /// Items arriving at the end of the area whose size is still an
    /// estimate are held back, unless `admittingAll`, when the items
    /// measured so far came out taller than estimated: only as many as
    /// would fill their estimated room at the measured rate get a cell, so
    /// that items the measuring then pushes out of the area are not
    /// configured for nothing. Returns whether any was held back (the
    /// caller measures and reconciles again).
    func reconcileVisibleCells(refreshes: [ItemKey: BatchTransition.Refresh], admittingAll: Bool) -> Bool {
        var paths = layout.indexPathsForItems(in: visibleRect)
        let heldBack = admittingAll ? 0 : arrivalsToHoldBack(in: paths)
        paths.removeLast(heldBack)
        var keys: [ItemKey] = []
        keys.reserveCapacity(paths.count)
        for path in paths { keys.append(data[path.section].keys[path.item]) }
        // The paths shown from now on, before the cells are configured: a
        // configuration that reads them gets paths of the data it shows.
        visibleOrder = paths
        visibleCells.reconcile(keys: keys, places: paths, host: CellHost(list: self, refreshes: refreshes))
        return heldBack > 0
    }

    /// How many of the items at the end of `paths` that are still to be
    /// measured and have no cell to hold back: all but the share the
    /// measured rate leaves room for (at least one is admitted).
    private func arrivalsToHoldBack(in paths: [ItemPath]) -> Int {
        let growth = measuredGrowth
        guard growth.estimated > 0, growth.measured > growth.estimated else { return 0 }
        var first = paths.count
        while first > 0 {
            let path = paths[first - 1]
            guard layout.uncheckedNeedsMeasurement(at: path), visibleCells[data[path.section].keys[path.item]] == nil
            else {
                break
            }
            first -= 1
        }
        let arriving = paths.count - first
        guard arriving > 1 else { return 0 }
        let admitted = max(1, Int((Double(arriving) * growth.estimated / growth.measured).rounded(.up)))
        return arriving - admitted
    }

    /// The list's cells, as one kind of view it shows.
    struct CellHost: VisibleViewsHost {
        let list: HeadlessListView
        let refreshes: [ItemKey: BatchTransition.Refresh]

        var hasRefreshes: Bool { !refreshes.isEmpty }
        func refresh(for key: ItemKey) -> BatchTransition.Refresh { refreshes[key] ?? .none }
        func model(at path: ItemPath) -> AnyCellModel { list.uncheckedModel(at: path) }
        func dequeueView(for model: AnyCellModel) -> HeadlessCell { list.dequeueCell(for: model) }
        /// A cell laid out with constraints is solved by
        /// ``HeadlessListView/updateVisibleCells(refreshes:)`` once it shows its
        /// model at its row's size, not before.
        func layOut(_ cell: HeadlessCell) { list.layOut(cell, leavingConstraintsToList: true) }
        func willDisplay(_ cell: HeadlessCell, at path: ItemPath, key: ItemKey) {
            cell.isSelected = list.selectedKeys.contains(key)
            cell.frame = list.layout.uncheckedFrameForItem(at: path)
            list.record(.willDisplay(path))
        }
        func didEndDisplaying(at path: ItemPath) { list.record(.didEndDisplaying(path)) }
        func recycle(_ cell: HeadlessCell) { list.reusePool.enqueue(cell) }
    }

    /// Runs a cell's layout pass if it needs one. A pass that fails (a
    /// custom cell that stops answering for a phase, a layout that misuses
    /// the DSL) is reported as ``ListDiagnostic/viewLayoutFailed(_:)``, and
    /// the view keeps its layout from before.
    func layOut(_ cell: HeadlessReusableView, leavingConstraintsToList: Bool = false) {
        do {
            try cell.layoutChildrenIfNeeded(leavingConstraintsToList: leavingConstraintsToList)
        } catch {
            report(.viewLayoutFailed(error))
        }
    }
}
