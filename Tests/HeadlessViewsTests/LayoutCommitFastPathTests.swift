import TestSupport
import Testing

@testable import HeadlessViews

/// The commit's shortcut for views that share no ancestor (views a layout
/// put, chained to its host, share the host's root with nothing looked up)
/// against the walk of the planned tree for every constraint: seeded
/// layouts that put views once, twice, into views they hold, into views of
/// another tree, and relate them to strangers, give the same misuses,
/// constraints, frames and errors both ways; a failed one changes nothing.
@MainActor
@Suite("Layout commit: the unrelated-views shortcut agrees with the tree walk", .serialized)
struct LayoutCommitFastPathTests {

    /// Hears every misuse and lets the layout go on.
    final class Log: LayoutDelegate {
        var misuses: [String] = []
        func layout(_ view: HeadlessView, didMeet misuse: LayoutError) throws(LayoutError) {
            misuses.append("\(misuse.kind): \(misuse)")
        }
    }

    /// A host with two subviews of its own (one below the other), a
    /// stranger's tree, and fresh views to put, all named.
    @MainActor
    struct World {
        let host = HeadlessView(identifier: "host")
        let stranger = HeadlessView(identifier: "stranger")
        var views: [HeadlessView] = []

        init() {
            host.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            stranger.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            let own = HeadlessView(identifier: "own0")
            let ownChild = HeadlessView(identifier: "own1")
            host.addSubview(own)
            own.addSubview(ownChild)
            let strangerChild = HeadlessView(identifier: "strangerChild")
            stranger.addSubview(strangerChild)
            views = [host, own, ownChild, stranger, strangerChild]
            for index in 0..<6 { views.append(HeadlessView(identifier: "fresh\(index)")) }
        }

        /// Every view's name, superview, subviews, constraints and frame.
        func state() -> [String] {
            views.map { view in
                let constraints = view.constraints.map(\.description).joined(separator: "; ")
                let subviews = view.subviews.map(\.layoutName).joined(separator: ",")
                let superview = view.superview?.layoutName ?? "-"
                return "\(view.layoutName) in \(superview) [\(subviews)] {\(constraints)} \(view.frame)"
            }
        }
    }

    /// Runs one seeded layout on a new world, with the shortcut on or off:
    /// the misuses heard, the error thrown, and the world's state after
    /// (laid out), with whether a failure left the world as it was.
    func run(seed: UInt64, shortcut: Bool, delegate: Bool) -> (misuses: [String], error: String?, state: [String]) {
        let saved = LayoutTransaction.findsRootsByStamp
        LayoutTransaction.findsRootsByStamp = shortcut
        defer { LayoutTransaction.findsRootsByStamp = saved }
        var generator = SeededGenerator(seed: seed)
        let world = World()
        world.host.layoutIfNeeded()
        world.stranger.layoutIfNeeded()
        let before = world.state()
        let log = Log()
        var error: String?
        do {
            try world.host.makeLayout(delegate: delegate ? log : nil) { root in
                var layouts: [ViewLayout<HeadlessView>] = [root]
                for _ in 0..<(4 + generator.below(8)) {
                    let layout = layouts[generator.below(layouts.count)]
                    switch generator.below(4) {
                    case 0, 1:
                        // Put a fresh view most often; sometimes one of the
                        // host's own, the stranger's or the host itself (a
                        // view held, or another tree).
                        let index = generator.below(3) > 0 ? 5 + generator.below(6) : generator.below(5)
                        layouts.append(layout.put(world.views[index]))
                    default:
                        let other = world.views[generator.below(world.views.count)]
                        let attributes = [
                            layout.left, layout.right, layout.leading, layout.trailing, layout.centerX,
                        ]
                        let otherAnchors = [
                            other.layout.left, other.layout.right, other.layout.leading, other.layout.trailing,
                            other.layout.centerX,
                        ]
                        switch generator.below(4) {
                        case 0: layout.top.distanceToParent(at: Double(generator.below(20)))
                        case 1: layout.height.equal(with: Double(10 + generator.below(40)))
                        case 2: layout.top.distance(to: other.layout.bottom, at: Double(generator.below(10)))
                        default:
                            attributes[generator.below(5)].equal(
                                with: otherAnchors[generator.below(5)], constant: Double(generator.below(30)))
                        }
                    }
                }
            }
        } catch let thrown {
            error = "\(thrown.kind): \(thrown)"
            if world.state() != before { error! += " (and the world changed)" }
        }
        world.host.layoutIfNeeded()
        world.stranger.layoutIfNeeded()
        return (log.misuses, error, world.state())
    }

