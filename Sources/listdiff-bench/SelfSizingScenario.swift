import CellModels
import ConstraintSolver
import Foundation
@_spi(Instrumentation) import HeadlessList
import ListDiff
import Oracles

/// Scenario 12: a table of self-sizing rows laid out with the layout DSL
/// (a one-line title and a body that wraps, texts of seeded lengths),
/// estimated at 60 points until displayed, scrolled top to bottom one
/// screen at a time (each row measured as it arrives) and back up (every
/// size cached). Scenario 8b's table of fixed 44-point rows is scrolled in
/// the same rounds, alternating, as the yardstick.
@MainActor
enum SelfSizingScenario {
    final class StoryCell: HeadlessCell {
        let title = HeadlessLabel(identifier: "title")
        let body = build(HeadlessLabel(identifier: "body")) {
            $0.numberOfLines = 0
            $0.setContentHuggingPriority(ConstraintPriority(240), for: .vertical)
        }

        override func layoutChild(_ layout: ViewLayout<HeadlessView>) {
            layout.put(title) { $0.fixToParent(.fullTop, with: EdgeInsets(all: 12)) }
            layout.put(body) { body in
                body.atBottom(of: title, spacing: 4)
                body.fixToParent(.fullBottom, with: EdgeInsets(all: 12))
            }
        }
    }

    final class StoryModel: CellModel {
        typealias Cell = StoryCell
        let cellIdentifier: Int
        @ViewState var title: String
        @ViewState var body: String
        var contentSnapshot: StateSnapshot { StateSnapshot(title, body) }

        init(id: Int, title: String, body: String) {
            cellIdentifier = id
            self.title = title
            self.body = body
        }

        func configure(_ cell: StoryCell) {
            $title.bind(to: cell.title, \.text)
            $body.bind(to: cell.body, \.text)
        }
    }

    /// `count` stories with bodies of 0 to 40 seeded words.
    static func stories(_ count: Int) -> [AnyCellModel] {
        var random = SeededGenerator(seed: 11)
        let words = ["list", "cell", "diff", "layout", "a", "constraint", "of", "headless", "row", "binding"]
        return (0..<count).map { index in
            let body = (0..<Int.random(in: 0...40, using: &random)).map { _ in words.randomElement(using: &random)! }
            return AnyCellModel(StoryModel(id: index, title: "Story \(index)", body: body.joined(separator: " ")))
        }
    }

    /// About the mean height of the measured rows.
    static let sameCellRowHeight = 112.0

    static func selfSizingTable(_ rows: [AnyCellModel], rowHeight: TableLayout.RowHeight = .estimated(60))
        -> HeadlessTable
    {
        let table = HeadlessTable(
            size: HeadlessListScenario.viewport, metrics: TableLayout.Metrics(rowHeight: rowHeight))
        table.isRecordingEvents = false
        table.register(StoryCell.self, forReuseIdentifier: StoryModel.reuseIdentifier)
        table.cells = rows
        return table
    }

    /// Scrolls down one screen at a time to the bottom; returns the screens.
    /// Not inlined, so that a profiler can collect it alone
    /// (`--toggle-collect` on its symbol).
    @inline(never)
    static func scrollDown(_ table: HeadlessTable) -> Int {
        var screens = 0
        var y = 0.0
        while y < table.contentSize.height - table.viewportSize.height {
            y = min(y + table.viewportSize.height, table.contentSize.height - table.viewportSize.height)
            table.setContentOffset(Point(x: 0, y: y))
            y = table.contentOffset.y
            screens += 1
        }
        return screens
    }

    /// Scrolls up one screen at a time to the top; returns the screens.
    /// Not inlined, so that a profiler can collect it alone
    /// (`--toggle-collect` on its symbol).
    @inline(never)
    static func scrollUp(_ table: HeadlessTable) -> Int {
        var screens = 0
        var y = table.contentOffset.y
        while y > 0 {
            y = max(y - table.viewportSize.height, 0)
            table.setContentOffset(Point(x: 0, y: y))
            y = table.contentOffset.y
            screens += 1
        }
        return screens
    }

