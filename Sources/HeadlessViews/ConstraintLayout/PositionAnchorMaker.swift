import ConstraintSolver

/// A position of the view being laid out (an edge or a centre line), to
/// relate to positions on the same axis: `$0.top.equal(with: avatar.layout.bottom)`.
///
/// Every method takes an optional priority; without one, the constraint
/// gets the closure's next default priority (see ``ViewLayout``).
///
/// Distances are measured away from the anchor's own side: for a left or
/// top edge (or a centre line) the distance is how far it is right of or
/// below the other anchor, and for a right or bottom edge how far it is left
/// of or above it. So `distanceToParent(at: 16)` keeps every edge 16 inside
/// its parent, and `top.distance(to: avatar.layout.bottom, at: 8)` puts a
/// view 8 below the avatar.
@MainActor
public struct PositionAnchorMaker<Kind> {
    let recorder: ConstraintRecorder
    let attribute: LayoutAttribute
    /// The part of the view whose position this is: its frame or its
    /// margins.
    var area: LayoutItem.Area = .frame

    /// This position is `multiplier` × `anchor` + `constant`, as Auto
    /// Layout writes it: `trailing.equal(with: other.layout.trailing,
    /// constant: -8)` puts this trailing edge 8 before the other's, with no
    /// change of sign for the edge (``distance(to:at:priority:)`` measures
    /// away from the edge instead).
    ///
    /// A multiplier scales the other position's coordinate in the root's
    /// coordinates (mirrored in a right-to-left constraint); it is mostly
    /// useful with the root's own edges.
    public func equal(
        with anchor: LayoutAnchor<Kind>, multiplier: Double = 1, constant: Double = 0,
        priority: ConstraintPriority? = nil
    ) {
        recorder.record(
            attribute, .equal, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant,
            priority: priority, area: area)
    }

    /// This position is at least `offset` past `anchor` (this ≥ anchor + offset).
    public func equal(with anchor: LayoutAnchor<Kind>, moreThan offset: Double, priority: ConstraintPriority? = nil) {
        recorder.record(
            attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, constant: offset, priority: priority,
            area: area)
    }

    /// This position is at most `offset` past `anchor` (this ≤ anchor + offset).
    public func equal(with anchor: LayoutAnchor<Kind>, lessThan offset: Double, priority: ConstraintPriority? = nil) {
        recorder.record(
            attribute, .lessThanOrEqual, anchor.item, anchor.attribute, constant: offset, priority: priority,
            area: area)
    }

    /// This position is exactly `distance` from `anchor`.
    public func distance(to anchor: LayoutAnchor<Kind>, at distance: Double, priority: ConstraintPriority? = nil) {
        recorder.recordDistance(
            attribute, .equal, distance, from: anchor.item, anchor.attribute, priority: priority, area: area)
    }

    /// This position is at least `distance` from `anchor`.
    public func distance(to anchor: LayoutAnchor<Kind>, moreThan distance: Double, priority: ConstraintPriority? = nil)
    {
        recorder.recordDistance(
            attribute, .greaterThanOrEqual, distance, from: anchor.item, anchor.attribute, priority: priority,
            area: area)
    }

    /// This position is at most `distance` from `anchor`.
    public func distance(to anchor: LayoutAnchor<Kind>, lessThan distance: Double, priority: ConstraintPriority? = nil)
    {
        recorder.recordDistance(
            attribute, .lessThanOrEqual, distance, from: anchor.item, anchor.attribute, priority: priority,
            area: area)
    }

    /// This position equals the same position of the parent.
    public func equalWithParent(priority: ConstraintPriority? = nil) {
        distanceToParent(at: 0, priority: priority)
    }

    /// This position equals the same position of the parent's safe area.
    public func equalWithSafeArea(priority: ConstraintPriority? = nil) {
        distanceToSafeArea(at: 0, priority: priority)
    }

    /// This position is exactly `distance` inside the same position of the parent.
    public func distanceToParent(at distance: Double, priority: ConstraintPriority? = nil) {
        toParent(.equal, distance, safeArea: false, priority)
    }

    /// This position is at least `distance` inside the same position of the parent.
    public func distanceToParent(moreThan distance: Double, priority: ConstraintPriority? = nil) {
        toParent(.greaterThanOrEqual, distance, safeArea: false, priority)
    }

    /// This position is at most `distance` inside the same position of the parent.
    public func distanceToParent(lessThan distance: Double, priority: ConstraintPriority? = nil) {
        toParent(.lessThanOrEqual, distance, safeArea: false, priority)
    }

    /// This position is exactly `distance` inside the same position of the
    /// parent's safe area.
    public func distanceToSafeArea(at distance: Double, priority: ConstraintPriority? = nil) {
        toParent(.equal, distance, safeArea: true, priority)
    }

    /// This position is at least `distance` inside the same position of the
    /// parent's safe area.
    public func distanceToSafeArea(moreThan distance: Double, priority: ConstraintPriority? = nil) {
        toParent(.greaterThanOrEqual, distance, safeArea: true, priority)
    }

    /// This position is at most `distance` inside the same position of the
    /// parent's safe area.
    public func distanceToSafeArea(lessThan distance: Double, priority: ConstraintPriority? = nil) {
        toParent(.lessThanOrEqual, distance, safeArea: true, priority)
    }

    func toParent(_ relation: ConstraintRelation, _ distance: Double, safeArea: Bool, _ priority: ConstraintPriority?) {
        recorder.recordDistanceToParent(
            attribute, relation, distance, safeArea: safeArea, priority: priority, area: area)
    }
}