    @Test("Seeded layouts give the same misuses, errors, constraints and frames either way")
    func shortcutAgreesWithWalk() {
        var differing: [UInt64] = []
        var sawUnrelated = false
        var sawError = false
        for seed in UInt64(1)...300 {
            for delegate in [true, false] {
                let fast = run(seed: seed, shortcut: true, delegate: delegate)
                let slow = run(seed: seed, shortcut: false, delegate: delegate)
                if fast.misuses != slow.misuses || fast.error != slow.error || fast.state != slow.state {
                    differing.append(seed)
                }
                #expect(fast.error?.contains("(and the world changed)") != true, "seed \(seed)")
                sawUnrelated = sawUnrelated || fast.misuses.contains { $0.hasPrefix("noCommonAncestor") }
                sawError = sawError || fast.error != nil
            }
        }
        #expect(differing.isEmpty, "seeds giving different outcomes: \(differing.prefix(10))")
        // The seeds reach both outcomes the shortcut must get right.
        #expect(sawUnrelated)
        #expect(sawError)
    }

    @Test("Views put once into the host or views put before chain to the host")
    func simpleLayoutChains() {
        let host = HeadlessView(identifier: "host")
        let (card, title) = (HeadlessView(), HeadlessView())
        let transaction = LayoutTransaction(host: host, strategy: .make)
        let layout = ViewLayout<HeadlessView>(view: host, parent: nil, transaction: transaction)
        let later = HeadlessView()
        layout.put(card) { card in
            card.put(title) { $0.top.equal(with: later.layout.bottom) }
            card.top.distanceToParent(at: 0)
        }
        layout.put(later)
        #expect(transaction.putsChainToHost)
        #expect(card.layoutStamp == transaction.stamp && title.layoutStamp == transaction.stamp)
        // Recorded between marked views: proven related then. Recorded to a
        // view put later: left for the commit to check.
        #expect(transaction.made.map(\.relatedInTransaction) == [0, transaction.stamp])
    }

    @Test("A view put twice, or into a view the layout did not put, breaks the chain")
    func chainBreaks() {
        let host = HeadlessView(identifier: "host")
        let (card, title, elsewhere) = (HeadlessView(), HeadlessView(), HeadlessView())
        let twice = LayoutTransaction(host: host, strategy: .make)
        let layout = ViewLayout<HeadlessView>(view: host, parent: nil, transaction: twice)
        layout.put(card)
        layout.put(title)
        layout.put(card)
        #expect(!twice.putsChainToHost)

        let outside = LayoutTransaction(host: host, strategy: .make)
        ViewLayout<HeadlessView>(view: elsewhere, parent: nil, transaction: outside).put(title)
        #expect(!outside.putsChainToHost)

        // A nested layout takes a view's mark: putting into it breaks the
        // outer chain.
        let outer = LayoutTransaction(host: host, strategy: .make)
        let outerLayout = ViewLayout<HeadlessView>(view: host, parent: nil, transaction: outer)
        let cardLayout = outerLayout.put(card)
        _ = LayoutTransaction(host: card, strategy: .make)
        cardLayout.put(title)
        #expect(!outer.putsChainToHost)
    }

