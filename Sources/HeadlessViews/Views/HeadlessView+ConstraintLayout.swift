import ConstraintSolver

extension HeadlessView {
    /// The topmost view of the tree this view is in: the view itself when it
    /// has no superview.
    ///
    /// - Complexity: O(*d*), where *d* is the view's depth.
    public var rootView: HeadlessView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// Calls `body` for this view and every view below it, depth first.
    package func forEachViewInTree(_ body: (HeadlessView) -> Void) {
        body(self)
        for view in subviews { view.forEachViewInTree(body) }
    }

    /// Whether this view or one below it holds a DSL constraint.
    var hasLayoutConstraintsInTree: Bool {
        if !constraintList.isEmpty { return true }
        return subviews.contains { $0.hasLayoutConstraintsInTree }
    }

    /// Drops the constraint system of this view's tree, to be built anew
    /// when next needed, and marks the root as needing layout.
    func invalidateLayoutSystem() {
        let root = rootView
        root.layoutSystem = nil
        root.setNeedsLayout()
    }

    /// Takes note of a frame set by hand: the root's size is an input of its
    /// system (a new size needs a layout pass; a new origin does not, as the
    /// root's tree is laid out from its own origin), and so is the frame of
    /// any view that translates it.
    func frameWasSet() {
        guard let system = rootView.layoutSystem, system.holds(self) else { return }
        if superview == nil {
            guard system.laidOutSize != storedFrame.size else { return }
            system.needsSolve = true
            setNeedsLayout()
        } else if translatesFrameIntoConstraints {
            invalidateLayoutSystem()
        }
    }

    /// The system of this root view's tree, built if missing; `nil` when the
    /// tree holds no constraint at all.
    package func currentLayoutSystem() -> LayoutSystem? {
        if let layoutSystem { return layoutSystem }
        guard !isKnownUnconstrained else { return nil }
        guard hasLayoutConstraintsInTree else {
            isKnownUnconstrained = true
            return nil
        }
        layoutSystem = try? LayoutSystem.build(root: self)
        return layoutSystem
    }

    /// Solves this root view's constraints if anything changed, writing
    /// frames.
    func solveConstraintsIfNeeded() {
        currentLayoutSystem()?.solve()
    }

    // MARK: - Intrinsic size

    /// ``intrinsicContentSize`` as a layout takes it: each dimension through
    /// ``layoutMetric(_:)``. Read where a metric goes into the solver or a
    /// compiled layout; where one is only compared with one read before (a
    /// kept solve's inputs, a view's intrinsic shape) the view's own is
    /// read, as the gate maps equal metrics to equal ones and keeps each on
    /// its side of 0.
    var layoutIntrinsicSize: Size {
        let size = intrinsicContentSize
        // The usual size as it is, with one test.
        let largest = ConstraintSolver.largestMagnitude
        if size.width.magnitude <= largest, size.height.magnitude <= largest { return size }
        return Size(width: HeadlessView.layoutMetric(size.width), height: HeadlessView.layoutMetric(size.height))
    }

    /// ``intrinsicHeight(forWidth:)`` as a layout takes it, through
    /// ``layoutMetric(_:)``.
    func layoutIntrinsicHeight(forWidth width: Double) -> Double {
        HeadlessView.layoutMetric(intrinsicHeight(forWidth: width))
    }

    /// An intrinsic metric as a layout takes it: a number above 10⁹, the
    /// largest a constraint may hold (infinity too), as 10⁹, and NaN or
    /// negative infinity as none (``noIntrinsicMetric``); any other is
    /// itself, a negative one meaning none as it always does.
    @inline(__always) static func layoutMetric(_ value: Double) -> Double {
        // One comparison for the usual metric (NaN fails it).
        let largest = ConstraintSolver.largestMagnitude
        if value.magnitude <= largest { return value }
        return value > 0 ? largest : noIntrinsicMetric
    }

    /// Tells the layout that ``intrinsicContentSize`` changed: the next
    /// layout pass takes the new size, and the view and its root need
    /// layout.
    public func invalidateIntrinsicContentSize() {
        let root = setNeedsLayoutWithRoot()
        guard let system = root.layoutSystem, system.holds(self) else { return }
        system.markIntrinsicDirty(ObjectIdentifier(self))
        system.needsSolve = true
    }

    /// How strongly the view resists growing beyond its intrinsic size along
    /// `axis`: `ConstraintPriority.low` (250) unless set.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public func contentHuggingPriority(for axis: LayoutAxis) -> ConstraintPriority {
        contentPriorities.hugging(axis)
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size
    /// along `axis`.
    ///
    /// - Parameters:
    ///   - priority: From 1 to 999; other values are brought into that range.
    ///   - axis: The axis.
    public func setContentHuggingPriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        let priority = priority.clampedBelowRequired
        if axis == .horizontal {
            contentPriorities.hugging.horizontal = priority
        } else {
            contentPriorities.hugging.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    /// How strongly the view resists shrinking below its intrinsic size
    /// along `axis`: `ConstraintPriority.high` (750) unless set.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> ConstraintPriority {
        contentPriorities.compressionResistance(axis)
    }

