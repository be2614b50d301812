/// The four ways to lay out a view with the DSL. Each records what its
/// closure asks for and then commits it at once: on any error (a required
/// constraint that conflicts, a bad number, or a misuse the delegate
/// throws) nothing changes — no view added or removed, no constraint made or
/// edited, no frame moved.
///
/// | method | constraints already made for the views put |
/// |---|---|
/// | ``makeLayout(delegate:_:)`` | kept; the new ones are added |
/// | ``makeAndEditLayout(delegate:_:)`` | one with the same views, attributes, relation and multiplier takes the new constant and priority; the rest are added |
/// | ``remakeLayout(delegate:_:)`` | removed, then the new ones added |
/// | ``makeLayoutCleanly(delegate:_:)`` | this view's children and their constraints removed, then made anew |
///
/// Frames are written by ``layoutIfNeeded()``.
extension HeadlessView {
    /// Lays out this view's children, adding constraints.
    ///
    /// ```swift
    /// try screen.makeLayout { layout in
    ///     layout.put(title) { $0.fixToSafeArea(.fullTop, with: EdgeInsets(all: 16)) }
    ///     layout.put(body) { body in
    ///         body.atBottom(of: title, spacing: 8)
    ///         body.fixToSafeArea(.horizontal, with: EdgeInsets(all: 16))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - delegate: What hears misuses; without one, a misuse throws.
    ///   - build: The layout: `put`s and this view's own constraints.
    /// - Throws: ``LayoutError``; nothing changes then.
    /// - Complexity: The solver's incremental cost of the constraints added.
    public func makeLayout(
        delegate: (any LayoutDelegate)? = nil, _ build: (ViewLayout<HeadlessView>) -> Void
    ) throws(LayoutError) {
        try runLayout(.make, delegate: delegate, build)
    }

    /// Lays out this view's children, editing constraints that already
    /// exist: a new constraint with the same views, attributes, relation and
    /// multiplier as one this view's layout made before updates that one's
    /// constant and priority in place; the others are added.
    ///
    /// - Parameters:
    ///   - delegate: What hears misuses; without one, a misuse throws.
    ///   - build: The layout.
    /// - Throws: ``LayoutError``; nothing changes then.
    public func makeAndEditLayout(
        delegate: (any LayoutDelegate)? = nil, _ build: (ViewLayout<HeadlessView>) -> Void
    ) throws(LayoutError) {
        try runLayout(.makeAndEdit, delegate: delegate, build)
    }

    /// Lays out this view's children anew: every constraint the DSL made
    /// with a view put here as its first item is removed, then the new ones
    /// are added.
    ///
    /// - Parameters:
    ///   - delegate: What hears misuses; without one, a misuse throws.
    ///   - build: The layout.
    /// - Throws: ``LayoutError``; nothing changes then.
    public func remakeLayout(
        delegate: (any LayoutDelegate)? = nil, _ build: (ViewLayout<HeadlessView>) -> Void
    ) throws(LayoutError) {
        try runLayout(.remake, delegate: delegate, build)
    }

    /// Removes every subview of this view with its constraints, then lays
    /// out as ``makeLayout(delegate:_:)`` does.
    ///
    /// - Parameters:
    ///   - delegate: What hears misuses; without one, a misuse throws.
    ///   - build: The layout.
    /// - Throws: ``LayoutError``; nothing changes then.
    public func makeLayoutCleanly(
        delegate: (any LayoutDelegate)? = nil, _ build: (ViewLayout<HeadlessView>) -> Void
    ) throws(LayoutError) {
        try runLayout(.makeCleanly, delegate: delegate, build)
    }

    /// Lays out with `strategy` (one of make, make and edit, remake or make
    /// cleanly; nothing does nothing).
    func runLayout(
        _ strategy: LayoutStrategy, delegate: (any LayoutDelegate)?, _ build: (ViewLayout<HeadlessView>) -> Void
    ) throws(LayoutError) {
        guard strategy != .nothing else { return }
        let transaction = LayoutTransaction(host: self, strategy: strategy)
        transaction.delegate = delegate
        let layout = ViewLayout<HeadlessView>(view: self, parent: superview, transaction: transaction)
        build(layout)
        // A parent the delegate supplied takes the view before the commit,
        // and gives it back if the commit fails.
        guard let parent = transaction.parentForHost, superview == nil else {
            try transaction.commit(delegate: delegate)
            return
        }
        // Laid out by its relations to the parent, as a view put is.
        let translated = translatesFrameIntoConstraints
        translatesFrameIntoConstraints = false
        parent.addSubview(self)
        do {
            try transaction.commit(delegate: delegate)
        } catch {
            removeFromSuperview()
            translatesFrameIntoConstraints = translated
            throw error
        }
    }
}
