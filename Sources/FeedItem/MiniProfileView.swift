import ConstraintSolver
import HeadlessViews

/// The feed item's poster: an image, then name, headline (up to three
/// lines) and time beside it, and the poster's comment below the taller of
/// the two.
public final class MiniProfileView: HeadlessView, MoleculeLayout {
    /// The poster's image, 50 × 50, which keeps its width.
    public let posterImageView = FeedItemParts.keepsWidth(
        FeedItemParts.image("posterImageView", named: "50x50.png", size: Size(width: 50, height: 50)))
    /// The poster's name.
    public let posterNameLabel = FeedItemParts.label("posterNameLabel")
    /// The poster's headline, up to three lines.
    public let posterHeadlineLabel: HeadlessLabel = {
        let label = FeedItemParts.label("posterHeadlineLabel")
        label.numberOfLines = 3
        return label
    }()
    /// When the poster posted.
    public let posterTimeLabel = FeedItemParts.label("posterTimeLabel")
    /// The poster's comment.
    public let posterCommentLabel = FeedItemParts.label("posterCommentLabel")
    let style: FeedItemView.Style

    init(style: FeedItemView.Style) {
        self.style = style
        super.init(identifier: "miniProfileView")
    }

    /// Lays out the poster's image, texts and comment.
    ///
    /// - Parameter layout: This view's layout.
    public func layoutChild(_ layout: ViewLayout<HeadlessView>) {
        let image = posterImageView
        let (name, headline, time, comment) = (
            posterNameLabel, posterHeadlineLabel, posterTimeLabel, posterCommentLabel
        )
        switch style {
        case .anchors:
            layout.put(image) { image in
                image.top.distanceToParent(at: 0, priority: .required)
                image.leading.distanceToParent(at: 0, priority: .required)
            }
            var above: HeadlessView?
            for label in [name, headline, time] {
                layout.put(label) { label in
                    if let above {
                        label.top.distance(to: above.layout.bottom, at: 1, priority: .required)
                    } else {
                        label.top.distanceToParent(at: 1, priority: .required)
                    }
                    label.leading.distance(to: image.layout.trailing, at: 2, priority: .required)
                    label.trailing.distanceToParent(at: 4, priority: .required)
                }
                above = label
            }
            layout.put(comment) { comment in
                comment.top.distance(to: image.layout.bottom, moreThan: 0, priority: .required)
                comment.top.distance(to: time.layout.bottom, moreThan: 3, priority: .required)
                comment.top.distance(to: image.layout.bottom, at: 0, priority: ConstraintPriority(749))
                comment.bottom.distanceToParent(at: 0, priority: .required)
                comment.leading.distanceToParent(at: 0, priority: .required)
                comment.trailing.distanceToParent(at: 0, priority: .required)
            }
        case .formatStrings:
            for view in [image, name, headline, time, comment] as [HeadlessView] { layout.put(view) }
            let views: [String: HeadlessView] = [
                "posterImageView": image, "posterNameLabel": name, "posterHeadlineLabel": headline,
                "posterTimeLabel": time, "posterCommentLabel": comment,
            ]
            layout.visualFormat("V:|-0-[posterImageView]-(>=0)-[posterCommentLabel]-0-|", views: views)
            layout.visualFormat(
                "V:|-1-[posterNameLabel]-1-[posterHeadlineLabel]-1-[posterTimeLabel]-(>=3)-[posterCommentLabel]",
                views: views)
            layout.visualFormat("V:[posterImageView]-(0@749)-[posterCommentLabel]", views: views)
            layout.visualFormat("H:|-0-[posterImageView]-2-[posterNameLabel]-4-|", views: views)
            layout.visualFormat("H:[posterImageView]-2-[posterHeadlineLabel]-4-|", views: views)
            layout.visualFormat("H:[posterImageView]-2-[posterTimeLabel]-4-|", views: views)
            layout.visualFormat("H:|-0-[posterCommentLabel]-0-|", views: views)
        }
    }
}
