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
    /// The leading edge: the left edge in a left-to-right layout, the
    /// right edge in a right-to-left one (see ``HeadlessView/layoutDirection``).
    case leading
    /// The trailing edge: the right edge in a left-to-right layout, the
    /// left edge in a right-to-left one.
    case trailing

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .centerX, .width, .leading, .trailing: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
        }
    }

    /// How a distance from this attribute is measured: +1 where a distance
    /// grows towards the right or bottom (left, top and centre lines) or
    /// the trailing side (leading), −1 where it grows towards the left or top
    /// (right and bottom edges) or the leading side (trailing), so
    /// that a positive distance always keeps a view inside its parent or
    /// apart from its neighbour.
    var distanceSign: Double {
        switch self {
        case .right, .bottom, .trailing: -1
        default: 1
        }
    }

    /// Whether the attribute follows the layout direction (leading or
    /// trailing).
    var isDirectional: Bool { self == .leading || self == .trailing }

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
        case .leading: "leading"
        case .trailing: "trailing"
        }
    }
}
