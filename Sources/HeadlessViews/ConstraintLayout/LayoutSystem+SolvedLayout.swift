import ConstraintSolver

/// Taking a solve's outcome as values (``SolvedLayout``), and laying out a
/// tree from one instead of solving when its shape and inputs are the same.
///
/// A list scrolled back over rows it measured shows each item again in
/// whichever cell is free: without this, every such cell solves its
/// constraints for content another cell (or itself) solved before.
extension LayoutSystem {
    /// Identifies the solver's set of constraints within one system's life:
    /// every add raises the first number, every removal lowers the second.
    typealias StructureStamp = (added: Int, held: Int)

    /// The shape of the constraints now in the solver, made again only when
    /// they changed; `nil` when the system cannot be described by one (an
    /// edit variable, a view gone, a wrapping view not measured at its
    /// width).
    ///
    /// - Complexity: O(1) when the constraints did not change; otherwise
    ///   O(*c* + *v*) for *c* constraints and *v* views.
    func currentShape() -> LayoutShape? {
        template = nil
        let stamp = (solver.addedConstraintCount, solver.constraintCount)
        if let cached = shapeCache, cached.stamp == stamp { return cached.shape }
        let shape = makeShape()
        shapeCache = (stamp, shape)
        return shape
    }

    private func makeShape() -> LayoutShape? {
        guard !solver.hasEditVariables else { return nil }
        var places: [Int: Int] = [:]
        var inputConstraints: Set<ConstraintID> = []
        var intrinsicConstraints: Set<ConstraintID> = []
        var inputs: [LayoutShape.Input] = []
        var laidOut: [Int] = []
        for (place, entry) in entries.enumerated() {
            let key = order[place]
            guard let view = view(at: place) else { return nil }
            for (edge, variable) in [entry.left, entry.top, entry.right, entry.bottom].enumerated() {
                places[variable.id] = 4 * place + edge
            }
            if view === root && entry.frameConstraints.count == 4 {
                inputs += [.rootSize(.horizontal), .rootSize(.vertical)]
                inputConstraints.formUnion(entry.frameConstraints[2...])
            }
            if !view.translatesFrameIntoConstraints { laidOut.append(place) }
            let wraps = entry.intrinsicShape?.wraps ?? false
            guard wraps == widthDependent.contains(key) || entry.intrinsic.isEmpty else { return nil }
            for axis in [LayoutAxis.horizontal, .vertical] where entry.intrinsic.contains(where: { $0.axis == axis }) {
                inputs.append(axis == .vertical && wraps ? .wrappedHeight(view: place) : .intrinsic(view: place, axis))
            }
            intrinsicConstraints.formUnion(entry.intrinsic.map(\.handle))
        }
        func renumbered(_ expression: LinearExpression) -> LinearExpression? {
            var renumbered = expression
            for index in renumbered.terms.indices {
                guard let place = places[renumbered.terms[index].variable.id] else { return nil }
                renumbered.terms[index].variable = Variable(id: place, name: "")
            }
            return renumbered
        }
        var constraints: [Constraint] = []
        constraints.reserveCapacity(solver.constraintCount)
        func append(_ id: ConstraintID) -> Bool {
            guard let constraint = solver.constraint(id), let lhs = renumbered(constraint.lhs),
                var rhs = renumbered(constraint.rhs)
            else { return false }
            if inputConstraints.contains(id) || intrinsicConstraints.contains(id) { rhs.constant = 0 }
            constraints.append(Constraint(lhs, constraint.relation, rhs, priority: constraint.priority))
            return true
        }
        // The intrinsic constraints come last, by view: a view's are removed
        // and made again when its intrinsic shape changes, so their handles'
        // order depends on each system's history.
        for id in solver.constraintIDs where !intrinsicConstraints.contains(id) {
            guard append(id) else { return nil }
        }
        for entry in entries {
            for (handle, _) in entry.intrinsic {
                guard append(handle) else { return nil }
            }
        }
        return LayoutShape(constraints: constraints, inputs: inputs, laidOut: laidOut)
    }

    /// Takes `shared` as the instance of the shape of the constraints now in
    /// the solver, in place of `own`, an equal instance it gave out: systems
    /// that share one instance compare shapes by identity in ``apply(_:)``.
    /// Does nothing when the system's shape is no longer `own`.
    ///
    /// - Complexity: O(1).
    package func share(_ shared: LayoutShape, replacing own: LayoutShape) {
        guard shapeCache?.shape === own else { return }
        shapeCache?.shape = shared
    }

