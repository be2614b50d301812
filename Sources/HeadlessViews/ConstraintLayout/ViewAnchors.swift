/// The anchors of a view, or of its safe area, for relating other views to
/// it in a layout: `title.top.equal(with: avatar.layout.bottom)`.
///
/// Reach them through ``HeadlessView/layout``; a view's safe-area anchors
/// are ``safeArea``.
@MainActor
public struct ViewAnchors {
    let item: LayoutSide

    /// The left edge.
    public var left: LayoutAnchor<HorizontalPosition> { LayoutAnchor(item, .left) }
    /// The right edge.
    public var right: LayoutAnchor<HorizontalPosition> { LayoutAnchor(item, .right) }
    /// The leading edge (see ``HeadlessView/effectiveLayoutDirection``).
    public var leading: LayoutAnchor<HorizontalPosition> { LayoutAnchor(item, .leading) }
    /// The trailing edge.
    public var trailing: LayoutAnchor<HorizontalPosition> { LayoutAnchor(item, .trailing) }
    /// The vertical centre line.
    public var centerX: LayoutAnchor<HorizontalPosition> { LayoutAnchor(item, .centerX) }
    /// The top edge.
    public var top: LayoutAnchor<VerticalPosition> { LayoutAnchor(item, .top) }
    /// The bottom edge.
    public var bottom: LayoutAnchor<VerticalPosition> { LayoutAnchor(item, .bottom) }
    /// The horizontal centre line.
    public var centerY: LayoutAnchor<VerticalPosition> { LayoutAnchor(item, .centerY) }
    /// The width.
    public var width: LayoutAnchor<LayoutDimension> { LayoutAnchor(item, .width) }
    /// The height.
    public var height: LayoutAnchor<LayoutDimension> { LayoutAnchor(item, .height) }
    /// The centre point.
    public var center: LayoutAnchor<LayoutCenter> { LayoutAnchor(item, .centerX) }
    /// The size.
    public var size: LayoutAnchor<LayoutSize> { LayoutAnchor(item, .width) }

    /// The anchors of the view's safe area: its frame moved in by its
    /// ``HeadlessView/safeAreaInsets``.
    public var safeArea: ViewAnchors {
        guard let view = item.view else { return self }
        return ViewAnchors(item: LayoutSide(view, area: .safeArea))
    }

    /// The anchors of the view's margins: its frame moved in by its
    /// ``HeadlessView/layoutMargins``, as UIKit's `layoutMarginsGuide`
    /// (`margins.leading` is Auto Layout's `.leadingMargin`).
    public var margins: ViewAnchors {
        guard let view = item.view else { return self }
        return ViewAnchors(item: LayoutSide(view, area: .margins))
    }
}

extension HeadlessView {
    /// The view's anchors, to relate other views to it in a layout:
    /// `$0.top.equal(with: avatar.layout.bottom)`.
    public var layout: ViewAnchors { ViewAnchors(item: LayoutSide(self)) }
}
