@_spi(Lifetimes) import CellModels
import ConstraintSolver

/// Building a system from a ``LayoutTemplate`` of the same shape, and
/// making templates.
extension LayoutSystem {
    /// The number of the last walk of ``templateKey(of:measuresHeightFreely:)``,
    /// which marks each view's place (``HeadlessView/templatePlace``).
    private static var keyWalk = 0

    /// The views of `root`'s tree depth first, its DSL constraints in the
    /// order the build adds them, and the key of the two; `nil` for a tree
    /// of more than ``LayoutTemplate/largestTree`` views, found on the way.
    ///
    /// - Complexity: O(*v* + *c*) for *v* views and *c* constraints, up to
    ///   the largest tree's views.
    static func templateKey(
        of root: HeadlessView, measuresHeightFreely: Bool
    ) -> (key: LayoutTemplate.Key, views: [HeadlessView], constraints: [LayoutConstraint])? {
        keyWalk &+= 1
        let walk = keyWalk
        // Room for a cell's or an item's tree at once: growing these one
        // view at a time copies them again and again.
        var views: [HeadlessView] = []
        views.reserveCapacity(32)
        var all: [LayoutConstraint] = []
        all.reserveCapacity(128)
        var key = LayoutTemplate.Key(measuresHeightFreely: measuresHeightFreely)
        key.views.reserveCapacity(32)
        // Depth first, as `forEachViewInTree`, but a loop over a stack of
        // the views still to visit: a closure's captured state is checked
        // for exclusive access at every use, a large share of this walk.
        var pending: [HeadlessView] = []
        pending.reserveCapacity(32)
        pending.append(root)
        while let view = pending.popLast() {
            guard views.count < LayoutTemplate.largestTree else { return nil }
            view.templatePlace = (walk, views.count)
            views.append(view)
            view.constraintList.append(to: &all)
            key.views.append(
                LayoutTemplate.ViewKey(
                    name: view.layoutName, subviews: view.subviews.count,
                    translatesFrame: view.translatesFrameIntoConstraints,
                    wraps: view.intrinsicHeightDependsOnWidth,
                    frame: view.translatesFrameIntoConstraints ? view.storedFrame : nil,
                    safeArea: view.safeAreaInsets, margins: view.layoutMargins, direction: view.layoutDirection))
            var index = view.subviews.count
            while index > 0 {
                index -= 1
                pending.append(view.subviews[index])
            }
        }
        if keyWalk != walk {
            // A view's `intrinsicHeightDependsOnWidth` laid out another tree
            // and so walked it, marking views of both: mark this tree's again.
            for (place, view) in views.enumerated() { view.templatePlace = (walk, place) }
        }
        key.constraints.reserveCapacity(all.count)
        for constraint in all { constraint.appendKey(to: &key, walk: walk) }
        return (key, views, all)
    }

    /// The template of this freshly built system, whose tree's views are
    /// `views` depth first and DSL constraints `constraints`.
    func makeTemplate(views: [HeadlessView], constraints: [LayoutConstraint]) -> LayoutTemplate {
        let places = placesByView(views)
        return LayoutTemplate(
            built: solver, entries: entries, viewPlaces: order.map { places[$0]! },
            handles: constraints.map { handle(of: $0) }, widthDependent: widthDependent.map { places[$0]! },
            parentPlaces: parentPlacesInOrder())
    }

    /// Each entry's superview's place (−1 for none), in the entries' order:
    /// ``parentPlaces`` for every system of this shape.
    private func parentPlacesInOrder() -> [Int] {
        order.indices.map { place in
            view(at: place)?.superview.flatMap { entryPlaces[ObjectIdentifier($0)] } ?? -1
        }
    }

