/// Which of a section's supplements: the header above its items or the
/// footer below them.
public enum SupplementKind: Hashable, Sendable, CaseIterable {
    /// The view or title above a section's items.
    case header
    /// The view or title below a section's items.
    case footer
}
