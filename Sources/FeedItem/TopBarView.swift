import ConstraintSolver
import HeadlessViews

/// The feed item's top bar: the action ("action text 3") and the options
/// ("...") at its trailing end.
public final class TopBarView: HeadlessView, MoleculeLayout {
    /// The action.
    public let actionLabel = FeedItemParts.label("actionLabel")
    /// "...", which keeps its width.
    public let optionsLabel = FeedItemParts.keepsWidth(FeedItemParts.label("optionsLabel", text: "..."))
    let style: FeedItemView.Style

    init(style: FeedItemView.Style) {
        self.style = style
        super.init(identifier: "topBarView")
    }

    /// Lays out the action and the options.
    ///
    /// - Parameter layout: This view's layout.
    public func layoutChild(_ layout: ViewLayout<HeadlessView>) {
        let (action, options) = (actionLabel, optionsLabel)
        switch style {
        case .anchors:
            layout.put(action) { action in
                action.leading.distanceToParent(at: 0, priority: .required)
                action.top.distanceToParent(at: 0, priority: .required)
                action.bottom.distanceToParent(moreThan: 0, priority: .required)
            }
            layout.put(options) { options in
                options.leading.distance(to: action.layout.trailing, at: 0, priority: .required)
                options.trailing.distanceToParent(at: 0, priority: .required)
                options.top.distanceToParent(at: 0, priority: .required)
                options.bottom.distanceToParent(moreThan: 0, priority: .required)
            }
        case .formatStrings:
            layout.put(action)
            layout.put(options)
            let views: [String: HeadlessView] = ["actionLabel": action, "optionsLabel": options]
            layout.visualFormat("H:|-0-[actionLabel]-0-[optionsLabel]-0-|", views: views)
            layout.visualFormat("V:|-0-[actionLabel]-(>=0)-|", views: views)
            layout.visualFormat("V:|-0-[optionsLabel]-(>=0)-|", views: views)
        }
    }
}
