import HeadlessViews

/// The layout DSL's chain of views: the workload of the benchmark's
/// `layout chain (DSL)` and of the tests that check how such a tree
/// builds. A root 320 wide and 1,000 tall holds `count` views, each 8 below
/// the previous one (the first 8 below the root's top), spanning the root
/// and at least 44 tall, every constraint required: four a view.
@MainActor
public enum ViewChain {
    /// The chain's root, framed, and its views, not yet put into it.
    ///
    /// - Parameter count: How many views.
    /// - Complexity: O(*n*) for *n* views.
    public static func makeViews(_ count: Int) -> (root: HeadlessView, views: [HeadlessView]) {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 1_000)
        return (root, (0..<count).map { HeadlessView(identifier: "view\($0)") })
    }

    /// The chain's `makeLayout`: each view put into `root` below the
    /// previous one.
    ///
    /// The spacing alone, as the chain has always been measured:
    /// `atBottom(of:)` also centres a view on the previous one at a low
    /// priority (seed 001), a weak constraint a view, which the chain's
    /// figures have never included. `weak` adds one of those instead (12
    /// below the previous view, at a low priority), the case whose
    /// optimiser scan was once quadratic, and whose row expansion was too
    /// until the expansion skipped rows whose factor is 0.
    ///
    /// - Parameters:
    ///   - root: The chain's root, from ``makeViews(_:)``.
    ///   - views: Its views, from ``makeViews(_:)``.
    ///   - weak: Whether each view after the first also has the weak
    ///     constraint.
    /// - Throws: ``LayoutError`` as `makeLayout` does (never for views
    ///   from ``makeViews(_:)``).
    public static func layOut(_ root: HeadlessView, _ views: [HeadlessView], weak: Bool = false)
        throws(LayoutError)
    {
        try root.makeLayout { layout in
            var previous: HeadlessView?
            for view in views {
                layout.put(view) { view in
                    if let previous {
                        view.top.distance(to: previous.layout.bottom, at: 8, priority: .required)
                        if weak { view.top.distance(to: previous.layout.bottom, at: 12, priority: .low) }
                    } else {
                        view.top.distanceToParent(at: 8, priority: .required)
                    }
                    view.fixToParent(.horizontal, priority: .required)
                    view.height.moreThan(44, priority: .required)
                }
                previous = view
            }
        }
    }
}
