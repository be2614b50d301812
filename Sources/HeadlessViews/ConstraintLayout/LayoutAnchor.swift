/// A horizontal position: a left or right edge or a vertical centre line.
public enum HorizontalPosition {}
/// A vertical position: a top or bottom edge or a horizontal centre line.
public enum VerticalPosition {}
/// A width or a height.
public enum LayoutDimension {}
/// A centre point: both centre lines.
public enum LayoutCenter {}
/// A size: both dimensions.
public enum LayoutSize {}

/// One attribute of a view (or of its safe area) that a layout relates to:
/// `avatar.layout.bottom`, `parent.layout.safeArea.top`, `title.layout.width`.
///
/// The `Kind` says what it may be related to: positions to positions on the
/// same axis, dimensions to any dimension, centres to centres, sizes to
/// sizes. So `title.top.equal(with: avatar.layout.left)` does not compile.
@MainActor
public struct LayoutAnchor<Kind> {
    let item: LayoutSide
    /// The attribute; the first of the two for a centre (`centerX`) or a
    /// size (`width`).
    let attribute: LayoutAttribute

    init(_ item: LayoutSide, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The view the anchor belongs to, if it is still alive.
    public var view: HeadlessView? { item.view }

    /// `avatar.bottom`, `root.safeArea.top`.
    public var name: String { "\(item.name).\(attribute)" }
}
