extension LayoutSystem {
    /// The size of the root with its height as small as the constraints
    /// allow (a fitting-size pull towards 0, priority 50), as UIKit's
    /// `systemLayoutSizeFitting`: at `width` exactly when `fixed`, otherwise
    /// with the width pulled towards 0 as well and at most `width`
    /// (priority 999). The root's own size constraints are put back after,
    /// and the next solve writes frames for the real size.
    ///
    /// - Complexity: A few incremental solver edits, plus re-measuring the
    ///   views whose height depends on their width.
    func fittingSize(width: Double, fixed: Bool) -> Size {
        solve()
        let key = ObjectIdentifier(root)
        guard var entry = entries[key], entry.frameConstraints.count == 4, width.isFinite, width >= 0 else {
            return root.frame.size
        }
        let widthExpression = entry.right - entry.left
        let heightExpression = entry.bottom - entry.top
        var temporary: [ConstraintID] = []
        func add(_ constraint: Constraint) {
            if let handle = try? solver.add(constraint) { temporary.append(handle) }
        }
        if fixed {
            setConstant(width, of: entry.frameConstraints[2])
        } else {
            try? solver.remove(entry.frameConstraints[2])
            add(
                Constraint(
                    widthExpression, .lessThanOrEqual, LinearExpression(constant: width), priority: LayoutPriority(999))
            )
            add(Constraint(widthExpression, .equal, LinearExpression(constant: 0), priority: .fittingSize))
        }
        try? solver.remove(entry.frameConstraints[3])
        add(Constraint(heightExpression, .equal, LinearExpression(constant: 0), priority: .fittingSize))
        entries[key] = entry
        solver.updateVariables()
        settleWidthDependentHeights()
        let size = solvedFrame(entry).size

        for handle in temporary { try? solver.remove(handle) }
        let frameSize = entry.frameSize
        if let restored = try? solver.add(
            Constraint(heightExpression, .equal, LinearExpression(constant: frameSize.height)))
        {
            entry.frameConstraints[3] = restored
        }
        if fixed {
            setConstant(frameSize.width, of: entry.frameConstraints[2])
        } else if let restored = try? solver.add(
            Constraint(widthExpression, .equal, LinearExpression(constant: frameSize.width)))
        {
            entry.frameConstraints[2] = restored
        }
        entries[key] = entry
        needsSolve = true
        return size
    }
}
