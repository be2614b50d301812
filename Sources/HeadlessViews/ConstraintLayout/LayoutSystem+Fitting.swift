import ConstraintSolver

extension LayoutSystem {
    /// The size of the root with its height as small as the constraints
    /// allow (a fitting-size pull towards 0, priority 50), as UIKit's
    /// `systemLayoutSizeFitting`: at `width` exactly when `fixed`, otherwise
    /// with the width pulled towards 0 as well and at most `width`
    /// (priority 999).
    ///
    /// A list's sizing cell (``measuresHeightFreely``) is measured at a
    /// fixed width in place: its height is already pulled towards 0.
    /// Otherwise the measurement runs on a copy of the solver (a value) and
    /// copies of the entries: the root's size constraints are swapped for
    /// the fitting ones there, and the copies are dropped after. The real system
    /// never changes shape, so measuring a view again and again (a list's
    /// sizing cell, an estimated row) makes no new symbols and no
    /// artificial-variable adds.
    ///
    /// At a fixed width, a system of a shape measured before is measured by
    /// the measurement compiled then (``compiledFittingSize(width:)``): an
    /// evaluation and a check of every constraint's side, no simplex; the
    /// solver measures when a side would change, and compiles that piece.
    ///
    /// - Complexity: Copying what the measurement changes of the tableau
    ///   (copy on write), a few solver edits, and re-measuring the views
    ///   whose height depends on their width.
    func fittingSize(width: Double, fixed: Bool) -> Size {
        guard !isBusy, let rootPlace = existingPlace(of: root), entries[rootPlace].frameConstraints.count == 4,
            width.isFinite, width >= 0
        else {
            return root.frame.size
        }
        isBusy = true
        defer { isBusy = false }
        let width = LayoutNumber.signed(width)
        (hasUntakenSolve, fittedLayout, template) = (false, nil, nil)
        if fixed, let size = compiledFittingSize(width: width) { return size }
        syncRootSize()
        refreshDirtyIntrinsics()
        if fixed && measuresHeightFreely {
            setConstant(width, of: entries[rootPlace].frameConstraints[2])
            // The solver now holds `width`: a layout pass at another frame
            // width puts that back.
            entries[rootPlace].frameSize.width = width
            let (size, settled) = solvedSize(of: rootPlace)
            if settled, pristine, let template = shapeTemplate,
                template.compileAttempts < LayoutTemplate.compileLimit
            {
                template.compileAttempts += 1
                let stamp = (solver.addedConstraintCount, solver.constraintCount)
                if let compiled = compiled(stamp: stamp, heightFree: true) { template.add(compiled) }
            }
            return size
        }
        flushConstants()
        let stamp = (solver.addedConstraintCount, solver.constraintCount)
        // The shape of the system as it lays out, before the measurement
        // changes the root's constraints.
        let shape = fixed ? currentShape() : nil
        // The entries are values: kept and put back whole, as the solver.
        let (savedSolver, savedEntries, savedNeedsSolve) = (solver, entries, needsSolve)
        defer {
            (solver, needsSolve) = (savedSolver, savedNeedsSolve)
            restoreEntries(savedEntries)
        }
        let entry = entries[rootPlace]
        let widthExpression = entry.right - entry.left
        func add(
            _ expression: LinearExpression, _ relation: ConstraintRelation, _ value: Double,
            _ priority: ConstraintPriority
        ) {
            _ = try? solver.add(Constraint(expression, relation, LinearExpression(constant: value), priority: priority))
        }
        if fixed {
            setConstant(width, of: entry.frameConstraints[2])
        } else {
            try? solver.remove(entry.frameConstraints[2])
            add(widthExpression, .lessThanOrEqual, width, ConstraintPriority(999))
            add(widthExpression, .equal, 0, .fittingSize)
        }
        flushConstants()
        try? solver.remove(entry.frameConstraints[3])
        add(entry.bottom - entry.top, .equal, 0, .fittingSize)
        let (size, settled) = solvedSize(of: rootPlace)
        if settled, let shape { fittedLayout = solvedLayout(shape, rootSize: size) }
        if fixed, settled, pristine, let template = shapeTemplate,
            template.fittingCompileAttempts < LayoutTemplate.compileLimit
        {
            // The measurement compiled for the next one of this shape: the
            // copy's structure, used by the system's own.
            template.fittingCompileAttempts += 1
            if let compiled = compiled(stamp: stamp, heightFree: true) {
                template.add(compiled, fitting: true)
            }
        }
        return size
    }

