import ConstraintSolver
import HeadlessViews

/// The feed item's actions: Like at the leading margin, Comment in the
/// middle, Share at the trailing margin.
public final class SocialActionsView: HeadlessView, MoleculeLayout {
    /// "Like".
    public let likeLabel = FeedItemParts.label("likeLabel", text: "Like")
    /// "Comment".
    public let commentLabel = FeedItemParts.label("commentLabel", text: "Comment")
    /// "Share".
    public let shareLabel = FeedItemParts.label("shareLabel", text: "Share")
    let style: FeedItemView.Style

    init(style: FeedItemView.Style) {
        self.style = style
        super.init(identifier: "socialActionsView")
    }

    /// Lays out the three actions. Their margin constraints relate margins
    /// to margins (8 points on either side by default), so each label's
    /// edge lands on this view's edge, as in UIKit.
    ///
    /// - Parameter layout: This view's layout.
    public func layoutChild(_ layout: ViewLayout<HeadlessView>) {
        let bar = layout.view
        // The horizontal constraints are written with NSLayoutConstraint in
        // the reference, in either style.
        func put(_ label: HeadlessLabel, _ across: @escaping (ViewLayout<HeadlessLabel>) -> Void) {
            layout.put(label) { label in
                if style == .anchors {
                    // V:|-0-[label]-0-|
                    label.top.distanceToParent(at: 0, priority: .required)
                    label.bottom.distanceToParent(at: 0, priority: .required)
                }
                across(label)
            }
        }
        put(likeLabel) { $0.margins.leading.equal(with: bar.layout.margins.leading, priority: .required) }
        put(commentLabel) { $0.centerX.equal(with: bar.layout.centerX, priority: .required) }
        put(shareLabel) { $0.margins.trailing.equal(with: bar.layout.margins.trailing, priority: .required) }
        if style == .formatStrings {
            let views: [String: HeadlessView] = [
                "likeLabel": likeLabel, "commentLabel": commentLabel, "shareLabel": shareLabel,
            ]
            layout.visualFormat("V:|-0-[likeLabel]-0-|", views: views)
            layout.visualFormat("V:|-0-[commentLabel]-0-|", views: views)
            layout.visualFormat("V:|-0-[shareLabel]-0-|", views: views)
        }
    }
}
