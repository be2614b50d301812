import ConstraintSolver

/// A dimension of the view being laid out (its width or height), to fix or
/// relate to any dimension: `$0.height.moreThan(44)`,
/// `$0.width.equal(with: avatar.layout.height, multiplier: 2)`.
///
/// Every method takes an optional priority; without one, the constraint
/// gets the closure's next default priority (see ``ViewLayout``).
@MainActor
public struct DimensionAnchorMaker {
    let recorder: ConstraintRecorder
    let attribute: LayoutAttribute

    /// This dimension is `value`.
    public func equal(with value: Double, priority: ConstraintPriority? = nil) {
        recorder.record(attribute, .equal, nil, nil, constant: value, priority: priority)
    }

    /// This dimension is `multiplier` × `anchor` + `constant`.
    public func equal(
        with anchor: LayoutAnchor<LayoutDimension>, multiplier: Double = 1, constant: Double = 0,
        priority: ConstraintPriority? = nil
    ) {
        recorder.record(
            attribute, .equal, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    /// This dimension is at least `value`.
    public func moreThan(_ value: Double, priority: ConstraintPriority? = nil) {
        recorder.record(attribute, .greaterThanOrEqual, nil, nil, constant: value, priority: priority)
    }

    /// This dimension is at least `multiplier` × `anchor` + `constant`.
    public func moreThan(
        _ anchor: LayoutAnchor<LayoutDimension>, multiplier: Double = 1, constant: Double = 0,
        priority: ConstraintPriority? = nil
    ) {
        recorder.record(
            attribute, .greaterThanOrEqual, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    /// This dimension is at most `value`.
    public func lessThan(_ value: Double, priority: ConstraintPriority? = nil) {
        recorder.record(attribute, .lessThanOrEqual, nil, nil, constant: value, priority: priority)
    }

    /// This dimension is at most `multiplier` × `anchor` + `constant`.
    public func lessThan(
        _ anchor: LayoutAnchor<LayoutDimension>, multiplier: Double = 1, constant: Double = 0,
        priority: ConstraintPriority? = nil
    ) {
        recorder.record(
            attribute, .lessThanOrEqual, anchor.item, anchor.attribute, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    /// This dimension is `multiplier` × the parent's same dimension + `constant`.
    public func equalWithParent(multiplier: Double = 1, constant: Double = 0, priority: ConstraintPriority? = nil) {
        guard let parent = recorder.parentItem(safeArea: false, for: attribute) else { return }
        recorder.record(
            attribute, .equal, parent, attribute, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// This dimension is `multiplier` × the same dimension of the parent's
    /// safe area + `constant`.
    public func equalWithSafeArea(multiplier: Double = 1, constant: Double = 0, priority: ConstraintPriority? = nil) {
        guard let parent = recorder.parentItem(safeArea: true, for: attribute) else { return }
        recorder.record(
            attribute, .equal, parent, attribute, multiplier: multiplier, constant: constant, priority: priority)
    }
}
