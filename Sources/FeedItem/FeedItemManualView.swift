import HeadlessViews

/// LayoutFrameworkBenchmark's LinkedIn feed item laid out by hand: the
/// fifteen labels and images as direct subviews, their frames computed in
/// ``layoutSubviews()`` from the labels' measured sizes, as the
/// benchmark's manual version does.
///
/// It gives the layout of the benchmark's Auto Layout version, which
/// ``FeedItemView`` translates, not the manual version's own: the two
/// reference versions differ. The manual one has 8-point margins on every
/// side (`hMargin`), puts the poster's texts 10 points above the poster's
/// image (a −10 top inset) with a 2-point bottom inset, spaces the social
/// actions and the comment 4 points apart (`vMargin`), centres the actor's
/// comment on the actor's image, keeps both 50-point images square, and
/// sizes labels to their text rather than stretching them across. The
/// Auto Layout version, followed here, has no margins, puts the texts 1
/// point below the image's top, spaces them 1 apart and the comment at
/// least 3 below them, stretches every label to its constraints, and
/// stretches the images down to what follows them (a 749 constraint beats
/// their hugging). The comments below say which constraint each
/// line computes.
public final class FeedItemManualView: HeadlessView {
    let actionLabel = FeedItemParts.label("actionLabel")
    let optionsLabel = FeedItemParts.label("optionsLabel", text: "...")
    let posterImageView = FeedItemParts.image(
        "posterImageView", named: "50x50.png", size: Size(width: 50, height: 50))
    let posterNameLabel = FeedItemParts.label("posterNameLabel")
    let posterHeadlineLabel: HeadlessLabel = {
        let label = FeedItemParts.label("posterHeadlineLabel")
        label.numberOfLines = 3
        return label
    }()
    let posterTimeLabel = FeedItemParts.label("posterTimeLabel")
    let posterCommentLabel = FeedItemParts.label("posterCommentLabel")
    let contentImageView = FeedItemParts.image(
        "contentImageView", named: "350x200.png", size: Size(width: 350, height: 200))
    let contentTitleLabel = FeedItemParts.label("contentTitleLabel")
    let contentDomainLabel = FeedItemParts.label("contentDomainLabel")
    let likeLabel = FeedItemParts.label("likeLabel", text: "Like")
    let commentLabel = FeedItemParts.label("commentLabel", text: "Comment")
    let shareLabel = FeedItemParts.label("shareLabel", text: "Share")
    let actorImageView = FeedItemParts.image(
        "actorImageView", named: "50x50.png", size: Size(width: 50, height: 50))
    let actorCommentLabel = FeedItemParts.label("actorCommentLabel")

    /// The height the last layout needed.
    private var contentHeight = 0.0

    /// Makes the views of a feed item.
    ///
    /// - Complexity: O(1): 16 views.
    public init() {
        super.init(identifier: "feedItem")
        for view in [
            actionLabel, optionsLabel, posterImageView, posterNameLabel, posterHeadlineLabel, posterTimeLabel,
            posterCommentLabel, contentImageView, contentTitleLabel, contentDomainLabel, likeLabel, commentLabel,
            shareLabel, actorImageView, actorCommentLabel,
        ] as [HeadlessView] {
            addSubview(view)
        }
    }

    /// Fills the labels with `data`.
    ///
    /// - Parameter data: The item's texts.
    public func setData(_ data: FeedItemData) {
        actionLabel.text = data.actionText
        posterNameLabel.text = data.posterName
        posterHeadlineLabel.text = data.posterHeadline
        posterTimeLabel.text = data.posterTimestamp
        posterCommentLabel.text = data.posterComment
        contentTitleLabel.text = data.contentTitle
        contentDomainLabel.text = data.contentDomain
        actorCommentLabel.text = data.actorComment
        setNeedsLayout()
    }

