import ConstraintSolver
import HeadlessViews

/// The feed item's shared content: an image across, its title and its
/// domain.
public final class MiniContentView: HeadlessView, MoleculeLayout {
    /// The content's image, 350 × 200.
    public let contentImageView = FeedItemParts.image(
        "contentImageView", named: "350x200.png", size: Size(width: 350, height: 200))
    /// The content's title.
    public let contentTitleLabel = FeedItemParts.label("contentTitleLabel")
    /// The content's domain.
    public let contentDomainLabel = FeedItemParts.label("contentDomainLabel")
    let style: FeedItemView.Style

    init(style: FeedItemView.Style) {
        self.style = style
        super.init(identifier: "miniContentView")
    }

    /// Stacks the image, the title and the domain, each across.
    ///
    /// - Parameter layout: This view's layout.
    public func layoutChild(_ layout: ViewLayout<HeadlessView>) {
        let parts: [HeadlessView] = [contentImageView, contentTitleLabel, contentDomainLabel]
        switch style {
        case .anchors:
            var above: HeadlessView?
            for part in parts {
                layout.put(part) { part in
                    if let above {
                        part.top.distance(to: above.layout.bottom, at: 0, priority: .required)
                    } else {
                        part.top.distanceToParent(at: 0, priority: .required)
                    }
                    if part.view === parts.last { part.bottom.distanceToParent(at: 0, priority: .required) }
                    part.leading.distanceToParent(at: 0, priority: .required)
                    part.trailing.distanceToParent(at: 0, priority: .required)
                }
                above = part
            }
        case .formatStrings:
            for part in parts { layout.put(part) }
            let views: [String: HeadlessView] = [
                "contentImageView": contentImageView, "contentTitleLabel": contentTitleLabel,
                "contentDomainLabel": contentDomainLabel,
            ]
            layout.visualFormat(
                "V:|-0-[contentImageView]-0-[contentTitleLabel]-0-[contentDomainLabel]-0-|", views: views)
            layout.visualFormat("H:|-0-[contentImageView]-0-|", views: views)
            layout.visualFormat("H:|-0-[contentTitleLabel]-0-|", views: views)
            layout.visualFormat("H:|-0-[contentDomainLabel]-0-|", views: views)
        }
    }
}
