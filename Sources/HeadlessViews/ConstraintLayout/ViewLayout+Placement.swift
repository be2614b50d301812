import ConstraintSolver

extension ViewLayout {
    // MARK: - Size

    /// The view's size is `size`: two constraints, width then height.
    public func size(equalWith size: Size, priority: ConstraintPriority? = nil) {
        width.equal(with: size.width, priority: priority)
        height.equal(with: size.height, priority: priority)
    }

    /// The view's size is `anchor`'s size: two constraints, width then height.
    public func size(equalWith anchor: LayoutAnchor<LayoutSize>, priority: ConstraintPriority? = nil) {
        width.equal(with: LayoutAnchor(anchor.item, .width), priority: priority)
        height.equal(with: LayoutAnchor(anchor.item, .height), priority: priority)
    }

    // MARK: - Parent and safe area

    /// Fills the parent, each edge `insets` inside it (four constraints:
    /// top, left, bottom, right).
    public func fillParent(with insets: EdgeInsets = .zero, priority: ConstraintPriority? = nil) {
        _ = fixToParent(.all, with: insets, priority: priority)
    }

    /// Fills the parent's safe area, each edge `insets` inside it.
    public func fillSafeArea(with insets: EdgeInsets = .zero, priority: ConstraintPriority? = nil) {
        _ = fixToSafeArea(.all, with: insets, priority: priority)
    }

    /// Pins `edges` to the parent's same edges, each its inset inside.
    ///
    /// - Returns: This layout, to go on: `fixToParent(.fullTop).height.equal(with: 44)`.
    @discardableResult
    public func fixToParent(_ edges: LayoutEdges, with insets: EdgeInsets = .zero, priority: ConstraintPriority? = nil)
        -> Self
    {
        pin(edges, .equal, insets, safeArea: false, priority)
        return self
    }

    /// Pins `edges` to the parent's safe area's same edges, each its inset
    /// inside: `fixToSafeArea(.fullBottom, with: insets)` makes a bottom bar.
    ///
    /// - Returns: This layout, to go on:
    ///   `fixToSafeArea(.fullBottom, with: insets).height.equal(with: 36)`.
    @discardableResult
    public func fixToSafeArea(
        _ edges: LayoutEdges, with insets: EdgeInsets = .zero, priority: ConstraintPriority? = nil
    ) -> Self {
        pin(edges, .equal, insets, safeArea: true, priority)
        return self
    }

    /// Keeps `edges` at least `distance` inside the parent's same edges.
    public func inParent(_ edges: LayoutEdges, moreThan distance: Double = 0, priority: ConstraintPriority? = nil) {
        pin(edges, .greaterThanOrEqual, EdgeInsets(all: distance), safeArea: false, priority)
    }

    /// Keeps `edges` at least `distance` inside the parent's safe area:
    /// `inSafeArea(.horizontal, moreThan: 16)`.
    public func inSafeArea(_ edges: LayoutEdges, moreThan distance: Double = 0, priority: ConstraintPriority? = nil) {
        pin(edges, .greaterThanOrEqual, EdgeInsets(all: distance), safeArea: true, priority)
    }

    func pin(
        _ edges: LayoutEdges, _ relation: ConstraintRelation, _ insets: EdgeInsets, safeArea: Bool,
        _ priority: ConstraintPriority?
    ) {
        edges.forEachAttribute(insets: insets) { attribute, inset in
            recorder.recordDistanceToParent(attribute, relation, inset, safeArea: safeArea, priority: priority)
        }
    }

    // MARK: - Next to another view

    /// The priority of the cross-axis alignment that a neighbour placement
    /// implies (`atBottom(of:)` centres x on the neighbour, `atLeft(of:)`
    /// centres y): 200, below every constraint the DSL makes by default
    /// (751 to 999) and below a content's hugging (250), so the alignment
    /// places a view that nothing else places on that axis, and yields to
    /// any edge you pin on it and to the view's natural size.
    public static var neighbourAlignmentPriority: ConstraintPriority { ConstraintPriority(200) }

    /// Records the cross-axis alignment with `other` that a neighbour
    /// placement implies, at ``neighbourAlignmentPriority`` or at
    /// `priority` when that is lower.
    private func alignCenter(_ axis: LayoutAxis, with other: HeadlessView, priority: ConstraintPriority?) {
        let implied = Self.neighbourAlignmentPriority
        let alignment = priority.map { Swift.min($0, implied) } ?? implied
        let attribute: LayoutAttribute = axis == .horizontal ? .centerX : .centerY
        recorder.record(attribute, .equal, LayoutSide(other), attribute, constant: 0, priority: alignment)
    }

