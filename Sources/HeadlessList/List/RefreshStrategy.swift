import CellModels
@_spi(ListEngine) import ListDiff

/// How a changed item's cell is refreshed when a diff finds its content
/// changed.
public enum RefreshStrategy: Hashable, Sendable {
    /// Re-bind the existing cell to the new model in place, when the new
    /// model uses the same cell type (reuse identifier); reload otherwise.
    case reconfigure
    /// Replace the cell with a newly dequeued one.
    case reload
}
