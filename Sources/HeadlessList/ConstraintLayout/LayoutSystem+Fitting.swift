extension LayoutSystem {
    /// The size of the root at `width` with its height as small as the
    /// constraints allow (a fitting-size pull towards 0, priority 50), as
    /// UIKit's `systemLayoutSizeFitting`. The root's own size constraints are
    /// put back after, and the next solve writes frames for the real size.
    ///
    /// - Complexity: A few incremental solver edits, plus re-measuring the
    ///   views whose height depends on their width.
    func fittingSize(forWidth width: Double) -> Size {
        solve()
        let key = ObjectIdentifier(root)
        guard var entry = entries[key], entry.frameConstraints.count == 4, width.isFinite, width >= 0 else {
            return root.frame.size
        }
        let height = entry.bottom - entry.top
        entry.frameConstraints[2] = replaceConstant(of: entry.frameConstraints[2], with: width)
        try? solver.remove(entry.frameConstraints[3])
        let fitting = try? solver.add(
            Constraint(height, .equal, LinearExpression(constant: 0), priority: .fittingSize))
        entries[key] = entry
        solver.updateVariables()
        settleWidthDependentHeights()
        let size = solvedFrame(entry).size

        if let fitting { try? solver.remove(fitting) }
        if let restored = try? solver.add(
            Constraint(height, .equal, LinearExpression(constant: entry.frameSize.height)))
        {
            entry.frameConstraints[3] = restored
        }
        entry.frameConstraints[2] = replaceConstant(of: entry.frameConstraints[2], with: entry.frameSize.width)
        entries[key] = entry
        needsSolve = true
        return size
    }
}
