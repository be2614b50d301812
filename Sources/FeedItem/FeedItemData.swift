/// The texts of one feed item, as LayoutFrameworkBenchmark fills its
/// cells.
public struct FeedItemData: Hashable, Sendable {
    /// "action text 3": the top bar's label.
    public var actionText: String
    /// The poster's name.
    public var posterName: String
    /// The poster's headline, which wraps to at most three lines.
    public var posterHeadline: String
    /// When the poster posted.
    public var posterTimestamp: String
    /// The poster's comment.
    public var posterComment: String
    /// The shared content's title.
    public var contentTitle: String
    /// The shared content's domain.
    public var contentDomain: String
    /// The actor's comment.
    public var actorComment: String

    /// Creates the texts of a feed item.
    public init(
        actionText: String, posterName: String, posterHeadline: String, posterTimestamp: String,
        posterComment: String, contentTitle: String, contentDomain: String, actorComment: String
    ) {
        self.actionText = actionText
        self.posterName = posterName
        self.posterHeadline = posterHeadline
        self.posterTimestamp = posterTimestamp
        self.posterComment = posterComment
        self.contentTitle = contentTitle
        self.contentDomain = contentDomain
        self.actorComment = actorComment
    }

    /// The benchmark's data: item `index` has texts such as
    /// "poster name 7" and "poster title 7 with some longer stuff".
    ///
    /// - Parameter count: How many items.
    /// - Returns: Items 0 to `count` − 1.
    /// - Complexity: O(*count*).
    public static func generate(count: Int) -> [FeedItemData] {
        (0..<max(count, 0)).map { index in
            FeedItemData(
                actionText: "action text \(index)", posterName: "poster name \(index)",
                posterHeadline: "poster title \(index) with some longer stuff",
                posterTimestamp: "poster timestamp \(index)", posterComment: "poster comment \(index)",
                contentTitle: "content title \(index)", contentDomain: "content domain \(index)",
                actorComment: "actor comment \(index)")
        }
    }
}
