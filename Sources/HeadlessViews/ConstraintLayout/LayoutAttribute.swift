/// One attribute of a view's frame that a layout constraint relates: an
/// edge, a centre line or a dimension.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The vertical centre line.
    case centerX
    /// The horizontal centre line.
    case centerY
    /// The width.
    case width
    /// The height.
    case height

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .centerX, .width: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
        }
    }

    /// How a distance from this attribute is measured: +1 where a distance
    /// grows towards the right or bottom (left, top and centre lines), −1
    /// where it grows towards the left or top (right and bottom edges), so
    /// that a positive distance always keeps a view inside its parent or
    /// apart from its neighbour.
    var distanceSign: Double {
        switch self {
        case .right, .bottom: -1
        default: 1
        }
    }

    /// The attribute's name: `top`, `centerX`, `width`...
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .width: "width"
        case .height: "height"
        }
    }
}
