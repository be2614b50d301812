/// The outcome of one solve of a tree's constraints, kept as values so that
/// another tree of the same shape, with the same inputs, can take its
/// frames without solving: a list keeps one per item, and a cell that shows
/// the item again (scrolled back to, or reused for it) is laid out from it.
///
/// It is checked, not trusted: ``LayoutSystem/apply(_:)`` takes it only when
/// the tree's constraints are the same as those it was solved with (up to
/// the views' identities) and every input is the same number: the root's
/// size and each view's intrinsic size (a wrapping label's height measured
/// at the width it was solved at). For an unambiguous layout a solve would
/// then give the same frames.
///
/// It costs 8 bytes per input and 32 per view laid out (a cell with two
/// labels: 18 numbers), a label's measurements (its text shared), plus its
/// shape, shared by every layout of that shape.
package struct SolvedLayout {
    /// The constraints it was solved with.
    package var shape: LayoutShape
    /// The inputs in the shape's order (a wrapping height is its width then
    /// its height), then each laid-out view's frame relative to its
    /// superview (x, y, width, height), in the shape's order.
    let values: [Double]
    /// The measurements of each view with inputs, in the order of the
    /// inputs, as a label kept them (``HeadlessLabel/keptMeasurements()``;
    /// `nil` for other views): a label showing the same text takes them
    /// instead of measuring.
    let measurements: [HeadlessLabel.Measurements?]
}
