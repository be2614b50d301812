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
            built: solver, entries: entryStates(places), handles: constraints.map { handle(of: $0) },
            widthDependent: widthDependent.map { places[$0]! }, parentPlaces: parentPlacesInOrder())
    }

    /// Each entry's superview's index in ``order`` (−1 for none), in that
    /// order: ``parentPlaces`` for every system of this shape.
    private func parentPlacesInOrder() -> [Int] {
        var indices: [ObjectIdentifier: Int] = [:]
        indices.reserveCapacity(order.count)
        for (index, key) in order.enumerated() { indices[key] = index }
        return order.map { key in
            entries[key]?.view?.superview.flatMap { indices[ObjectIdentifier($0)] } ?? -1
        }
    }

    /// Takes `template`'s built system as this one's: what the build would
    /// have made for `views` and `constraints`, which have its key.
    func adopt(_ template: LayoutTemplate, views: [HeadlessView], constraints: [LayoutConstraint]) {
        solver = template.built
        // The entries go in ``placedEntries`` alone, ``entries`` being
        // filled from them when first read.
        assert(entries.isEmpty, "a template is adopted by a new system")
        entriesArePlaced = true
        order.reserveCapacity(template.entries.count)
        reserveIntrinsicMarks(template.entries.count)
        // By index, reading the fields in place: a state copied whole
        // retains and releases its arrays.
        // The entries in order and their views, as ``placeEntries()`` would
        // make them for the compiled layout, and the template's parents.
        placedEntries.reserveCapacity(template.entries.count)
        placedViews.reserveCapacity(template.entries.count)
        let states = template.entries
        for index in states.indices {
            let view = views[states[index].place]
            let entry = Entry(
                view: view, left: states[index].left, top: states[index].top, right: states[index].right,
                bottom: states[index].bottom, frameConstraints: states[index].frameConstraints,
                frameSize: states[index].frameSize)
            let key = ObjectIdentifier(view)
            // Kept on the view as a lookup would: the commit then finds
            // each view's entry with no hashing.
            view.cachedLayoutEntry = (entriesStamp, entry)
            order.append(key)
            placedEntries.append(entry)
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
        // By place, as ``adopt(_:views:constraints:)`` laid the entries out:
        // no entry looked up by its view.
        let (views, placed) = (placedViews, placedEntries)
        @inline(__always) func shape(at place: Int) -> IntrinsicShape? {
            let view = views[place] ?? root
            guard placed[place].view != nil, !view.translatesFrameIntoConstraints else { return nil }
            let size = view.intrinsicContentSize
            return IntrinsicShape(
                hasWidth: size.width >= 0, hasHeight: size.height >= 0, wraps: view.intrinsicHeightDependsOnWidth,
                priorities: view.contentPriorities)
        }
        // A loop, not `allSatisfy` with a closure: a main-actor closure
        // checks its executor on every call.
        func hasShapes(_ shapes: [IntrinsicShape?]) -> Bool {
            for place in placed.indices where shape(at: place) != shapes[place] { return false }
            return true
        }
        if placed.count == order.count, let solved = template.solved,
            solved.measuresHeightFreely == measuresHeightFreely, solved.shapes.count == placed.count,
            hasShapes(solved.shapes)
        {
            solver = solved.solver
            heightFreedBySolve = false
            let states = solved.entries
            for index in states.indices {
                // `place` is the index in ``order``: see ``rememberSolve(_:)``.
                let entry = placed[states[index].place]
                (entry.frameConstraints, entry.frameSize) = (states[index].frameConstraints, states[index].frameSize)
                (entry.intrinsic, entry.intrinsicSize, entry.intrinsicShape) =
                    (states[index].intrinsic, states[index].intrinsicSize, states[index].intrinsicShape)
            }
            return nil
        }
        if heightFreedBySolve {
            heightFreedBySolve = false
            freeRootHeightInSolver()
        }
        solvedTemplate = template
        var shapes: [IntrinsicShape?] = []
        shapes.reserveCapacity(order.count)
        for key in order {
            guard let entry = entries[key], let view = entry.view, !view.translatesFrameIntoConstraints else {
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
        let places = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        template.solved = LayoutTemplate.SolvedSystem(
            solver: solver, entries: entryStates(places), measuresHeightFreely: measuresHeightFreely, shapes: shapes)
    }

    private func placesByView(_ views: [HeadlessView]) -> [ObjectIdentifier: Int] {
        Dictionary(uniqueKeysWithValues: views.enumerated().map { (ObjectIdentifier($1), $0) })
    }

    /// The entries' states in the order made, each at its place in `places`.
    private func entryStates(_ places: [ObjectIdentifier: Int]) -> [LayoutTemplate.EntryState] {
        order.map { key in
            let entry = entries[key]!
            return LayoutTemplate.EntryState(
                place: places[key]!, left: entry.left, top: entry.top, right: entry.right, bottom: entry.bottom,
                frameConstraints: entry.frameConstraints, frameSize: entry.frameSize, intrinsic: entry.intrinsic,
                intrinsicSize: entry.intrinsicSize, intrinsicShape: entry.intrinsicShape)
        }
    }
}