    /// Sizes the view to `width` and the height its content needs, and
    /// places every subview (a layout pass): the hand-written twin of
    /// `layoutFitting(width:)`, which constraint layout answers.
    ///
    /// - Parameter width: The width to lay out at.
    /// - Returns: The view's new size.
    /// - Complexity: O(*n*) for *n* characters of text, measured once per
    ///   text and width.
    @discardableResult
    public func layoutManually(width: Double) -> Size {
        if frame.width != width {
            frame.size.width = width
            setNeedsLayout()
        }
        layoutIfNeeded()
        frame.size.height = contentHeight
        return frame.size
    }

    /// Places every subview in the view's width.
    public override func layoutSubviews() {
        let width = frame.width

        // Top bar: H:|-0-[actionLabel]-0-[optionsLabel]-0-|, "..." keeping
        // its width; each label its height, from the top.
        let options = optionsLabel.intrinsicContentSize
        optionsLabel.frame = Rect(x: width - options.width, y: 0, width: options.width, height: options.height)
        let actionHeight = actionLabel.intrinsicContentSize.height
        actionLabel.frame = Rect(x: 0, y: 0, width: width - options.width, height: actionHeight)
        let topBarHeight = max(actionHeight, options.height)

        // Mini profile: name, headline and time 1 apart, 2 right of the
        // image and 4 from the trailing edge; the comment 3 below the time,
        // but not above the image's bottom. The image, at the top left, is
        // stretched down to the comment: `V:[posterImageView]-(0@749)-[posterCommentLabel]`
        // outranks its vertical hugging (250), as in UIKit.
        let profileTop = topBarHeight
        let image = posterImageView.intrinsicContentSize
        let textX = image.width + 2
        let textWidth = width - textX - 4
        var textY = profileTop + 1
        for label in [posterNameLabel, posterHeadlineLabel, posterTimeLabel] {
            let height =
                label.intrinsicHeightDependsOnWidth
                ? label.intrinsicHeight(forWidth: textWidth) : label.intrinsicContentSize.height
            label.frame = Rect(x: textX, y: textY, width: textWidth, height: height)
            textY += height + 1
        }
        let commentTop = max(profileTop + image.height, posterTimeLabel.frame.maxY + 3)
        posterImageView.frame = Rect(x: 0, y: profileTop, width: image.width, height: commentTop - profileTop)
        let posterCommentHeight = posterCommentLabel.intrinsicContentSize.height
        posterCommentLabel.frame = Rect(x: 0, y: commentTop, width: width, height: posterCommentHeight)

        // Mini content: image, title and domain stacked, each across.
        var contentY = posterCommentLabel.frame.maxY
        for view in [contentImageView, contentTitleLabel, contentDomainLabel] as [HeadlessView] {
            let height = view.intrinsicContentSize.height
            view.frame = Rect(x: 0, y: contentY, width: width, height: height)
            contentY += height
        }

        // Social actions: Like at the leading edge, Comment centred, Share
        // at the trailing edge (margins to margins: 8 and 8 cancel).
        let like = likeLabel.intrinsicContentSize
        let comment = commentLabel.intrinsicContentSize
        let share = shareLabel.intrinsicContentSize
        let actionsHeight = max(like.height, comment.height, share.height)
        likeLabel.frame = Rect(x: 0, y: contentY, width: like.width, height: actionsHeight)
        commentLabel.frame = Rect(
            x: (width - comment.width) / 2, y: contentY, width: comment.width, height: actionsHeight)
        shareLabel.frame = Rect(x: width - share.width, y: contentY, width: share.width, height: actionsHeight)

        // Comment: the actor's image, then the comment across the rest; as
        // tall as the taller, the image stretched to the bottom (0@749
        // outranks its hugging).
        let commentY = contentY + actionsHeight
        let actor = actorImageView.intrinsicContentSize
        let actorCommentHeight = actorCommentLabel.intrinsicContentSize.height
        let commentHeight = max(actor.height, actorCommentHeight)
        actorImageView.frame = Rect(x: 0, y: commentY, width: actor.width, height: commentHeight)
        actorCommentLabel.frame = Rect(
            x: actor.width, y: commentY, width: width - actor.width, height: actorCommentHeight)
        contentHeight = commentY + commentHeight
    }
}