    /// The last solve's outcome, once: `nil` when there was none since the
    /// last call, when something changed since, or when a wrapping view's
    /// height did not settle. A measurement at a fixed width
    /// (``fittingSize(width:fixed:)``) counts as a solve at the size it
    /// measured: its solution holds that height at least as well as any
    /// other, so a solve at that height gives the same frames. A compiled
    /// solve (``solveCompiled()``) counts as the solve it stands for: it
    /// gives exactly the solver's frames.
    ///
    /// - Complexity: O(*v*) for *v* views, plus ``currentShape()``.
    package func takeSolvedLayout() -> SolvedLayout? {
        defer { (hasUntakenSolve, hasUntakenCompiledSolve, fittedLayout) = (false, false, nil) }
        if let fittedLayout { return fittedLayout }
        if hasUntakenCompiledSolve {
            // This system's solves are taken: the next ones keep their
            // edges at once.
            takesCompiledSolves = true
            keepCompiledSolveEdges()
            // Nothing changed since (a change needs a solve): the views
            // measure as they did for it.
            guard hasUntakenCompiledSolve, !needsSolve, let shape = currentShape(), let rootSize = laidOutSize else {
                return nil
            }
            return solvedLayout(shape, values: compiledSolveEdges, rootSize: rootSize)
        }
        guard hasUntakenSolve, !needsSolve, dirtyIntrinsic.isEmpty, pendingConstants.isEmpty,
            let shape = currentShape(), let rootSize = laidOutSize
        else { return nil }
        return solvedLayout(shape, rootSize: rootSize)
    }

    /// The outcome of the solver's current solution as a layout of `shape`
    /// with the root at `rootSize`.
    func solvedLayout(_ shape: LayoutShape, rootSize: Size) -> SolvedLayout {
        var values: [Double] = []
        values.reserveCapacity(shape.valueCount)
        var measurements: [HeadlessLabel.Measurements?] = []
        measurements.reserveCapacity(shape.inputs.count)
        var place = -1
        func enter(_ next: Int) {
            guard next != place else { return }
            place = next
            measurements.append((view(at: next) as? HeadlessLabel)?.keptMeasurements())
        }
        for input in shape.inputs {
            switch input {
            case .rootSize(let axis):
                values.append(axis == .horizontal ? rootSize.width : rootSize.height)
            case .intrinsic(let next, let axis):
                enter(next)
                let size = entries[next].intrinsicSize
                values.append(axis == .horizontal ? size.width : size.height)
            case .wrappedHeight(let next):
                enter(next)
                values.append(solvedWidth(next))
                values.append(entries[next].intrinsicSize.height)
            }
        }
        for place in shape.laidOut {
            let frame = solvedFrameInSuperview(place, of: view(at: place)!)
            values.append(frame.minX)
            values.append(frame.minY)
            values.append(frame.width)
            values.append(frame.height)
        }
        return SolvedLayout(shape: shape, values: values, measurements: measurements)
    }

    /// The outcome of a compiled layout's snapped edge `values` as a layout
    /// of `shape` with the root at `rootSize`, as ``solvedLayout(_:rootSize:)``
    /// gives the solver's: the inputs as the views measure now (a wrapping
    /// view's height at the width `values` give it), then the frames.
    func solvedLayout(_ shape: LayoutShape, values edges: [Double], rootSize: Size) -> SolvedLayout {
        var values: [Double] = []
        values.reserveCapacity(shape.valueCount)
        var measurements: [HeadlessLabel.Measurements?] = []
        measurements.reserveCapacity(shape.inputs.count)
        var lastPlace = -1
        for input in shape.inputs {
            switch input {
            case .rootSize(let axis):
                values.append(axis == .horizontal ? rootSize.width : rootSize.height)
            case .intrinsic(let place, let axis):
                let size = placedView(place).intrinsicContentSize
                values.append(axis == .horizontal ? size.width : size.height)
            case .wrappedHeight(let place):
                let width = Self.snappedWidth(edges, place: place)
                values.append(width)
                values.append(placedView(place).intrinsicHeight(forWidth: width))
            }
            switch input {
            case .rootSize: break
            case .intrinsic(let place, _), .wrappedHeight(let place):
                // After measuring: the measurements as the values hold them.
                if place != lastPlace {
                    lastPlace = place
                    measurements.append((placedView(place) as? HeadlessLabel)?.keptMeasurements())
                }
            }
        }
        for place in shape.laidOut {
            let parent = parentPlaces[place]
            // Read through a pointer: the indices checked here, as the
            // array would check them.
            precondition(4 * place + 3 < edges.count && 4 * parent + 1 < edges.count, "an edge out of range")
            let frame = Self.frameInParent(edges, place: place, parent: parent)
            values.append(frame.minX)
            values.append(frame.minY)
            values.append(frame.width)
            values.append(frame.height)
        }
        return SolvedLayout(shape: shape, values: values, measurements: measurements)
    }