    /// Takes `template`'s built system as this one's: what the build would
    /// have made for `views` and `constraints`, which have its key.
    func adopt(_ template: LayoutTemplate, views: [HeadlessView], constraints: [LayoutConstraint]) {
        solver = template.built
        assert(order.isEmpty, "a template is adopted by a new system")
        // The entries whole, shared with the template until one changes;
        // their places go in ``entryPlaces`` only when it is first read.
        entries = template.entries
        placesAreUnfilled = true
        let count = template.viewPlaces.count
        order.reserveCapacity(count)
        entryLifetimes.reserveCapacity(count)
        reserveIntrinsicMarks(count)
        // The views in order, as ``placeEntries()`` would place them for the
        // compiled layout, and the template's parents.
        placedViews.reserveCapacity(count)
        for (place, viewPlace) in template.viewPlaces.enumerated() {
            let view = views[viewPlace]
            let key = ObjectIdentifier(view)
            // Kept on the view as a lookup would: the commit then finds
            // each view's place with no hashing.
            view.cachedLayoutPlace = (entriesStamp, place)
            order.append(key)
            entryLifetimes.append(view.lifetime)
            placedViews.append(view === root ? nil : view)
            if !view.translatesFrameIntoConstraints { markIntrinsicDirty(key) }
        }
        parentPlaces = template.parentPlaces
        adoptedHandles = (constraints, template.handles)
        widthDependent = template.widthDependent.map { ObjectIdentifier(views[$0]) }
        self.template = template
        needsSolve = true
    }

    /// At the start of the first solve of a system built as its template's
    /// (nothing added or removed since, its height perhaps freed by
    /// ``layOut(fittingWidth:)``): takes the template's solved system when
    /// that one started from the same intrinsic shapes and height rule, and
    /// returns `nil`; otherwise frees the root's height in the solver if
    /// ``layOut(fittingWidth:)`` left that to this solve, and returns the
    /// shapes, for ``rememberSolve(_:)`` after this solve.
    ///
    /// - Complexity: O(*v*) for *v* entries, reading the views' intrinsic
    ///   sizes; the solved solver is shared (copy on write), not copied.
    func adoptSolvedTemplate() -> [IntrinsicShape?]? {
        guard let template else { return nil }
        self.template = nil
        // By place, as ``adopt(_:views:constraints:)`` laid the views out:
        // no entry looked up by its view.
        let views = placedViews
        @inline(__always) func shape(at place: Int) -> IntrinsicShape? {
            let view = views[place] ?? root
            guard !view.translatesFrameIntoConstraints else { return nil }
            let size = view.intrinsicContentSize
            return IntrinsicShape(
                hasWidth: size.width >= 0, hasHeight: size.height >= 0, wraps: view.intrinsicHeightDependsOnWidth,
                priorities: view.contentPriorities)
        }
        // A loop, not `allSatisfy` with a closure: a main-actor closure
        // checks its executor on every call.
        func hasShapes(_ shapes: [IntrinsicShape?]) -> Bool {
            for place in views.indices where shape(at: place) != shapes[place] { return false }
            return true
        }
        if views.count == order.count, let solved = template.solved,
            solved.measuresHeightFreely == measuresHeightFreely, solved.shapes.count == views.count,
            hasShapes(solved.shapes)
        {
            // The solved entries whole, in the same order (see
            // ``rememberSolve(_:)``), shared until one changes.
            (solver, entries) = (solved.solver, solved.entries)
            heightFreedBySolve = false
            return nil
        }
        if heightFreedBySolve {
            heightFreedBySolve = false
            freeRootHeightInSolver()
        }
        solvedTemplate = template
        var shapes: [IntrinsicShape?] = []
        shapes.reserveCapacity(order.count)
        for place in order.indices {
            guard let view = view(at: place), !view.translatesFrameIntoConstraints else {
                shapes.append(nil)
                continue
            }
            let size = view.intrinsicContentSize
            shapes.append(
                IntrinsicShape(
                    hasWidth: size.width >= 0, hasHeight: size.height >= 0,
                    wraps: view.intrinsicHeightDependsOnWidth, priorities: view.contentPriorities))
        }
        return shapes
    }

    /// After the first solve of a system built from a template that had no
    /// solved system for `shapes`: keeps this one's.
    func rememberSolve(_ shapes: [IntrinsicShape?]) {
        guard let template = solvedTemplate else { return }
        solvedTemplate = nil
        template.solved = LayoutTemplate.SolvedSystem(
            solver: solver, entries: entries, measuresHeightFreely: measuresHeightFreely, shapes: shapes)
    }

    private func placesByView(_ views: [HeadlessView]) -> [ObjectIdentifier: Int] {
        Dictionary(uniqueKeysWithValues: views.enumerated().map { (ObjectIdentifier($1), $0) })
    }
}
