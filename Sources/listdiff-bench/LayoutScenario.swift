import ConstraintSolver
import Foundation
import HeadlessList
import Oracles

/// The layout DSL's scenario: issue 9's chain of views built with
/// `makeLayout` and laid out with `layoutIfNeeded()` (frames written), then
/// the parent's width changed and laid out again; the solver-level chain in
/// `SolverScenario` is its floor.
@MainActor
enum LayoutScenario {
    /// The chain of `count` views (``ViewChain``) made, laid out and its
    /// frames written.
    ///
    /// Not inlined, so that callgrind can count it alone
    /// (`--toggle-collect='*LayoutScenario*buildChain*'`, the README's
    /// instructions a view).
    @inline(never)
    static func buildChain(_ count: Int) -> (HeadlessView, [HeadlessView]) {
        let (root, views) = ViewChain.makeViews(count)
        layOutChain(root, views)
        root.layoutIfNeeded()
        return (root, views)
    }

    /// The chain's `makeLayout` (``ViewChain/layOut(_:_:weak:)``), with the
    /// weak constraint when `LISTDIFF_CHAIN_WEAK=1`.
    static func layOutChain(_ root: HeadlessView, _ views: [HeadlessView]) {
        do {
            try ViewChain.layOut(root, views, weak: ChainKnob.weakChain)
        } catch {
            fatalError("the DSL chain does not build: \(error)")
        }
    }

    /// The chain's build split into what ``buildChain(_:)`` does and the
    /// freeing of the tree it made, which the build's measurement also
    /// holds (each sample frees the previous one's chain): the minimum of
    /// each phase over `runs` builds, in µs a view.
    static func phases(_ count: Int, runs: Int) -> [(name: String, perView: Double)] {
        let clock = ContinuousClock()
        var best = Array(repeating: Duration.seconds(1_000), count: 4)
        for _ in 0..<max(1, runs) {
            // The only holder of the chain, so that setting it to `nil`
            // frees it.
            var made: (root: HeadlessView, views: [HeadlessView])?
            var times: [Duration] = []
            times.append(clock.measure { made = ViewChain.makeViews(count) })
            times.append(clock.measure { layOutChain(made!.root, made!.views) })
            times.append(clock.measure { made!.root.layoutIfNeeded() })
            times.append(clock.measure { made = nil })
            for index in best.indices { best[index] = min(best[index], times[index]) }
        }
        return zip(["views made", "makeLayout", "layoutIfNeeded", "freed"], best).map {
            ($0, $1.milliseconds * 1_000 / Double(count))
        }
    }

    /// Runs the scenario and returns the lines to print.
    static func notes(quick: Bool, runs: Int) -> [String] {
        guard wanted("layout chain") else { return [] }
        let knob = ChainKnob.chain
        let changes = knob?.changes ?? (quick ? 50 : 1_000)
        var split: [Int: [(name: String, perView: Double)]] = [:]
        let lines = ChainReport.lines(
            "layout chain (DSL)", build: "makeLayout and layoutIfNeeded", change: "width changes laid out",
            counts: knob.map { [$0.count] } ?? (quick ? [100, 1_000] : [1_000, 10_000]), changes: changes
        ) { count in
            let chainRuns = knob?.runs ?? (count >= 10_000 ? 5 : max(runs, 5))
            let build = Measurement.of(runs: chainRuns) { blackHole(buildChain(count)) }
            split[count] = phases(count, runs: chainRuns)
            let (root, views) = buildChain(count)
            let resize = Measurement.of(runs: chainRuns) {
                for change in 0..<changes {
                    root.frame.size.width = Double(200 + change % 400)
                    root.layoutIfNeeded()
                }
            }
            let last = views[count - 1].frame
            // 8 between views, with or without the weak constraint: it asks
            // for 12, which the required 8 outranks.
            let expectedTop = 8 + Double(count - 1) * (8 + 44)
            guard last.minY == expectedTop, last.width == root.frame.width else {
                fatalError("DSL chain of \(count): last frame \(last), expected top \(expectedTop)")
            }
            return (build, resize)
        }
        return lines
            + split.keys.sorted().map { count in
                "layout chain (DSL) of \(count) views, the build's phases (minimum of each over the runs, µs a view): "
                    + split[count]!.map { String(format: "%@ %.3f", $0.name, $0.perView) }.joined(separator: ", ")
            }
    }
}

/// The layout chain's profiling knob, read with ``ProfilingEnvironment``:
/// `LISTDIFF_CHAIN=count,changes,runs` measures one chain of `count` views
/// with `changes` width changes a sample and `runs` samples, for a profiler
/// (`valgrind --tool=callgrind`), where the full scenario takes too long.
/// `buildChain` then runs `runs` + 2 times (a warm-up, the samples, and the
/// build whose frames are checked), and a profile collected on it holds
/// them all: divide by `count` × (`runs` + 2) for instructions a view.
struct ChainKnob {
    var count: Int
    var changes: Int
    var runs: Int

    /// `LISTDIFF_CHAIN_WEAK=1` gives every view of the chain a weak
    /// constraint too: `ViewChain.layOut(_:_:weak:)` with `weak` set,
    /// whose doc comment says what the constraint is and which of the
    /// solver's costs it once made quadratic.
    static let weakChain = ProfilingEnvironment.choice("LISTDIFF_CHAIN_WEAK", among: ["1"]) != nil

    /// The knob from the environment, if set and well formed.
    static let chain: ChainKnob? = {
        guard let numbers = ProfilingEnvironment.counts("LISTDIFF_CHAIN"), numbers.count == 3, numbers[0] > 0,
            numbers[2] > 0
        else { return nil }
        return ChainKnob(count: numbers[0], changes: numbers[1], runs: numbers[2])
    }()
}
