/// When a cell's ``HeadlessReusableView/layoutChild(_:)`` and
/// ``HeadlessReusableView/buildChildren(_:)`` hooks run, and what they do to
/// what they built before: the seed's `CellLayoutBehaviour`.
///
/// | behaviour              | initial | reused      | needs layout set | none (a plain pass) |
/// |------------------------|---------|-------------|------------------|---------------------|
/// | `once`                 | make    | nothing     | nothing          | nothing             |
/// | `remakeEveryLayout`    | make    | remake      | remake           | remake              |
/// | `editEveryLayout`      | make and edit, in every phase                                  |
/// | `custom`               | the cell's ``HeadlessReusableView/shouldLayout(on:)``          |
///
/// ```swift
/// final class MoleculeCell: HeadlessCell {
///     override var layoutBehaviour: CellLayoutBehaviour { .remakeEveryLayout }
/// }
/// ```
public enum CellLayoutBehaviour: Hashable, Sendable {
    /// The hooks run on the first layout only.
    case once
    /// What the hooks built is removed and built again on every layout pass
    /// and on reuse.
    case remakeEveryLayout
    /// The hooks run on every pass and on reuse, and edit what they made
    /// before (children by key, constraints by their anchors) rather than
    /// adding duplicates.
    case editEveryLayout
    /// The cell answers, phase by phase, through
    /// ``HeadlessReusableView/shouldLayout(on:)``.
    ///
    /// A cell that declares `custom` must override `shouldLayout(on:)` and
    /// answer for every phase. Where the seed stops the program at the
    /// first layout (a fatal error), this package checks every phase when
    /// the cell is created, before it lays anything out:
    /// `ReusePool.dequeue(_:)` and
    /// `HeadlessListView.dequeueReusableCell(withIdentifier:)` throw a
    /// ``HeadlessListError`` of kind
    /// ``HeadlessListError/Kind/unansweredCustomLayout`` naming the cell and
    /// the phase. A list checks a model's cell when its sections are set,
    /// before anything changes: `setSections(_:)` throws the same error,
    /// `update(to:)` returns it as `UpdateOutcome.rejected(_:)`, and the
    /// non-throwing `cells` and `sections` setters keep the list as it was
    /// and report `ListDiagnostic.rejectedSnapshot(_:)`. No path traps.
    case custom
}
