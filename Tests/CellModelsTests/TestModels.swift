import CellModels

// Cell models of several kinds, as a feed mixes them.

/// The cell of a post.
@MainActor
final class PostCell {
    let titleLabel = Label()
    let likesLabel = Label()
}

/// The cell of an ad.
@MainActor
final class AdCell {
    let textLabel = Label()
}

/// The view of a section header.
@MainActor
final class HeaderView {
    let titleLabel = Label()
}

/// A post: a class on the view model base, identified by an `Int`, whose
/// content is its observable state (the default).
final class PostCellModel: ViewModel<PostCell>, CellModel {
    typealias Cell = PostCell

    let cellIdentifier: Int
    @ViewState var title: String
    @ViewState var likes: Int
    var contentSnapshot: StateSnapshot { StateSnapshot(title, likes) }

    init(id: Int, title: String, likes: Int = 0) {
        cellIdentifier = id
        self.title = title
        self.likes = likes
    }

    override func makeBindings(to cell: PostCell) {
        $title.bind(to: cell.titleLabel, \.text, owner: bindingOwner)
        $likes.bind(to: cell.likesLabel, \.text, owner: bindingOwner) { "\($0) likes" }
    }
}

/// An ad: a struct identified by a `String`, whose content is a chosen
/// value, and which configures its cell directly.
struct AdCellModel: CellModel {
    let cellIdentifier: String
    var text: String

    var contentSnapshot: String { text }

    func configure(_ cell: AdCell) {
        cell.textLabel.text = text
    }
}

/// A custom identifier type.
struct HeaderID: Hashable, Sendable {
    var feed: String
    var page: Int
}

/// A header: a plain class (no view model base), identified by a custom
/// struct, with a custom reuse identifier.
final class HeaderModel: CellModel {
    let cellIdentifier: HeaderID
    @ViewState var title: String
    @ViewState var count: Int
    var contentSnapshot: StateSnapshot { StateSnapshot(title, count) }

    static var reuseIdentifier: String { "header" }

    init(id: HeaderID, title: String, count: Int = 0) {
        cellIdentifier = id
        self.title = title
        self.count = count
    }

    func configure(_ cell: HeaderView) {
        $title.bind(to: cell.titleLabel, \.text)
    }
}

/// A model that overrides both the snapshot and its comparison: a change in
/// `seenCount` alone is not a reload.
final class CounterModel: CellModel {
    typealias Cell = Label

    struct Content: Sendable {
        var title: String
        var seenCount: Int
    }

    let cellIdentifier: Int
    @ViewState var title: String
    @ViewState var seenCount: Int

    init(id: Int, title: String, seenCount: Int) {
        cellIdentifier = id
        self.title = title
        self.seenCount = seenCount
    }

    var contentSnapshot: Content { Content(title: title, seenCount: seenCount) }

    nonisolated static func isContentEqual(_ old: Content, _ new: Content) -> Bool {
        old.title == new.title
    }

    func configure(_ cell: Label) {
        cell.text = title
    }
}

/// A model with no observable state and the default snapshot: identity only.
struct SpacerModel: CellModel {
    typealias Cell = Label
    let cellIdentifier: Int
    var contentSnapshot: StateSnapshot { StateSnapshot() }

    func configure(_ cell: Label) {}
}

/// A debounce clock the tests advance by hand.
@MainActor
final class ManualScheduler: DebounceScheduler {
    private(set) var now = Duration.zero
    private var pending: [(due: Duration, order: Int, action: @MainActor () -> Void)] = []
    private var scheduled = 0

    var pendingCount: Int { pending.count }

    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
        scheduled += 1
        pending.append((now + delay, scheduled, action))
    }

    /// Moves time forward, running every action that falls due, in order.
    func advance(by duration: Duration) {
        let end = now + duration
        while let next = pending.filter({ $0.due <= end }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            pending.removeAll { $0.order == next.order }
            now = next.due
            next.action()
        }
        now = end
    }
}
