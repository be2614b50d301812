import CellModels
@_spi(ListEngine) import ListDiff

/// Where ``HeadlessListView/scrollToItem(at:position:)`` puts an item.
public enum ScrollPosition: Hashable, Sendable {
    /// The item's top at the top of the visible area.
    case top
    /// The item's centre at the centre of the visible area.
    case middle
    /// The item's bottom at the bottom of the visible area.
    case bottom
}