    /// Places the view `spacing` below `other`, centred on it: its top at
    /// `other`'s bottom plus `spacing`, its centre x at `other`'s (see
    /// ``neighbourAlignmentPriority``).
    ///
    /// ```swift
    /// label.atBottom(of: searchBar, spacing: 18)
    /// ```
    public func atBottom(of other: HeadlessView, spacing: Double = 0, priority: ConstraintPriority? = nil) {
        top.distance(to: other.layout.bottom, at: spacing, priority: priority)
        alignCenter(.horizontal, with: other, priority: priority)
    }

    /// Places the view at least `spacing` below `other`, centred on it.
    public func atBottom(of other: HeadlessView, moreThan spacing: Double, priority: ConstraintPriority? = nil) {
        top.distance(to: other.layout.bottom, moreThan: spacing, priority: priority)
        alignCenter(.horizontal, with: other, priority: priority)
    }

    /// Places the view at most `spacing` below `other`, centred on it.
    public func atBottom(of other: HeadlessView, lessThan spacing: Double, priority: ConstraintPriority? = nil) {
        top.distance(to: other.layout.bottom, lessThan: spacing, priority: priority)
        alignCenter(.horizontal, with: other, priority: priority)
    }

    /// Places the view `spacing` above `other`, centred on it: its bottom at
    /// `other`'s top minus `spacing`, its centre x at `other`'s.
    public func atTop(of other: HeadlessView, spacing: Double = 0, priority: ConstraintPriority? = nil) {
        bottom.distance(to: other.layout.top, at: spacing, priority: priority)
        alignCenter(.horizontal, with: other, priority: priority)
    }

    /// Places the view at least `spacing` above `other`, centred on it.
    public func atTop(of other: HeadlessView, moreThan spacing: Double, priority: ConstraintPriority? = nil) {
        bottom.distance(to: other.layout.top, moreThan: spacing, priority: priority)
        alignCenter(.horizontal, with: other, priority: priority)
    }

    /// Places the view at most `spacing` above `other`, centred on it.
    public func atTop(of other: HeadlessView, lessThan spacing: Double, priority: ConstraintPriority? = nil) {
        bottom.distance(to: other.layout.top, lessThan: spacing, priority: priority)
        alignCenter(.horizontal, with: other, priority: priority)
    }

    /// Places the view `spacing` left of `other`, centred on it: its right
    /// edge at `other`'s left edge minus `spacing`, its centre y at
    /// `other`'s.
    public func atLeft(of other: HeadlessView, spacing: Double = 0, priority: ConstraintPriority? = nil) {
        right.distance(to: other.layout.left, at: spacing, priority: priority)
        alignCenter(.vertical, with: other, priority: priority)
    }

    /// Places the view at least `spacing` left of `other`, centred on it.
    public func atLeft(of other: HeadlessView, moreThan spacing: Double, priority: ConstraintPriority? = nil) {
        right.distance(to: other.layout.left, moreThan: spacing, priority: priority)
        alignCenter(.vertical, with: other, priority: priority)
    }

    /// Places the view at most `spacing` left of `other`, centred on it.
    public func atLeft(of other: HeadlessView, lessThan spacing: Double, priority: ConstraintPriority? = nil) {
        right.distance(to: other.layout.left, lessThan: spacing, priority: priority)
        alignCenter(.vertical, with: other, priority: priority)
    }

    /// Places the view `spacing` right of `other`, centred on it: its left
    /// edge at `other`'s right edge plus `spacing`, its centre y at
    /// `other`'s.
    public func atRight(of other: HeadlessView, spacing: Double = 0, priority: ConstraintPriority? = nil) {
        left.distance(to: other.layout.right, at: spacing, priority: priority)
        alignCenter(.vertical, with: other, priority: priority)
    }

    /// Places the view at least `spacing` right of `other`, centred on it.
    public func atRight(of other: HeadlessView, moreThan spacing: Double, priority: ConstraintPriority? = nil) {
        left.distance(to: other.layout.right, moreThan: spacing, priority: priority)
        alignCenter(.vertical, with: other, priority: priority)
    }

    /// Places the view at most `spacing` right of `other`, centred on it.
    public func atRight(of other: HeadlessView, lessThan spacing: Double, priority: ConstraintPriority? = nil) {
        left.distance(to: other.layout.right, lessThan: spacing, priority: priority)
        alignCenter(.vertical, with: other, priority: priority)
    }
}
