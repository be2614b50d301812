/// The occasion of a cell's layout pass: the seed's `CellLayouting` phase,
/// which a cell whose behaviour is ``CellLayoutBehaviour/custom`` answers
/// in ``HeadlessReusableView/shouldLayout(on:)``.
///
/// ```swift
/// override func shouldLayout(on phase: CellLayouting) -> LayoutingStrategy {
///     switch phase {
///     case .reused: .remakeLayout
///     default: .none
///     }
/// }
/// ```
public enum CellLayouting: Hashable, Sendable, CaseIterable {
    /// The first layout of a newly created cell.
    case initial
    /// The first layout after the cell came back from the reuse pool.
    case reused
    /// A layout after `HeadlessView.setNeedsLayout()`: the cell asked for
    /// it, for example because it was re-bound to a new model.
    case needsLayoutSet
    /// A layout pass from none of the phases above, such as the list laying
    /// out its visible cells again.
    ///
    /// Compare an optional phase with `CellLayouting.none`, spelled out:
    /// a bare `.none` there means `nil`.
    case none
}