    static func notes(scale: Int, runs: Int, fixedRows: [AnyCellModel]) -> [String] {
        // For a profiler: one scroll alone over 5,000 rows (or the positive
        // LISTDIFF_12P_ROWS), chosen by LISTDIFF_12P (`fixed`: scenario 8b's
        // rows down; `down`, the default: self-sizing rows down; `up`: down,
        // then back up), collected with `valgrind --tool=callgrind
        // --toggle-collect='*SelfSizingScenario*scrollDown*'` (or
        // `scrollUp`) and `--only "12p. "`. One scroll a run: three profiling
        // functions of one body each were folded into one symbol.
        var notes: [String] = []
        if wanted("12p. ") {
            let which = ProfilingEnvironment.choice("LISTDIFF_12P", among: ["fixed", "down", "up"]) ?? "down"
            let count = ProfilingEnvironment.positiveCount("LISTDIFF_12P_ROWS") ?? 5_000
            let table =
                which == "fixed"
                ? HeadlessListScenario.makeTable(Array(fixedRows.prefix(count))) : selfSizingTable(stories(count))
            var screens = scrollDown(table)
            if which == "up" { screens = scrollUp(table) }
            notes.append("scenario 12p. \(which): \(screens) screens, for a profiler")
        }
        guard wanted("12. ") else { return notes }
        let rows = stories(100_000 / scale)
        let clock = ContinuousClock()
        var fixedScreens = 0
        var downScreens = 0
        var upScreens = 0
        var created = 0
        var passes = 0
        var measuredRows = 0
        var reusedLayouts = 0
        var reusedLayoutsDown = 0
        var sameCellScreens = 0
        var sameCellDownScreens = 0
        var sameCellReusedLayouts = 0
        let measured = Measurement.alternating(
            runs: runs,
            [
                {
                    let table = HeadlessListScenario.makeTable(fixedRows)
                    return clock.measure { fixedScreens = scrollDown(table) }
                },
                {
                    let table = selfSizingTable(rows)
                    let duration = clock.measure { downScreens = scrollDown(table) }
                    precondition(
                        table.indexPathsForVisibleItems.last?.item == rows.count - 1,
                        "scenario 12: did not reach the bottom")
                    created = table.reuseCounters(for: StoryModel.reuseIdentifier).created
                    passes = table.instrumentation.sizingPasses
                    reusedLayoutsDown = table.instrumentation.solvedLayoutsReused
                    measuredRows = (0..<rows.count).count {
                        (try? table.layout.needsMeasurement(at: ItemPath(section: 0, item: $0))) == false
                    }
                    return duration
                },
                {
                    let table = selfSizingTable(rows)
                    _ = scrollDown(table)
                    let before = table.instrumentation
                    let duration = clock.measure { upScreens = scrollUp(table) }
                    precondition(
                        table.instrumentation.sizingPasses == before.sizingPasses,
                        "scenario 12: measured again on the way up")
                    reusedLayouts = table.instrumentation.solvedLayoutsReused - before.solvedLayoutsReused
                    return duration
                },
                {
                    // For information: the same cells at a fixed height
                    // near the measured rows' mean, scrolled down (what
                    // measuring adds to showing these cells)...
                    let table = selfSizingTable(rows, rowHeight: .fixed(sameCellRowHeight))
                    return clock.measure { sameCellDownScreens = scrollDown(table) }
                },
                {
                    // ... and back up.
                    let table = selfSizingTable(rows, rowHeight: .fixed(sameCellRowHeight))
                    _ = scrollDown(table)
                    let before = table.instrumentation.solvedLayoutsReused
                    let duration = clock.measure { sameCellScreens = scrollUp(table) }
                    sameCellReusedLayouts = table.instrumentation.solvedLayoutsReused - before
                    return duration
                },
            ])
        let fixed = Measurement(samples: measured[0].samples.map { $0 / max(fixedScreens, 1) })
        let down = Measurement(samples: measured[1].samples.map { $0 / max(downScreens, 1) })
        let up = Measurement(samples: measured[2].samples.map { $0 / max(upScreens, 1) })
        let sameCellsDown = Measurement(samples: measured[3].samples.map { $0 / max(sameCellDownScreens, 1) })
        let sameCells = Measurement(samples: measured[4].samples.map { $0 / max(sameCellScreens, 1) })
        return notes + [
            "scenario 12: \(formatted(rows.count)) self-sizing rows (a title and a wrapping body laid out with the DSL, "
                + "estimated at 60 points), scrolled one screen at a time: down (measured as they arrive) "
                + "\(HeadlessListScenario.microseconds(down)) per screen over \(formatted(downScreens)) screens = "
                + "\(HeadlessListScenario.ratios(down, fixed)) scenario 8b's fixed rows (target ≤ 3×), "
                + "\(formatted(reusedLayoutsDown)) cells laid out from the solve that measured them; "
                + "back up (cached) \(HeadlessListScenario.microseconds(up)) per screen over \(formatted(upScreens)) screens = "
                + "\(HeadlessListScenario.ratios(up, fixed)) (target ≤ 1.2×), \(formatted(reusedLayouts)) cells laid out from "
                + "their item's kept solve; fixed rows \(HeadlessListScenario.microseconds(fixed)) "
                + "per screen in the same rounds; \(created) cells created, \(formatted(passes)) sizing passes for "
                + "\(formatted(measuredRows)) rows measured (target: no more passes than rows); for information, "
                + "the same cells at a fixed \(Int(sameCellRowHeight)) points scrolled down: "
                + "\(HeadlessListScenario.microseconds(sameCellsDown)) per screen, the measuring self-sizing screens "
                + "\(HeadlessListScenario.ratios(down, sameCellsDown)) that; scrolled back up: "
                + "\(HeadlessListScenario.microseconds(sameCells)) per screen (\(formatted(sameCellReusedLayouts)) cells "
                + "laid out from their item's kept solve), the cached self-sizing screens "
                + "\(HeadlessListScenario.ratios(up, sameCells)) that"
        ]
    }
}
