/// A set of a view's edges, for the layout DSL's fixing and filling
/// methods: `layout.fixToSafeArea(.fullBottom, with: insets)` pins the
/// left, right and bottom edges.
public struct LayoutEdges: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = LayoutEdges(rawValue: 1 << 0)
    /// The left edge.
    public static let left = LayoutEdges(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = LayoutEdges(rawValue: 1 << 2)
    /// The right edge.
    public static let right = LayoutEdges(rawValue: 1 << 3)
    /// Left and right.
    public static let horizontal: LayoutEdges = [.left, .right]
    /// Top and bottom.
    public static let vertical: LayoutEdges = [.top, .bottom]
    /// Every edge.
    public static let all: LayoutEdges = [.top, .left, .bottom, .right]
    /// Top, left and right: a bar along the top.
    public static let fullTop: LayoutEdges = [.top, .left, .right]
    /// Bottom, left and right: a bar along the bottom.
    public static let fullBottom: LayoutEdges = [.bottom, .left, .right]
    /// Left, top and bottom: a bar along the left.
    public static let fullLeft: LayoutEdges = [.left, .top, .bottom]
    /// Right, top and bottom: a bar along the right.
    public static let fullRight: LayoutEdges = [.right, .top, .bottom]

    /// Calls `body` with the attribute of each edge in the set, in the
    /// order top, left, bottom, right, and its inset from `insets`: no
    /// array made, as this runs for every edge a layout fixes.
    func forEachAttribute(insets: EdgeInsets, _ body: (LayoutAttribute, Double) -> Void) {
        if contains(.top) { body(.top, insets.top) }
        if contains(.left) { body(.left, insets.left) }
        if contains(.bottom) { body(.bottom, insets.bottom) }
        if contains(.right) { body(.right, insets.right) }
    }
}
