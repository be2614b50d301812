extension LayoutSystem {
    /// The fitting constraints in force in place of the root's size
    /// constraints while the system measures.
    struct Fitting {
        /// Whether the width is exact (else at most `width`, pulled to 0).
        var fixed: Bool
        /// The constraints added: for a fixed width, the height's pull; for
        /// a free one, the width's cap and pull, then the height's pull.
        var handles: [ConstraintID]
    }

    /// The size of the root with its height as small as the constraints
    /// allow (a fitting-size pull towards 0, priority 50), as UIKit's
    /// `systemLayoutSizeFitting`: at `width` exactly when `fixed`, otherwise
    /// with the width pulled towards 0 as well and at most `width`
    /// (priority 999).
    ///
    /// The system stays in this measuring form until the next ``solve()``
    /// needs the root's own size, so that measuring many models in one view
    /// (a list's sizing cell) edits only constants between them.
    ///
    /// - Complexity: A few incremental solver edits, plus re-measuring the
    ///   views whose height depends on their width.
    func fittingSize(width: Double, fixed: Bool) -> Size {
        let key = ObjectIdentifier(root)
        guard let entry = entries[key], entry.frameConstraints.count == 4, width.isFinite, width >= 0 else {
            return root.frame.size
        }
        if let current = fitting, current.fixed != fixed { endFitting() }
        if fitting == nil { beginFitting(fixed: fixed) }
        if fixed {
            setConstant(width, of: entry.frameConstraints[2])
        } else if let cap = fitting?.handles.first {
            setConstant(width, of: cap)
        }
        refreshDirtyIntrinsics()
        solver.updateVariables()
        settleWidthDependentHeights()
        needsSolve = true
        return solvedFrame(entry).size
    }

    /// Replaces the root's height (and, for a free width, its width)
    /// constraints with the fitting ones.
    func beginFitting(fixed: Bool) {
        let key = ObjectIdentifier(root)
        guard let entry = entries[key] else { return }
        var handles: [ConstraintID] = []
        func add(
            _ expression: LinearExpression, _ relation: ConstraintRelation, _ value: Double, _ priority: LayoutPriority
        ) {
            if let handle = try? solver.add(
                Constraint(expression, relation, LinearExpression(constant: value), priority: priority))
            {
                handles.append(handle)
            }
        }
        if !fixed {
            try? solver.remove(entry.frameConstraints[2])
            add(entry.right - entry.left, .lessThanOrEqual, entry.frameSize.width, LayoutPriority(999))
            add(entry.right - entry.left, .equal, 0, .fittingSize)
        }
        try? solver.remove(entry.frameConstraints[3])
        add(entry.bottom - entry.top, .equal, 0, .fittingSize)
        fitting = Fitting(fixed: fixed, handles: handles)
    }

    /// Puts the root's own size constraints back, for its frame's size.
    func endFitting() {
        let key = ObjectIdentifier(root)
        guard let current = fitting, var entry = entries[key] else { return }
        fitting = nil
        for handle in current.handles { try? solver.remove(handle) }
        let size = root.storedFrame.size
        if let restored = try? solver.add(
            Constraint(entry.bottom - entry.top, .equal, LinearExpression(constant: size.height)))
        {
            entry.frameConstraints[3] = restored
        }
        if current.fixed {
            setConstant(size.width, of: entry.frameConstraints[2])
        } else if let restored = try? solver.add(
            Constraint(entry.right - entry.left, .equal, LinearExpression(constant: size.width)))
        {
            entry.frameConstraints[2] = restored
        }
        entry.frameSize = size
        entries[key] = entry
        needsSolve = true
    }
}
