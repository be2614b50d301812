@_spi(Collections) import CellModels
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
        guard suitsStructure(compiled), placeEntries(), compiled.shapes.count == entries.count else {
            return false
        }
        for place in entries.indices where entries[place].intrinsicShape != compiled.shapes[place] {
            return false
        }
        return true
    }

    /// ``canUse(_:)`` but for the intrinsic shapes: whether the system is
    /// pristine and has the height rule and number of constraints
    /// `compiled` was made for.
    func suitsStructure(_ compiled: CompiledLayout) -> Bool {
        pristine && compiled.measuresHeightFreely == measuresHeightFreely
            && compiled.stamp.held == solver.constraintCount
    }

    /// Whether ``compiledInputs`` hold `compiled`'s inputs as they are now
    /// but for the root's size and the wrapping heights, and `compiled`
    /// suits the system: the inputs were gathered for a piece that gathers
    /// as it does (see ``CompiledLayout/gathersAsDoes(_:)``) and suited the
    /// system's shapes then, and no view was marked since (a view's
    /// intrinsic size, shape and priorities change only with a mark, as
    /// UIKit asks of `invalidateIntrinsicContentSize`).
    func keepsInputs(of compiled: CompiledLayout) -> Bool {
        guard let gathered = inputsGathered, gathered.marks == intrinsicMarks, suitsStructure(compiled) else {
            return false
        }
        return gathered.piece.gathersAsDoes(compiled)
    }

    /// Makes ``placedViews`` and ``parentPlaces`` when missing; returns
    /// whether every entry's view is there. Made once: the entries keep
    /// their places while the system is pristine.
    func placeEntries() -> Bool {
        guard placedViews.count != order.count else { return true }
        var views: [HeadlessView?] = []
        views.reserveCapacity(order.count)
        for place in order.indices {
            guard let view = view(at: place) else { return false }
            // The root holds this system: it is not held back.
            views.append(view === root ? nil : view)
        }
        var places = ShortMap<ObjectIdentifier, Int>(capacity: order.count)
        for (place, key) in order.enumerated() { places.set(place, for: key) }
        parentPlaces = []
        parentPlaces.reserveCapacity(order.count)
        for view in views {
            var parent = -1
            if let superview = (view ?? root).superview, let place = places[ObjectIdentifier(superview)] {
                parent = place
            }
            parentPlaces.append(parent)
        }
        placedViews = views
        return true
    }

    /// The view at `place` (the root where ``placedViews`` holds none).
    func placedView(_ place: Int) -> HeadlessView { placedViews[place] ?? root }

    /// Measures every view put into a layout into ``measuredSizes`` (by
    /// place) and returns whether each one keeps its intrinsic shape: every
    /// view that can be marked as changed, a superset of the marked ones,
    /// checked in order without looking each one up. The shapes are
    /// checked only when a view was marked since they were last found
    /// unchanged (see ``intrinsicMarks``): a new width alone changes none.
    ///
    /// - Complexity: O(*v*) for *v* views, plus measuring the views whose
    ///   intrinsic size changed (once per change: views keep their
    ///   measurements).
    func measureViewsKeepingShapes() -> Bool {
        guard placeEntries() else { return false }
        if measuredSizes.count != placedViews.count {
            measuredSizes = Array(repeating: .zero, count: placedViews.count)
        }
        let views = placedViews
        let checksShapes = shapesCheckedAt != intrinsicMarks
        // Written as a local array, taken from the property and given back:
        // each write to the property's would check it for sharing.
        var sizes: [Size] = []
        swap(&sizes, &measuredSizes)
        defer { swap(&sizes, &measuredSizes) }
        // `sizes` passed in, not captured: a captured variable is checked
        // for exclusive access at run time on every write.
        @inline(__always) func keepsShape(_ view: HeadlessView, at place: Int, into sizes: inout [Size]) -> Bool {
            let size = view.layoutIntrinsicSize
            sizes[place] = size
            guard checksShapes else { return true }
            let now = IntrinsicShape(
                hasWidth: size.width >= 0, hasHeight: size.height >= 0, wraps: view.intrinsicHeightDependsOnWidth,
                priorities: view.contentPriorities)
            return now == entries[place].intrinsicShape
        }
        // The views borrowed from the array, not retained one by one; the
        // root (no view in the array) only when it is laid out.
        for place in views.indices {
            guard let view = views[place], !view.translatesFrameIntoConstraints else { continue }
            guard keepsShape(view, at: place, into: &sizes) else { return false }
        }
        if !root.translatesFrameIntoConstraints, let place = views.firstIndex(where: { $0 == nil }),
            !keepsShape(root, at: place, into: &sizes)
        {
            return false
        }
        shapesCheckedAt = intrinsicMarks
        return true
    }

    /// Takes the shared buffers for one evaluation; ``returnBuffers()``
    /// gives them back. An evaluation that starts within another (a view
    /// that lays a tree out to measure itself) finds them empty and makes
    /// its own.
    ///
    /// Swapped, not assigned: the system's own are empty between
    /// evaluations, and a swap moves the two arrays with no retain or
    /// release (each an atomic operation).
    func borrowBuffers() {
        swap(&measuredSizes, &Self.sharedBuffers.sizes)
        swap(&compiledEdges, &Self.sharedBuffers.edges)
    }

    /// Gives back the buffers ``borrowBuffers()`` took. What the system
    /// gets back in exchange is dropped unless empty: an evaluation
    /// nested in this one's left its own buffers to share.
    func returnBuffers() {
        swap(&measuredSizes, &Self.sharedBuffers.sizes)
        swap(&compiledEdges, &Self.sharedBuffers.edges)
        if !measuredSizes.isEmpty { measuredSizes = [] }
        if !compiledEdges.isEmpty { compiledEdges = [] }
    }

    /// Writes the frames the compiled layout gives for the current inputs,
    /// measuring wrapping views at the widths they get (three rounds at
    /// most); returns `false`, changing nothing, when there is none or a
    /// constraint would change side.
    ///
    /// With no view marked since the last compiled solve, its inputs are
    /// taken as kept (see ``keepsInputs(of:)``): a new width measures only
    /// the wrapping views, as UIKit reads a cached intrinsic size.
    ///
    /// The solver is left behind, as by ``apply(_:)``: the changes stay
    /// marked, and the next solve by the solver brings them all in.
    func solveCompiled() -> Bool {
        // This solve replaces the last one untaken, or the solver's does.
        (compiledMissed, hasUntakenCompiledSolve) = (false, false)
        guard pristine, let template = shapeTemplate, !template.compiled.isEmpty else { return false }
        borrowBuffers()
        defer { returnBuffers() }
        let pieces = template.compiled
        let rootSize = solverRootSize
        var measured = false
        for index in pieces.indices {
            let kept = keepsInputs(of: pieces[index])
            if !kept {
                if !measured {
                    guard measureViewsKeepingShapes() else { return false }
                    measured = true
                }
                guard canUse(pieces[index]) else { continue }
            }
            let piece = pieces[index]
            if evaluate(piece, rootSize: rootSize, gathering: !kept) {
                if kept { solvesFromKeptInputs += 1 }
                // The piece used last is tried first next time.
                if index > 0 { template.compiled.swapAt(0, index) }
                solvedRootSize = compiledFrame(place: 0).size
                writeCompiledFrames()
                if takesCompiledSolves {
                    // The edges kept for ``takeSolvedLayout()``, in exchange
                    // for the array kept last time: no array is made.
                    swap(&compiledEdges, &compiledSolveEdges)
                    compiledSolvePiece = nil
                } else {
                    compiledSolvePiece = piece
                }
                hasUntakenCompiledSolve = true
                laidOutSize = rootSize
                hasUntakenSolve = false
                needsSolve = false
                compiledSolves += 1
                return true
            }
            compiledMissed = true
        }
        return false
    }

    /// Evaluates `compiled` into ``compiledEdges`` with the root at
    /// `rootSize` (its height unused when free) and the views' sizes in
    /// ``measuredSizes`` (see ``measureViewsKeepingShapes()``) when
    /// `gathering`, or else those ``compiledInputs`` keep (see
    /// ``keepsInputs(of:)``), wrapping views measured at the widths they
    /// get (three rounds at most); returns `false` when a constraint would
    /// change side or a height does not settle.
    ///
    /// - Complexity: O(*i* + *s* + *t*) per round for *i* inputs, *s*
    ///   nonzero slopes and *t* constraint terms, plus measuring the
    ///   wrapping views at their widths.
    func evaluate(_ compiled: CompiledLayout, rootSize: Size, gathering: Bool = true) -> Bool {
        // The inputs change: an untaken solve's edges are made first.
        keepCompiledSolveEdges()
        if gathering {
            compiled.gather(rootSize: rootSize, sizes: measuredSizes, into: &compiledInputs)
            inputsGathered = (compiled, intrinsicMarks)
        } else {
            compiled.gatherRootSize(rootSize, into: &compiledInputs)
        }
        // Each wrapping view measured at the width the other inputs give it
        // (its two edges alone, not the whole layout): a width that does
        // not depend on wrapped heights is then right the first time, and
        // the rounds below evaluate once.
        for (index, (input, place)) in compiled.wrappedHeights.enumerated() {
            let width = compiled.wrappedWidth(index, for: compiledInputs)
            compiledInputs[input] = placedView(place).layoutIntrinsicHeight(forWidth: width)
        }
        for _ in 0..<3 {
            guard compiled.evaluate(compiledInputs, into: &compiledEdges) else { return false }
            var settled = true
            for (input, place) in compiled.wrappedHeights {
                let width = Self.snappedWidth(compiledEdges, place: place)
                let height = placedView(place).layoutIntrinsicHeight(forWidth: width)
                if height != compiledInputs[input] {
                    compiledInputs[input] = height
                    settled = false
                }
            }
            if settled { return true }
        }
        return false
    }

    /// Makes the edges of the untaken compiled solve from its piece and
    /// ``compiledInputs`` into ``compiledSolveEdges``, when they were not
    /// kept (see ``compiledSolvePiece``): the same evaluation of the same
    /// inputs, snapped, gives the same edges. Called before the inputs
    /// change and when the solve is taken.
    ///
    /// - Complexity: One evaluation, when the edges were not kept.
    func keepCompiledSolveEdges() {
        guard let piece = compiledSolvePiece else { return }
        compiledSolvePiece = nil
        guard hasUntakenCompiledSolve else { return }
        if piece.evaluate(compiledInputs, into: &compiledSolveEdges) {
            CompiledLayout.snap(&compiledSolveEdges)
        } else {
            hasUntakenCompiledSolve = false
        }
    }

    /// The frame of the entry at `place` in the root's coordinates, from
    /// ``compiledEdges``, snapped.
    func compiledFrame(place: Int) -> Rect {
        let left = Self.snapped(compiledEdges[4 * place])
        let top = Self.snapped(compiledEdges[4 * place + 1])
        let right = Self.snapped(compiledEdges[4 * place + 2])
        let bottom = Self.snapped(compiledEdges[4 * place + 3])
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Writes the frame of every view put into a layout from
    /// ``compiledEdges``, relative to its superview.
    private func writeCompiledFrames() {
        // Each edge snapped once: a superview's are read again for each of
        // its subviews.
        CompiledLayout.snap(&compiledEdges)
        // Four edges and a parent a place, as ``placeEntries()`` and the
        // evaluation of a piece that suits the entries (``canUse(_:)``)
        // made them.
        precondition(
            compiledEdges.count == 4 * placedViews.count && parentPlaces.count == placedViews.count,
            "compiled edges that do not fit the system's views")
        let rootPlace = Self.writeFrames(
            of: placedViews, count: placedViews.count, edges: compiledEdges, parents: parentPlaces)
        if rootPlace >= 0, !root.translatesFrameIntoConstraints {
            root.storedFrame = Self.frameInParent(compiledEdges, place: rootPlace, parent: parentPlaces[rootPlace])
        }
    }

    /// Writes the frame of each of the `count` views (`nil` for the root)
    /// laid out with constraints from its four snapped `edges` and its
    /// parent's (at its place in `parents`, −1 for none); returns the
    /// root's place, or −1.
    ///
    /// The arrays come as pointers, valid for the call: read so, with no
    /// check of an index per edge and no closure (a closure formed on the
    /// main actor and passed to `withUnsafeBufferPointer` checks the
    /// executor each time it is made, about 200 instructions; `Array.span`
    /// needs macOS and iOS 26 on Apple's platforms).
    private static func writeFrames(
        of views: UnsafePointer<HeadlessView?>, count: Int, edges: UnsafePointer<Double>,
        parents: UnsafePointer<Int>
    ) -> Int {
        var rootPlace = -1
        for place in 0..<count {
            guard let view = views[place] else {
                rootPlace = place
                continue
            }
            guard !view.translatesFrameIntoConstraints else { continue }
            view.storedFrame = frameInParent(edges, place: place, parent: parents[place])
        }
        return rootPlace
    }

    /// The snapped width of the entry at `place` from its `edges`, four a
    /// place: what a wrapping view there is measured at.
    nonisolated static func snappedWidth(_ edges: [Double], place: Int) -> Double {
        snapped(edges[4 * place + 2]) - snapped(edges[4 * place])
    }

    /// The frame of the entry at `place` relative to its parent's (at
    /// `parent`, −1 for none), from snapped `edges`, four a place.
    @inline(__always)
    nonisolated static func frameInParent(_ edges: UnsafePointer<Double>, place: Int, parent: Int) -> Rect {
        var (left, top) = (edges[4 * place], edges[4 * place + 1])
        let (width, height) = (edges[4 * place + 2] - left, edges[4 * place + 3] - top)
        if parent >= 0 {
            left -= edges[4 * parent]
            top -= edges[4 * parent + 1]
        }
        return Rect(x: left, y: top, width: width, height: height)
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
            template.add(compiled)
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
        for (place, entry) in entries.enumerated() {
            guard let view = view(at: place) else { return nil }
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
        var baseValues: [Double] = []
        baseValues.reserveCapacity(variables.count)
        for variable in variables { baseValues.append(solver.value(of: variable)) }
        var slopes: [[Double]] = []
        for (index, handles) in inputs.enumerated() {
            var nudged = solver
            do {
                try nudged.updateConstants(handles.map { ($0, baseInputs[index] + CompiledLayout.nudge) })
            } catch {
                return nil
            }
            nudged.updateVariables()
            // A loop, not a `map`: a main-actor closure checks its executor
            // at each call, 84 times per input.
            var slope: [Double] = []
            slope.reserveCapacity(variables.count)
            for (edge, variable) in variables.enumerated() {
                slope.append((nudged.value(of: variable) - baseValues[edge]) / CompiledLayout.nudge)
            }
            slopes.append(slope)
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