    /// The size a measurement at the fixed `width` gives, from a compiled
    /// layout of the measurement when one suits the system and every
    /// constraint keeps its side (for a held height, with the measurement's
    /// ``SolvedLayout`` kept as the solver's would be); `nil` otherwise. The
    /// solver and the frames are left as they were: the changes the
    /// measurement read stay marked for the next solve.
    ///
    /// - Complexity: O(*i* × *e* + *t*) per round of wrapping heights, for
    ///   *i* inputs, *e* edges and *t* constraint terms.
    private func compiledFittingSize(width: Double) -> Size? {
        guard pristine, let template = shapeTemplate, !solver.hasEditVariables else { return nil }
        let pieces = measuresHeightFreely ? template.compiled : template.fittingCompiled
        guard !pieces.isEmpty else { return nil }
        borrowBuffers()
        defer { returnBuffers() }
        guard measureViewsKeepingShapes() else { return nil }
        for index in pieces.indices where canUse(pieces[index]) {
            guard evaluate(pieces[index], rootSize: Size(width: width, height: 0)) else { continue }
            // The piece used last is tried first next time.
            if index > 0 {
                if measuresHeightFreely {
                    template.compiled.swapAt(0, index)
                } else {
                    template.fittingCompiled.swapAt(0, index)
                }
            }
            let size = compiledFrame(place: 0).size
            if !measuresHeightFreely, let shape = currentShape() {
                // Kept as frames, which are snapped.
                CompiledLayout.snap(&compiledEdges)
                fittedLayout = solvedLayout(shape, values: compiledEdges, rootSize: size)
            }
            compiledSolves += 1
            return size
        }
        return nil
    }

    /// Solves with the constants changed so far, measuring again the views
    /// whose height depends on their width, and returns the size of the
    /// entry at `place` and whether every such height settled.
    private func solvedSize(of place: Int) -> (size: Size, settled: Bool) {
        flushConstants()
        solver.updateVariables()
        let settled = settleWidthDependentHeights()
        return (solvedFrame(place).size, settled)
    }

    /// Swaps the root's height constraint in the solver for a fitting-size
    /// pull towards 0 (see ``measuresHeightFreely``).
    func freeRootHeightInSolver() {
        guard let place = existingPlace(of: root), entries[place].frameConstraints.count == 4 else { return }
        flushConstants()
        try? solver.remove(entries[place].frameConstraints[3])
        let height = entries[place].bottom - entries[place].top
        if let free = try? solver.add(
            Constraint(height, .equal, LinearExpression(constant: 0), priority: .fittingSize))
        {
            entries[place].frameConstraints[3] = free
        }
    }

    /// Lays the root out at `width` and the height its constraints need, in
    /// one solve: the root's height constraint becomes a fitting-size pull
    /// towards 0 for good (as a list's sizing cell's), the width takes the
    /// new constant, and the solution's frames are written with the root's
    /// frame set to the size found. Returns that size.
    ///
    /// - Complexity: The solver's incremental work for the width change and
    ///   the intrinsic sizes that changed, once (plus a re-solve per round of
    ///   wrapping heights that change).
    func layOut(fittingWidth width: Double) -> Size {
        guard !isBusy, let place = existingPlace(of: root), entries[place].frameConstraints.count == 4 else {
            return root.storedFrame.size
        }
        isBusy = true
        defer { isBusy = false }
        let width = LayoutNumber.signed(width)
        if !measuresHeightFreely {
            measuresHeightFreely = true
            needsSolve = true
            if template?.solved?.measuresHeightFreely == true {
                // The solve below takes the template's solved system, whose
                // height is free, or frees this one's first: no edit of a
                // solver about to be dropped (a copy of the template's).
                heightFreedBySolve = true
            } else {
                freeRootHeightInSolver()
            }
        }
        (hasUntakenSolve, fittedLayout) = (false, nil)
        root.storedFrame.size.width = width
        if laidOutSize?.width != width { needsSolve = true }
        solveChanges()
        let size = solvedRootSize
        root.storedFrame.size = size
        laidOutSize = size
        return size
    }
}
