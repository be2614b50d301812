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
        let stamp = (solver.nextConstraint, solver.constraintCount)
        if let cached = shapeCache, cached.stamp == stamp { return cached.shape }
        let shape = makeShape()
        shapeCache = (stamp, shape)
        return shape
    }

    private func makeShape() -> LayoutShape? {
        guard solver.edits.isEmpty else { return nil }
        var places: [Int: Int] = [:]
        var inputConstraints: Set<ConstraintID> = []
        var intrinsicConstraints: Set<ConstraintID> = []
        var inputs: [LayoutShape.Input] = []
        var laidOut: [Int] = []
        for (place, key) in order.enumerated() {
            guard let entry = entries[key], let view = entry.view else { return nil }
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
        for (id, _) in solver.constraints where !intrinsicConstraints.contains(id) {
            guard append(id) else { return nil }
        }
        for key in order {
            for (handle, _) in entries[key]!.intrinsic {
                guard append(handle) else { return nil }
            }
        }
        return LayoutShape(constraints: constraints, inputs: inputs, laidOut: laidOut)
    }

    /// The last solve's outcome, once: `nil` when there was none since the
    /// last call, when something changed since, or when a wrapping view's
    /// height did not settle.
    ///
    /// - Complexity: O(*v*) for *v* views, plus ``currentShape()``.
    func takeSolvedLayout() -> SolvedLayout? {
        defer { hasUntakenSolve = false }
        guard hasUntakenSolve, !needsSolve, dirtyIntrinsic.isEmpty, pendingConstants.isEmpty,
            let shape = currentShape()
        else { return nil }
        var values: [Double] = []
        values.reserveCapacity(shape.valueCount)
        for input in shape.inputs {
            switch input {
            case .rootSize(let axis):
                let size = entries[ObjectIdentifier(root)]!.frameSize
                values.append(axis == .horizontal ? size.width : size.height)
            case .intrinsic(let place, let axis):
                let size = entries[order[place]]!.intrinsicSize
                values.append(axis == .horizontal ? size.width : size.height)
            case .wrappedHeight(let place):
                let entry = entries[order[place]]!
                values.append(solver.value(of: entry.right) - solver.value(of: entry.left))
                values.append(entry.intrinsicSize.height)
            }
        }
        for place in shape.laidOut {
            let entry = entries[order[place]]!
            let frame = solvedFrameInSuperview(entry, of: entry.view!)
            values += [frame.minX, frame.minY, frame.width, frame.height]
        }
        return SolvedLayout(shape: shape, values: values)
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
    func apply(_ solved: SolvedLayout) -> Bool {
        guard needsSolve, let shape = currentShape(), shape == solved.shape else { return false }
        // Equal shapes: keep one, so that the next comparison is by identity.
        if shape !== solved.shape { shapeCache?.shape = solved.shape }
        for key in dirtyIntrinsic where intrinsicSizeNow(key) == nil { return false }
        let values = solved.values
        var index = 0
        for input in shape.inputs {
            switch input {
            case .rootSize(let axis):
                let size = root.storedFrame.size
                guard (axis == .horizontal ? size.width : size.height) == values[index] else { return false }
                index += 1
            case .intrinsic(let place, let axis):
                guard let size = intrinsicSizeNow(order[place]),
                    (axis == .horizontal ? size.width : size.height) == values[index]
                else { return false }
                index += 1
            case .wrappedHeight(let place):
                guard let view = entries[order[place]]?.view,
                    view.intrinsicHeight(forWidth: values[index]) == values[index + 1]
                else { return false }
                index += 2
            }
        }
        for place in shape.laidOut {
            entries[order[place]]?.view?.storedFrame = Rect(
                x: values[index], y: values[index + 1], width: values[index + 2], height: values[index + 3])
            index += 4
        }
        laidOutSize = root.storedFrame.size
        needsSolve = false
        return true
    }

    /// The intrinsic size the view of `key` would bring into the solver
    /// now: measured again when marked as changed, `nil` when that change
    /// would also change its intrinsic constraints (a dimension gained or
    /// lost, wrapping, priorities).
    private func intrinsicSizeNow(_ key: ObjectIdentifier) -> Size? {
        guard let entry = entries[key], let view = entry.view else { return nil }
        guard dirtyIntrinsic.contains(key) else { return entry.intrinsicSize }
        let size = view.intrinsicContentSize
        let shape = IntrinsicShape(
            hasWidth: size.width >= 0, hasHeight: size.height >= 0, wraps: view.intrinsicHeightDependsOnWidth,
            priorities: view.contentPriorities)
        return shape == entry.intrinsicShape ? size : nil
    }
}
