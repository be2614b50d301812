import CellModels
@_spi(ListEngine) import ListDiff

/// What became of a snapshot handed to ``HeadlessListView/update(to:)``.
public enum UpdateOutcome: Hashable, Sendable {
    /// The snapshot was applied.
    case applied
    /// A later snapshot arrived before this one was applied and replaced
    /// it: this one was never applied, and the later one was.
    case coalesced
    /// The list cannot show one of the snapshot's models, as
    /// ``HeadlessListView/setSections(_:)`` says: the snapshot was refused
    /// before anything changed.
    case rejected(HeadlessListError)
}