    /// Writes the frames of `solved` instead of solving, when the system
    /// needs a solve, has the same shape, and every input is the same: the
    /// root's size, and each view's intrinsic size as it measures now (a
    /// wrapping view's height at the width `solved` gave it). Returns
    /// whether it did.
    ///
    /// The solver is left as it was, with the changes it has not taken in
    /// (the root's size, the intrinsic sizes) still marked: the next change
    /// that needs a solve brings them all in.
    ///
    /// - Complexity: O(*v*) for *v* views, plus measuring the views whose
    ///   intrinsic size changed (once per change: views keep their
    ///   measurements), plus comparing the shapes the first time two
    ///   systems meet.
    package func apply(_ solved: SolvedLayout) -> Bool {
        template = nil
        guard needsSolve, let shape = currentShape(), shape == solved.shape, placeEntries() else { return false }
        // Equal shapes: keep one, so that the next comparison is by identity.
        if shape !== solved.shape { shapeCache?.shape = solved.shape }
        let values = solved.values
        // Entries and views by place: no lookup by identity per input.
        var index = 0
        // Inputs come by view, in order: each view is measured once.
        var place = -1
        var size = Size.zero
        var dirtyChecked = 0
        var measured = -1
        func measure(_ next: Int) -> Bool {
            guard next != place else { return true }
            measured += 1
            let view = placedView(next)
            let isDirty = dirtyIntrinsic.contains(order[next])
            if isDirty {
                dirtyChecked += 1
                // Measurements made for the content the view shows now are
                // taken, not made again.
                if measured < solved.measurements.count, let kept = solved.measurements[measured],
                    let label = view as? HeadlessLabel
                {
                    label.adoptMeasurements(kept)
                }
            }
            guard let now = intrinsicSizeNow(next, of: view, isDirty: isDirty) else { return false }
            (place, size) = (next, now)
            return true
        }
        for input in shape.inputs {
            switch input {
            case .rootSize(let axis):
                let size = root.storedFrame.size
                guard (axis == .horizontal ? size.width : size.height) == values[index] else { return false }
                index += 1
            case .intrinsic(let next, let axis):
                guard measure(next), (axis == .horizontal ? size.width : size.height) == values[index] else {
                    return false
                }
                index += 1
            case .wrappedHeight(let next):
                guard measure(next), placedView(next).intrinsicHeight(forWidth: values[index]) == values[index + 1]
                else { return false }
                index += 2
            }
        }
        // A changed view with no intrinsic constraints yet must not gain any.
        if dirtyChecked < dirtyIntrinsic.count {
            for key in dirtyIntrinsic where intrinsicSizeNow(key) == nil { return false }
        }
        for place in shape.laidOut {
            placedView(place).storedFrame = Rect(
                x: values[index], y: values[index + 1], width: values[index + 2], height: values[index + 3])
            index += 4
        }
        laidOutSize = root.storedFrame.size
        needsSolve = false
        hasUntakenCompiledSolve = false
        return true
    }

    /// The intrinsic size the view of `key` would bring into the solver
    /// now: measured again when marked as changed, `nil` when that change
    /// would also change its intrinsic constraints (a dimension gained or
    /// lost, wrapping, priorities).
    private func intrinsicSizeNow(_ key: ObjectIdentifier) -> Size? {
        guard let place = entryPlaces[key], let view = view(at: place) else { return nil }
        return intrinsicSizeNow(place, of: view, isDirty: dirtyIntrinsic.contains(key))
    }

    /// ``intrinsicSizeNow(_:)`` for the entry at `place` and its view.
    private func intrinsicSizeNow(_ place: Int, of view: HeadlessView, isDirty: Bool) -> Size? {
        guard isDirty else { return entries[place].intrinsicSize }
        let size = view.intrinsicContentSize
        let shape = IntrinsicShape(
            hasWidth: size.width >= 0, hasHeight: size.height >= 0, wraps: view.intrinsicHeightDependsOnWidth,
            priorities: view.contentPriorities)
        return shape == entries[place].intrinsicShape ? size : nil
    }
}
