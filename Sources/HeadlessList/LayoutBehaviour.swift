/// When a cell's ``HeadlessCell/buildChildren(_:)`` hook runs, and what it
/// does to the children it built before.
///
/// | behaviour              | initial | reused      | needs layout | layout pass |
/// |------------------------|---------|-------------|--------------|-------------|
/// | `once`                 | make    | nothing     | nothing      | nothing     |
/// | `remakeEveryLayout`    | make    | remake      | remake       | remake      |
/// | `editEveryLayout`      | make and edit, in every phase                     |
/// | `custom`               | the cell's ``HeadlessCell/layoutStrategy(for:)`` |
public enum LayoutBehaviour: Hashable, Sendable {
    /// The hook runs on the first layout only.
    case once
    /// The children the hook built are removed and built again on every
    /// layout pass and on reuse.
    case remakeEveryLayout
    /// The hook runs on every pass and on reuse, and gets back the children
    /// it made before (by key) to update them, rather than adding duplicates.
    case editEveryLayout
    /// The cell answers, phase by phase, through
    /// ``HeadlessCell/layoutStrategy(for:)``. A cell that declares `custom`
    /// must answer for every phase: one that does not is an error
    /// (``HeadlessListError/Kind/unansweredCustomLayout``) when it is
    /// created.
    case custom
}

/// The occasion of a cell's layout pass.
public enum LayoutPhase: Hashable, Sendable, CaseIterable {
    /// The first layout of a newly created cell.
    case initial
    /// The first layout after the cell came back from the reuse pool.
    case reused
    /// A layout after ``HeadlessView/setNeedsLayout()``: the cell asked for
    /// it, for example because it was re-bound to a new model.
    case needsLayout
    /// A plain layout pass the cell did not ask for, such as the table
    /// laying out its visible cells again.
    case layoutPass
}

/// What one layout pass does with the ``HeadlessCell/buildChildren(_:)`` hook.
public enum LayoutStrategy: Hashable, Sendable {
    /// Run the hook; every child it asks for is made and added, even if one
    /// with that key exists (which then stays: a duplicate).
    case make
    /// Run the hook; a child it asks for by a key it used before is handed
    /// back to be edited, and only missing children are made.
    case makeAndEdit
    /// Remove the children the hook built before, then run it to make them
    /// anew. Children added by other means stay.
    case remake
    /// Remove every child of the content view, whoever added it, then run the
    /// hook to make them anew.
    case makeCleanly
    /// Do not run the hook.
    case nothing
}

/// One layout pass of a cell, as its ``HeadlessCell/layoutHistory`` records
/// it.
public struct LayoutPass: Hashable, Sendable {
    /// The occasion.
    public var phase: LayoutPhase
    /// What the pass did.
    public var strategy: LayoutStrategy

    /// Creates a record of a pass.
    public init(_ phase: LayoutPhase, _ strategy: LayoutStrategy) {
        self.phase = phase
        self.strategy = strategy
    }
}
