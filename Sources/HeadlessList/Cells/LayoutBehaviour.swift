/// When a cell's ``HeadlessReusableView/buildChildren(_:)`` hook runs, and what it
/// does to the children it built before.
///
/// | behaviour              | initial | reused      | needs layout | layout pass |
/// |------------------------|---------|-------------|--------------|-------------|
/// | `once`                 | make    | nothing     | nothing      | nothing     |
/// | `remakeEveryLayout`    | make    | remake      | remake       | remake      |
/// | `editEveryLayout`      | make and edit, in every phase                     |
/// | `custom`               | the cell's ``HeadlessReusableView/layoutStrategy(for:)`` |
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
    /// ``HeadlessReusableView/layoutStrategy(for:)``. A cell that declares `custom`
    /// must answer for every phase: one that does not is an error
    /// (``HeadlessListError/Kind/unansweredCustomLayout``) when it is
    /// created.
    case custom
}
