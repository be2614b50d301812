import ConstraintSolver
import HeadlessViews

/// The feed item's comment: the actor's image and, beside it, the actor's
/// comment.
public final class CommentView: HeadlessView, MoleculeLayout {
    /// The actor's image, 50 × 50, which keeps its width.
    public let actorImageView = FeedItemParts.keepsWidth(
        FeedItemParts.image("actorImageView", named: "50x50.png", size: Size(width: 50, height: 50)))
    /// The actor's comment.
    public let actorCommentLabel = FeedItemParts.label("actorCommentLabel")
    let style: FeedItemView.Style

    init(style: FeedItemView.Style) {
        self.style = style
        super.init(identifier: "commentView")
    }

    /// Lays out the image and the comment.
    ///
    /// - Parameter layout: This view's layout.
    public func layoutChild(_ layout: ViewLayout<HeadlessView>) {
        let (image, comment) = (actorImageView, actorCommentLabel)
        switch style {
        case .anchors:
            layout.put(image) { image in
                image.leading.distanceToParent(at: 0, priority: .required)
                image.top.distanceToParent(at: 0, priority: .required)
                image.bottom.distanceToParent(moreThan: 0, priority: .required)
                image.bottom.distanceToParent(at: 0, priority: ConstraintPriority(749))
            }
            layout.put(comment) { comment in
                comment.leading.distance(to: image.layout.trailing, at: 0, priority: .required)
                comment.trailing.distanceToParent(at: 0, priority: .required)
                comment.top.distanceToParent(at: 0, priority: .required)
                comment.bottom.distanceToParent(moreThan: 0, priority: .required)
            }
        case .formatStrings:
            layout.put(image)
            layout.put(comment)
            let views: [String: HeadlessView] = ["actorImageView": image, "actorCommentLabel": comment]
            layout.visualFormat("H:|-0-[actorImageView]-0-[actorCommentLabel]-0-|", views: views)
            layout.visualFormat("V:|-0-[actorImageView]-(>=0)-|", views: views)
            layout.visualFormat("V:|-0-[actorCommentLabel]-(>=0)-|", views: views)
            layout.visualFormat("V:[actorImageView]-(0@749)-|", views: views)
        }
    }
}
