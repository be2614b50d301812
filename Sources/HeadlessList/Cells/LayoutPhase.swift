/// The occasion of a cell's layout pass.
public enum LayoutPhase: Hashable, Sendable, CaseIterable {
    /// The first layout of a newly created cell.
    case initial
    /// The first layout after the cell came back from the reuse pool.
    case reused
    /// A layout after `HeadlessView.setNeedsLayout()`: the cell asked for
    /// it, for example because it was re-bound to a new model.
    case needsLayout
    /// A plain layout pass the cell did not ask for, such as the table
    /// laying out its visible cells again.
    case layoutPass
}
