import HeadlessViews
import Testing

/// A view that writes its identifier into a shared log when it lays out,
/// and runs `action` then (to mark other views as a `layoutSubviews` may).
@MainActor
private final class LoggingView: HeadlessView {
    final class Log {
        var entries: [String] = []

        /// The entries since the last call, emptied.
        func take() -> [String] {
            defer { entries = [] }
            return entries
        }
    }

    let log: Log
    var action: (() -> Void)?

    init(_ identifier: String, log: Log) {
        self.log = log
        super.init(identifier: identifier)
    }

    override func layoutSubviews() {
        log.entries.append(identifier ?? "?")
        action?()
    }
}

@MainActor
@Suite("Layout passes reach every view marked, and only those")
struct LayoutPassTests {
    /// root → a → b → c, and root → d.
    private func tree() -> (LoggingView.Log, [String: LoggingView]) {
        let log = LoggingView.Log()
        var views: [String: LoggingView] = [:]
        for name in ["root", "a", "b", "c", "d"] { views[name] = LoggingView(name, log: log) }
        views["root"]!.addSubview(views["a"]!)
        views["a"]!.addSubview(views["b"]!)
        views["b"]!.addSubview(views["c"]!)
        views["root"]!.addSubview(views["d"]!)
        return (log, views)
    }

    /// ``tree()`` after its first pass, with the log emptied.
    private func laidOutTree() -> (LoggingView.Log, [String: LoggingView]) {
        let (log, views) = tree()
        views["root"]!.layoutIfNeeded()
        _ = log.take()
        return (log, views)
    }

    @Test("A view marked however deep is laid out by its root's next pass, and no view else")
    func deepMarks() {
        let (log, views) = tree()
        let root = views["root"]!
        root.layoutIfNeeded()
        #expect(log.take() == ["root", "a", "b", "c", "d"])
        root.layoutIfNeeded()
        #expect(log.take().isEmpty)
        views["c"]!.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.take() == ["c"])
        views["d"]!.setNeedsLayout()
        views["b"]!.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.take() == ["b", "d"])
        #expect(!views["b"]!.needsLayout && !views["d"]!.needsLayout)
    }

    @Test("A view marked by its parent's layoutSubviews is laid out in the same pass; one already passed, in the next")
    func marksDuringAPass() {
        let (log, views) = laidOutTree()
        let root = views["root"]!
        // b marks its subview c: c is below, still to come in this pass.
        views["b"]!.action = { views["c"]!.setNeedsLayout() }
        // d marks a, whose branch this pass has already walked.
        views["d"]!.action = { views["a"]!.setNeedsLayout() }
        views["b"]!.setNeedsLayout()
        views["d"]!.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.take() == ["b", "c", "d"])
        #expect(views["a"]!.needsLayout)
        (views["b"]!.action, views["d"]!.action) = (nil, nil)
        root.layoutIfNeeded()
        #expect(log.take() == ["a"])
    }

    @Test("A branch moved into a laid-out tree with a view below marked is laid out there")
    func movedBranch() {
        let (log, views) = laidOutTree()
        let root = views["root"]!
        let branch = LoggingView("x", log: log)
        let leaf = LoggingView("y", log: log)
        branch.addSubview(leaf)
        branch.layoutIfNeeded()
        #expect(log.take() == ["x", "y"])
        leaf.setNeedsLayout()
        // The branch itself is clean: only its leaf waits.
        #expect(!branch.needsLayout)
        views["c"]!.addSubview(branch)
        root.layoutIfNeeded()
        #expect(log.take() == ["c", "y"])
    }
}
