import ConstraintSolver

/// Solving by a ``CompiledLayout`` when only constants changed, and
/// compiling one after a solve.
extension LayoutSystem {
    /// Whether `compiled` suits this system now: nothing but constants,
    /// intrinsic constraints and the height rule changed since the build
    /// (the system is ``pristine``), and the height rule, intrinsic shapes
    /// and number of constraints are those it was compiled for.
    ///
    /// Those fix the constraints: a pristine system holds its template's
    /// constraints, the root's frame constraints as the height rule makes
    /// them, and each view's intrinsic constraints as its shape makes them.
    /// The solver's adds are not compared: a view whose intrinsic shape
    /// changed and changed back (a label emptied, then filled) has made its
    /// constraints again, the same ones under new handles.
    func canUse(_ compiled: CompiledLayout) -> Bool {
        guard pristine, compiled.measuresHeightFreely == measuresHeightFreely,
            compiled.stamp.held == solver.constraintCount, placeEntries()
        else { return false }
        for (place, entry) in placedEntries.enumerated() where entry.intrinsicShape != compiled.shapes[place] {
            return false
        }
        return true
    }

    /// Makes ``placedEntries`` and ``parentPlaces`` when missing; returns
    /// whether every entry in ``order`` is there. Made once: the entries
    /// keep their order and objects while the system is pristine.
    private func placeEntries() -> Bool {
        guard placedEntries.count != order.count else { return true }
        var entriesInOrder: [Entry] = []
        entriesInOrder.reserveCapacity(order.count)
        var places = IdentityMap<Int>(capacity: order.count)
        for (place, key) in order.enumerated() {
            guard let entry = entries[key] else { return false }
            entriesInOrder.append(entry)
            places.set(place, for: key)
        }
        parentPlaces = []
        parentPlaces.reserveCapacity(order.count)
        for entry in entriesInOrder {
            var parent = -1
            if let superview = entry.view?.superview, let place = places[ObjectIdentifier(superview)] {
                parent = place
            }
            parentPlaces.append(parent)
        }
        placedEntries = entriesInOrder
        return true
    }

    /// Whether every view with intrinsic constraints (every view that can
    /// be marked as changed) keeps its intrinsic shape: a superset of the
    /// marked views, checked in order without looking each one up.
    func dirtyViewsKeepTheirShapes() -> Bool {
        guard placeEntries() else { return false }
        for entry in placedEntries {
            guard let view = entry.view else { return false }
            guard !view.translatesFrameIntoConstraints else { continue }
            let size = view.intrinsicContentSize
            let now = IntrinsicShape(
                hasWidth: size.width >= 0, hasHeight: size.height >= 0, wraps: view.intrinsicHeightDependsOnWidth,
                priorities: view.contentPriorities)
            guard now == entry.intrinsicShape else { return false }
        }
        return true
    }

    /// Writes the frames the compiled layout gives for the current inputs,
    /// measuring wrapping views at the widths they get (three rounds at
    /// most); returns `false`, changing nothing, when there is none or a
    /// constraint would change side.
    ///
    /// The solver is left behind, as by ``apply(_:)``: the changes stay
    /// marked, and the next solve by the solver brings them all in.
    func solveCompiled() -> Bool {
        compiledMissed = false
        guard pristine, let template = shapeTemplate, !template.compiled.isEmpty, dirtyViewsKeepTheirShapes()
        else { return false }
        for (index, compiled) in template.compiled.enumerated() where canUse(compiled) {
            if solve(with: compiled) {
                // The piece used last is tried first next time.
                if index > 0 { template.compiled.swapAt(0, index) }
                return true
            }
            compiledMissed = true
        }
        return false
    }

    /// Writes the frames `compiled` gives for the current inputs, measuring
    /// wrapping views at the widths they get (three rounds at most);
    /// returns `false`, changing nothing, when a constraint would change
    /// side.
    private func solve(with compiled: CompiledLayout) -> Bool {
        let rootSize = root.storedFrame.size
        guard let values = values(of: compiled, rootSize: rootSize) else { return false }
        writeFrames(values)
        solvedRootSize = frame(values, place: 0).size
        laidOutSize = rootSize
        hasUntakenSolve = false
        needsSolve = false
        compiledSolves += 1
        return true
    }

