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
                            view.atBottom(of: previous, spacing: 8, priority: .required)
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

    static func microseconds(_ duration: Duration) -> Double { duration.milliseconds * 1_000 }

    /// Runs the scenario and returns the lines to print.
    static func notes(quick: Bool, runs: Int) -> [String] {
        guard wanted("layout chain") else { return [] }
        var notes: [String] = []
        var perView: [Int: (build: Double, resize: Double)] = [:]
        let changes = quick ? 50 : 1_000
        let counts = quick ? [100, 1_000] : [1_000, 10_000]
        for count in counts {
            let chainRuns = count >= 10_000 ? 5 : max(runs, 5)
            let build = Measurement.of(runs: chainRuns) { blackHole(buildChain(count)) }
            let (root, views) = buildChain(count)
            let resize = Measurement.of(runs: chainRuns) {
                for change in 0..<changes {
                    root.frame.size.width = Double(200 + change % 400)
                    root.layoutIfNeeded()
                }
            }
            let last = views[count - 1].frame
            let expectedTop = Double(count) * 8 + Double(count - 1) * 44
            guard last.minY == expectedTop, last.width == root.frame.width else {
                fatalError("DSL chain of \(count): last frame \(last), expected top \(expectedTop)")
            }
            let buildPerView = microseconds(build.minimum) / Double(count)
            let resizePerView = microseconds(resize.minimum) / Double(count * changes)
            perView[count] = (buildPerView, resizePerView)
            notes.append(
                String(
                    format:
                        "layout chain (DSL) of %d views: makeLayout and layoutIfNeeded %.2f / %.2f ms (%.3f µs per view); %d width changes laid out %.2f / %.2f ms (%.4f µs per view per change)",
                    count, build.minimum.milliseconds, build.median.milliseconds, buildPerView, changes,
                    resize.minimum.milliseconds, resize.median.milliseconds, resizePerView))
        }
        if let small = perView[counts[0]], let large = perView[counts[1]] {
            notes.append(
                String(
                    format: "layout chain (DSL) growth per view from %d to %d views: build %.2f×, width change %.2f×",
                    counts[0], counts[1], large.build / small.build, large.resize / small.resize))
        }
        return notes
    }
}
