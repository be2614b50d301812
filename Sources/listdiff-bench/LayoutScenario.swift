import ConstraintSolver
import Foundation
import HeadlessList

/// The layout DSL's scenario: issue 9's chain of views built with
/// `makeLayout` and laid out with `layoutIfNeeded()` (frames written), then
/// the parent's width changed and laid out again; the solver-level chain in
/// `SolverScenario` is its floor.
@MainActor
enum LayoutScenario {
    /// A root 320 wide holding `count` views, each 8 below the previous
    /// one, spanning the root, at least 44 tall.
    static func buildChain(_ count: Int) -> (HeadlessView, [HeadlessView]) {
        let root = HeadlessView(identifier: "root")
        root.frame = Rect(x: 0, y: 0, width: 320, height: 1_000)
        let views = (0..<count).map { HeadlessView(identifier: "view\($0)") }
        do {
            try root.makeLayout { layout in
                var previous: HeadlessView?
                for view in views {
                    layout.put(view) { view in
                        if let previous {
                            // The spacing alone, as the chain has always been
                            // measured: `atBottom(of:)` now also centres the
                            // view on `previous` at a low priority (seed 001),
                            // a weak constraint a view, which this chain's
                            // figures have never included.
                            view.top.distance(to: previous.layout.bottom, at: 8, priority: .required)
                            if ProfilingKnob.weakChain {
                                view.top.distance(to: previous.layout.bottom, at: 12, priority: .low)
                            }
                        } else {
                            view.top.distanceToParent(at: 8, priority: .required)
                        }
                        view.fixToParent(.horizontal, priority: .required)
                        view.height.moreThan(44, priority: .required)
                    }
                    previous = view
                }
            }
        } catch {
            fatalError("the DSL chain does not build: \(error)")
        }
        root.layoutIfNeeded()
        return (root, views)
    }

    /// Runs the scenario and returns the lines to print.
    static func notes(quick: Bool, runs: Int) -> [String] {
        guard wanted("layout chain") else { return [] }
        let knob = ProfilingKnob.chain
        let changes = knob?.changes ?? (quick ? 50 : 1_000)
        return ChainReport.lines(
            "layout chain (DSL)", build: "makeLayout and layoutIfNeeded", change: "width changes laid out",
            counts: knob.map { [$0.count] } ?? (quick ? [100, 1_000] : [1_000, 10_000]), changes: changes
        ) { count in
            let chainRuns = knob?.runs ?? (count >= 10_000 ? 5 : max(runs, 5))
            let build = Measurement.of(runs: chainRuns) { blackHole(buildChain(count)) }
            let (root, views) = buildChain(count)
            let resize = Measurement.of(runs: chainRuns) {
                for change in 0..<changes {
                    root.frame.size.width = Double(200 + change % 400)
                    root.layoutIfNeeded()
                }
            }
            let last = views[count - 1].frame
            let gap = ProfilingKnob.weakChain ? 12.0 : 8.0
            let expectedTop = 8 + Double(count - 1) * (gap + 44)
            guard last.minY == expectedTop, last.width == root.frame.width else {
                fatalError("DSL chain of \(count): last frame \(last), expected top \(expectedTop)")
            }
            return (build, resize)
        }
    }
}

/// `LISTDIFF_CHAIN=count,changes,runs` measures one chain of `count` views
/// with `changes` width changes a sample and `runs` samples, for a profiler
/// (`valgrind --tool=callgrind`), where the full scenario takes too long.
struct ProfilingKnob {
    var count: Int
    var changes: Int
    var runs: Int

    /// `LISTDIFF_CHAIN_WEAK=1` gives every view of the chain a weak
    /// constraint too (12 below the previous view, at a low priority), as
    /// `atBottom(of:)`'s centring does: the case whose optimiser scan was
    /// quadratic.
    static let weakChain = ProcessInfo.processInfo.environment["LISTDIFF_CHAIN_WEAK"] == "1"

    /// The knob from the environment, if set and well formed.
    static let chain: ProfilingKnob? = {
        guard let text = ProcessInfo.processInfo.environment["LISTDIFF_CHAIN"] else { return nil }
        let numbers = text.split(separator: ",").compactMap { Int($0) }
        guard numbers.count == 3, numbers[0] > 0, numbers[1] >= 0, numbers[2] > 0 else { return nil }
        return ProfilingKnob(count: numbers[0], changes: numbers[1], runs: numbers[2])
    }()
}