    /// The edges' values `compiled` gives with the root at `rootSize` (its
    /// height unused when free) and the views' current intrinsic sizes,
    /// wrapping views measured at the widths they get (three rounds at
    /// most); `nil` when a constraint would change side or a height does
    /// not settle.
    func values(of compiled: CompiledLayout, rootSize: Size) -> [Double]? {
        var inputs: [Double] = []
        inputs.reserveCapacity(compiled.sources.count)
        var wraps = false
        for (index, source) in compiled.sources.enumerated() {
            switch source {
            case .rootWidth: inputs.append(rootSize.width)
            case .rootHeight: inputs.append(rootSize.height)
            case .intrinsic(let place, let axis, let wrapping):
                guard let view = placedEntries[place].view else { return nil }
                if wrapping && axis == .vertical {
                    // Measured below, once the other inputs are in.
                    inputs.append(compiled.baseInputs[index])
                    wraps = true
                } else {
                    let size = view.intrinsicContentSize
                    inputs.append(axis == .horizontal ? size.width : size.height)
                }
            }
        }
        if wraps {
            // Each wrapping view measured at the width the other inputs give
            // it (its two edges alone, not the whole layout): a width that
            // does not depend on wrapped heights is then right the first
            // time, and the rounds below evaluate once.
            for (index, source) in compiled.sources.enumerated() {
                guard case .intrinsic(let place, .vertical, true) = source, let view = placedEntries[place].view
                else { continue }
                let width =
                    Self.snapped(compiled.value(ofEdge: 4 * place + 2, for: inputs))
                    - Self.snapped(compiled.value(ofEdge: 4 * place, for: inputs))
                inputs[index] = view.intrinsicHeight(forWidth: width)
            }
        }
        for _ in 0..<3 {
            guard let values = compiled.values(for: inputs) else { return nil }
            var settled = true
            for (index, source) in compiled.sources.enumerated() {
                guard case .intrinsic(let place, .vertical, true) = source, let view = placedEntries[place].view
                else { continue }
                let width = Self.snapped(values[4 * place + 2]) - Self.snapped(values[4 * place])
                let height = view.intrinsicHeight(forWidth: width)
                if height != inputs[index] {
                    inputs[index] = height
                    settled = false
                }
            }
            if settled { return values }
        }
        return nil
    }

