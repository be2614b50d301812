import HeadlessViews

/// LayoutFrameworkBenchmark's LinkedIn feed item laid out with
/// constraints, translated from the benchmark's Auto Layout version: the
/// same five parts stacked top to bottom (a top bar, a mini profile, mini
/// content, social actions and a comment), each holding its labels and
/// images with the same constraints, priorities and relations.
///
/// The parts are written twice, side by side in their files: with the
/// DSL's anchors (``Style/anchors``) and with the visual format strings
/// the reference writes (``Style/formatStrings``). Both give the frames
/// ``FeedItemManualView`` computes by hand.
///
/// ```swift
/// let item = FeedItemView(style: .anchors)
/// try item.layOutParts()
/// item.setData(FeedItemData.generate(count: 1)[0])
/// item.layoutFitting(width: 375)
/// ```
public final class FeedItemView: HeadlessView, MoleculeLayout {
    /// How the parts write their constraints.
    public enum Style: Hashable, Sendable {
        /// With the DSL's anchor makers, every constraint required as Auto
        /// Layout's are unless the reference says otherwise.
        case anchors
        /// With the reference's visual format strings.
        case formatStrings
    }

    /// The action and the options ("...").
    public let topBar: TopBarView
    /// The poster's image, name, headline, time and comment.
    public let miniProfile: MiniProfileView
    /// The content's image, title and domain.
    public let miniContent: MiniContentView
    /// Like, Comment and Share.
    public let socialActions: SocialActionsView
    /// The actor's image and comment.
    public let comment: CommentView

    let style: Style

    /// Makes the views of a feed item, to be laid out in `style` when put
    /// into a layout (it is a ``MoleculeLayout``) or by ``layOutParts()``.
    ///
    /// - Parameter style: How the parts write their constraints.
    /// - Complexity: O(1): 21 views.
    public init(style: Style) {
        self.style = style
        topBar = TopBarView(style: style)
        miniProfile = MiniProfileView(style: style)
        miniContent = MiniContentView(style: style)
        socialActions = SocialActionsView(style: style)
        comment = CommentView(style: style)
        super.init(identifier: "feedItem")
    }

    /// Lays out the item's parts in it, as a view of its own (the root of
    /// its tree): 67 constraints.
    ///
    /// ```swift
    /// let item = FeedItemView(style: .anchors)
    /// try item.layOutParts()
    /// ```
    ///
    /// - Throws: ``LayoutError`` if the layout cannot be made (it always
    ///   can: its constraints are fixed); nothing changes then.
    public func layOutParts() throws(LayoutError) {
        try makeLayout { layoutChild($0) }
    }

    /// Stacks the five parts, each across.
    ///
    /// - Parameter layout: This view's layout.
    public func layoutChild(_ layout: ViewLayout<HeadlessView>) {
        let parts: [HeadlessView] = [topBar, miniProfile, miniContent, socialActions, comment]
        switch style {
        case .anchors:
            // V:|-0-[topBarView]-0-[miniProfileView]-0-[miniContentView]-0-[socialActionsView]-0-[commentView]-0-|
            // and H:|-0-[part]-0-| for each.
            var previous: HeadlessView?
            for part in parts {
                layout.put(part) { part in
                    if let previous {
                        part.top.distance(to: previous.layout.bottom, at: 0, priority: .required)
                    } else {
                        part.top.distanceToParent(at: 0, priority: .required)
                    }
                    part.leading.distanceToParent(at: 0, priority: .required)
                    part.trailing.distanceToParent(at: 0, priority: .required)
                    if part.view === parts.last { part.bottom.distanceToParent(at: 0, priority: .required) }
                }
                previous = part
            }
        case .formatStrings:
            for part in parts { layout.put(part) }
            let views: [String: HeadlessView] = [
                "topBarView": topBar, "miniProfileView": miniProfile, "miniContentView": miniContent,
                "socialActionsView": socialActions, "commentView": comment,
            ]
            layout.visualFormat(
                "V:|-0-[topBarView]-0-[miniProfileView]-0-[miniContentView]-0-[socialActionsView]-0-[commentView]-0-|",
                views: views)
            layout.visualFormat("H:|-0-[topBarView]-0-|", views: views)
            layout.visualFormat("H:|-0-[miniProfileView]-0-|", views: views)
            layout.visualFormat("H:|-0-[miniContentView]-0-|", views: views)
            layout.visualFormat("H:|-0-[socialActionsView]-0-|", views: views)
            layout.visualFormat("H:|-0-[commentView]-0-|", views: views)
        }
    }

    /// Fills the labels with `data`.
    ///
    /// - Parameter data: The item's texts.
    public func setData(_ data: FeedItemData) {
        topBar.actionLabel.text = data.actionText
        miniProfile.posterNameLabel.text = data.posterName
        miniProfile.posterHeadlineLabel.text = data.posterHeadline
        miniProfile.posterTimeLabel.text = data.posterTimestamp
        miniProfile.posterCommentLabel.text = data.posterComment
        miniContent.contentTitleLabel.text = data.contentTitle
        miniContent.contentDomainLabel.text = data.contentDomain
        comment.actorCommentLabel.text = data.actorComment
    }
}