    /// Sets how strongly the view resists shrinking below its intrinsic
    /// size along `axis`.
    ///
    /// - Parameters:
    ///   - priority: From 1 to 999; other values are brought into that range.
    ///   - axis: The axis.
    public func setContentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        let priority = priority.clampedBelowRequired
        if axis == .horizontal {
            contentPriorities.compressionResistance.horizontal = priority
        } else {
            contentPriorities.compressionResistance.vertical = priority
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: - Reading the layout

    /// Whether the constraints leave this view's frame free to move or
    /// resize without breaking any of them, as UIKit's `hasAmbiguousLayout`.
    ///
    /// - Complexity: O(*r*) for *r* rows of the tree's system, after
    ///   solving it if needed.
    public var hasAmbiguousLayout: Bool {
        let root = rootView
        guard let system = root.currentLayoutSystem(), let place = system.existingPlace(of: self) else {
            return false
        }
        system.solve()
        let entry = system.entries[place]
        let mine: Set<Variable> = [entry.left, entry.top, entry.right, entry.bottom]
        return system.solver.ambiguousVariables.contains { mine.contains($0) }
    }

    /// The size this view's tree needs at `width` when its height is as
    /// small as its constraints allow, as UIKit's `systemLayoutSizeFitting`
    /// with a required width and a fitting-size height. Only a root view
    /// (one without a superview) can be measured; the frames of the tree
    /// are left as they were.
    ///
    /// - Parameter width: The width to measure at.
    /// - Returns: The width and the height needed; the current frame's size
    ///   for a view that is not a root or holds no constraints, or while
    ///   its tree is being solved or measured (asked from a view's
    ///   ``intrinsicHeight(forWidth:)``).
    public func fittingSize(forWidth width: Double) -> Size {
        guard superview == nil, let system = currentLayoutSystem() else { return frame.size }
        return system.fittingSize(width: width, fixed: true)
    }

    /// Sizes this root view to `width` and the height its constraints need,
    /// and lays out its tree, with one solve: what UIKit code does with
    /// `systemLayoutSizeFitting` and then `layoutIfNeeded`, which solve
    /// twice.
    ///
    /// From the first call on, the view's height follows its constraints:
    /// it is pulled towards 0 (priority `ConstraintPriority.fittingSize`)
    /// rather than held to the frame, so laying out again at another width
    /// (a rotation, a cell reused) is one incremental solve. A view that is
    /// not a root, or holds no constraints, only takes the width; a tree
    /// being solved or measured (asked from a view's
    /// ``intrinsicHeight(forWidth:)``) keeps its frames and returns its size.
    ///
    /// ```swift
    /// let size = cell.layoutFitting(width: 375)  // cell.frame.size == size
    /// ```
    ///
    /// - Parameter width: The width to lay out at; above 10⁹, 10⁹.
    /// - Returns: The view's new size.
    /// - Complexity: The solver's incremental work for a width change and
    ///   the intrinsic sizes that changed, plus O(*v*) for *v* views.
    @discardableResult
    public func layoutFitting(width: Double) -> Size {
        guard superview == nil, width.isFinite, width >= 0, let system = currentLayoutSystem() else {
            frame.size.width = width
            layoutIfNeeded()
            return frame.size
        }
        heightFollowsLayout = true
        let size = system.layOut(fittingWidth: width)
        runLayoutPasses()
        return size
    }

    /// The smallest size this view's tree can have with its width at most
    /// `maximumWidth`: both dimensions as small as the constraints allow
    /// (a fitting-size pull on each), the width capped at priority 999. Only
    /// a root view can be measured; the frames are left as they were.
    ///
    /// - Parameter maximumWidth: The widest the view may be.
    /// - Returns: The size needed; the current frame's size for a view that
    ///   is not a root or holds no constraints, or while its tree is being
    ///   solved or measured.
    public func fittingSize(withinWidth maximumWidth: Double) -> Size {
        guard superview == nil, let system = currentLayoutSystem() else { return frame.size }
        return system.fittingSize(width: maximumWidth, fixed: false)
    }
}

extension ConstraintPriority {
    /// The priority brought into 1...999.
    var clampedBelowRequired: ConstraintPriority {
        guard rawValue.isFinite else { return .low }
        return ConstraintPriority(Swift.min(Swift.max(rawValue, 1), 999))
    }
}