    @Test(
        "A view's planned superview is its last put's parent, its own for any other view, none for the host's in a clean make",
        arguments: [LayoutStrategy.make, .makeCleanly])
    func plannedSuperviews(strategy: LayoutStrategy) {
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            let world = World()
            let transaction = LayoutTransaction(host: world.host, strategy: strategy)
            var lastParent: [ObjectIdentifier: HeadlessView] = [:]
            func check(_ moment: String) {
                for view in world.views {
                    var expected = lastParent[ObjectIdentifier(view)] ?? view.superview
                    if lastParent[ObjectIdentifier(view)] == nil, strategy == .makeCleanly,
                        view.superview === world.host
                    {
                        expected = nil
                    }
                    #expect(
                        transaction.plannedSuperview(of: view) === expected,
                        "seed \(seed), \(moment): \(view.layoutName)")
                }
            }
            for step in 0..<(4 + generator.below(12)) {
                // Any view but the host into any view, sometimes twice; now
                // and then a nested layout takes a put view's mark, and the
                // planned tree is read between puts.
                let view = world.views[1 + generator.below(world.views.count - 1)]
                let parent = world.views[generator.below(world.views.count)]
                guard view !== parent else { continue }
                transaction.put(view, into: parent)
                lastParent[ObjectIdentifier(view)] = parent
                if generator.below(4) == 0 { _ = LayoutTransaction(host: view, strategy: .make) }
                if generator.below(3) == 0 { check("after step \(step)") }
            }
            check("at the end")
        }
    }

    @Test("Constraints keep their views weakly: a view freed while a constraint names it is gone, and layout goes on")
    func constraintsOutliveTheirViews() throws {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let kept = HeadlessView(identifier: "kept")
        weak var weakGone: HeadlessView?
        var held: LayoutConstraint?
        var anchor: LayoutAnchor<VerticalPosition>?
        do {
            let gone = HeadlessView(identifier: "gone")
            try root.makeLayout { layout in
                layout.put(gone) { gone in
                    gone.top.distanceToParent(at: 5)
                    gone.fixToParent(.horizontal)
                    gone.height.equal(with: 10)
                }
                layout.put(kept) { kept in
                    kept.top.distance(to: gone.layout.bottom, at: 4)
                    kept.fixToParent(.horizontal)
                    kept.height.equal(with: 10)
                }
            }
            root.layoutIfNeeded()
            #expect(kept.frame.minY == 19)
            held = gone.constraints.first
            anchor = gone.layout.bottom
            // An anchor holds its view while it is kept: the view is freed
            // once the anchor is dropped, not before.
            gone.removeFromSuperview()
            weakGone = gone
        }
        #expect(weakGone != nil)
        anchor = nil
        #expect(weakGone == nil)
        #expect(held?.firstView == nil)
        #expect(kept.constraints.first?.secondView == nil)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(kept.frame.height == 10)
        _ = anchor
    }

    /// A view that, asked whether its height depends on its width, walks
    /// its own tree for a template key (as laying it out would), once.
    final class Meddler: HeadlessView {
        var walking = false

        override var intrinsicHeightDependsOnWidth: Bool {
            if !walking {
                walking = true
                _ = LayoutSystem.templateKey(of: rootView, measuresHeightFreely: false)
                walking = false
            }
            return false
        }
    }

    @Test("A template key names every view by its place, though a view walks the tree again during the walk")
    func templateKeyPlaces() throws {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let (meddler, below) = (Meddler(identifier: "meddler"), HeadlessView(identifier: "below"))
        try root.makeLayout { layout in
            layout.put(meddler) { $0.fillParent(priority: .required) }
            layout.put(below) { below in
                below.top.equal(with: meddler.layout.top, constant: 3)
                below.left.equal(with: meddler.layout.left)
            }
        }
        let (key, views, constraints) = try #require(LayoutSystem.templateKey(of: root, measuresHeightFreely: false))
        #expect(views.map(\.layoutName) == ["root", "meddler", "below"])
        #expect(key.constraints.count == constraints.count)
        for (constraint, made) in zip(key.constraints, constraints) {
            #expect(constraint.first.place == views.firstIndex { $0 === made.firstView })
            #expect(constraint.second?.place == views.firstIndex { $0 === made.secondView })
        }
    }
}
