/// The two directions of a layout: along the x axis or the y axis.
public enum LayoutAxis: Hashable, Sendable, CaseIterable {
    /// Left to right: widths, left and right edges.
    case horizontal
    /// Top to bottom: heights, top and bottom edges.
    case vertical
}