    /// The frame of the entry at `place` in the root's coordinates.
    func frame(_ values: [Double], place: Int) -> Rect {
        let left = Self.snapped(values[4 * place])
        let top = Self.snapped(values[4 * place + 1])
        let right = Self.snapped(values[4 * place + 2])
        let bottom = Self.snapped(values[4 * place + 3])
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Writes the frame of every view put into a layout from `values`.
    private func writeFrames(_ values: [Double]) {
        for (place, entry) in placedEntries.enumerated() {
            guard let view = entry.view, !view.translatesFrameIntoConstraints else { continue }
            var frame = frame(values, place: place)
            let parent = parentPlaces[place]
            if parent >= 0 {
                frame.origin.x -= Self.snapped(values[4 * parent])
                frame.origin.y -= Self.snapped(values[4 * parent + 1])
            }
            view.storedFrame = frame
        }
    }

    /// After a solve by the solver that settled: compiles this system for
    /// its template when the template has no compiled layout for its
    /// structure yet and the solution is unique.
    ///
    /// - Complexity: A copy of the solver and an incremental solve per
    ///   input, once per shape.
    func compileIfUseful() {
        guard pristine, hasUntakenSolve, let template = shapeTemplate, !solver.hasEditVariables,
            template.compileAttempts < LayoutTemplate.compileLimit
        else { return }
        let stamp = (solver.addedConstraintCount, solver.constraintCount)
        // Compile when no piece suits the structure, or one did and its
        // constraints changed side.
        guard compiledMissed || !template.compiled.contains(where: canUse) else { return }
        template.compileAttempts += 1
        if let compiled = compiled(stamp: stamp, heightFree: measuresHeightFreely) {
            template.compiled.insert(compiled, at: 0)
        }
    }

    /// This system's current solve compiled into arithmetic, or `nil` when
    /// its solution is not unique or it cannot be described by one: the
    /// root's height is an input unless `heightFree`, and `stamp` is the
    /// structure a system must have to use it.
    ///
    /// - Complexity: A copy of the solver and an incremental solve per
    ///   input.
    func compiled(stamp: StructureStamp, heightFree: Bool) -> CompiledLayout? {
        guard !solver.hasEditVariables, solver.ambiguousVariables.isEmpty else { return nil }
        var edges: [Int: Int] = [:]
        var variables: [Variable] = []
        var shapes: [IntrinsicShape?] = []
        var sources: [CompiledLayout.Source] = []
        // An input is a number and every constraint that holds it as its
        // constant (an intrinsic size's two constraints): they are nudged
        // together, as they change together.
        var inputs: [[ConstraintID]] = []
        for (place, key) in order.enumerated() {
            guard let entry = entries[key], let view = entry.view else { return nil }
            for (edge, variable) in [entry.left, entry.top, entry.right, entry.bottom].enumerated() {
                edges[variable.id] = 4 * place + edge
                variables.append(variable)
            }
            shapes.append(entry.intrinsicShape)
            if view === root, entry.frameConstraints.count == 4 {
                sources.append(.rootWidth)
                inputs.append([entry.frameConstraints[2]])
                if !heightFree {
                    sources.append(.rootHeight)
                    inputs.append([entry.frameConstraints[3]])
                }
            }
            let wraps = entry.intrinsicShape?.wraps ?? false
            for axis in [LayoutAxis.horizontal, .vertical] {
                let handles = entry.intrinsic.filter { $0.axis == axis }.map(\.handle)
                guard !handles.isEmpty else { continue }
                sources.append(.intrinsic(place: place, axis: axis, wraps: wraps))
                inputs.append(handles)
            }
        }
        var baseInputs: [Double] = []
        for handles in inputs {
            guard let constraint = solver.constraint(handles[0]) else { return nil }
            baseInputs.append(constraint.rhs.constant)
        }
        let baseValues = variables.map { solver.value(of: $0) }
        var slopes: [[Double]] = []
        for (index, handles) in inputs.enumerated() {
            var nudged = solver
            do {
                try nudged.updateConstants(handles.map { ($0, baseInputs[index] + CompiledLayout.nudge) })
            } catch {
                return nil
            }
            nudged.updateVariables()
            slopes.append(
                variables.enumerated().map { edge, variable in
                    (nudged.value(of: variable) - baseValues[edge]) / CompiledLayout.nudge
                })
        }
        var inputIndex: [ConstraintID: Int] = [:]
        for (index, handles) in inputs.enumerated() {
            for handle in handles { inputIndex[handle] = index }
        }
        var rows: [CompiledLayout.Row] = []
        for id in solver.constraintIDs {
            guard let constraint = solver.constraint(id) else { return nil }
            var terms: [(edge: Int, coefficient: Double)] = []
            for term in constraint.lhs.terms {
                guard let edge = edges[term.variable.id] else { return nil }
                terms.append((edge, term.coefficient))
            }
            for term in constraint.rhs.terms {
                guard let edge = edges[term.variable.id] else { return nil }
                terms.append((edge, -term.coefficient))
            }
            let input = inputIndex[id] ?? -1
            let constant = input >= 0 ? constraint.lhs.constant : constraint.lhs.constant - constraint.rhs.constant
            var residual = constant - (input >= 0 ? baseInputs[input] : 0)
            for term in terms { residual += term.coefficient * baseValues[term.edge] }
            let side =
                residual > CompiledLayout.tolerance ? 1 : residual < -CompiledLayout.tolerance ? -1 : 0
            rows.append(CompiledLayout.Row(terms: terms, constant: constant, input: input, side: side))
        }
        return CompiledLayout(
            sources: sources, baseInputs: baseInputs, baseValues: baseValues, slopes: slopes, rows: rows,
            stamp: stamp, measuresHeightFreely: measuresHeightFreely, shapes: shapes)
    }
}
