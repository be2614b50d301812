import CellModels
import Foundation
import HeadlessList
import ListDiff

/// Scenario 8: HeadlessList at 100,000 rows, with scenario 2's items erased
/// as scenario 7's cell models.
///
/// - 8a: applying scenario 2 to a table that holds the old rows, against the
///   diff alone (the `Plan` on one `CellSection` that the table runs);
/// - 8b: scrolling the table top to bottom one screen at a time;
/// - 8c: a visible-range query in the middle of the content at 1,000 and at
///   100,000 rows.
///
/// Building a table with its rows is never timed: each timed run gets a
/// fresh table built before the clock starts. Events are not recorded
/// (`isRecordingEvents` off, as for any long-running list); the event
/// callbacks still run.
@MainActor
enum HeadlessListScenario {
    /// A phone-sized viewport.
    static let viewport = Size(width: 390, height: 844)

    /// Runs 8a, 8b and 8c and returns their lines for the notes.
    static func notes(scale: Int, runs: Int, scenario2: (old: [UUIDItem], new: [UUIDItem])) -> [String] {
        let old = CellModelScenario.erase(scenario2.old)
        let new = CellModelScenario.erase(scenario2.new)
        var lines = apply(old: old, new: new, runs: runs)
        lines += scroll(rows: old, runs: min(runs, 5))
        lines += query(small: Array(old.prefix(1_000 / scale)), large: old, queries: 10_000 / scale, runs: runs)
        return lines
    }

    // MARK: - 8a

    static func apply(old: [AnyCellModel], new: [AnyCellModel], runs: Int) -> [String] {
        let oldSections = [CellSection(id: "", items: old)]
        let newSections = [CellSection(id: "", items: new)]
        let operations = Plan(from: oldSections, to: newSections).counts.operations
        let defaultThreshold = HeadlessTable(size: viewport).fullReloadThreshold
        let clock = ContinuousClock()
        /// Applies `new` to a fresh table holding `old`; only the apply is
        /// timed.
        func applying(threshold: Int?) -> () -> Duration {
            {
                let table = makeTable(old)
                table.fullReloadThreshold = threshold
                table.setContentOffset(Point(x: 0, y: middle(of: table)))
                let duration = clock.measure { table.cells = new }
                precondition(
                    table.cells.lazy.map(\.id).elementsEqual(new.lazy.map(\.id)),
                    "scenario 8a: the table does not show the new rows")
                return duration
            }
        }
        let reloads = defaultThreshold.map { operations > $0 } ?? false
        // Interleaved, so that the ratios compare runs made under the same
        // load. When the table reloads, the plan applied as batch updates
        // too, against its own target.
        let measured = Measurement.alternating(
            runs: runs,
            [
                { clock.measure { blackHole(Plan(from: oldSections, to: newSections)) } },
                { clock.measure { blackHole(Changeset(from: old, to: new)) } },
                applying(threshold: defaultThreshold),
            ] + (reloads ? [applying(threshold: nil)] : []))
        let (plan, changeset, apply) = (measured[0], measured[1], measured[2])
        let table = "a \(formatted(old.count))-row HeadlessTable scrolled to the middle"
        let how =
            reloads
            ? "above the default fullReloadThreshold of \(formatted(defaultThreshold ?? 0)), so a full reload"
            : "as batch updates"
        var lines = [
            "scenario 8a: the diff alone on the erased arrays: Plan on one CellSection (what the table runs) "
                + "\(times(plan)); Changeset (scenario 7's diff) \(times(changeset)) = "
                + String(format: "%.2f× the Plan", changeset.minimum.milliseconds / plan.minimum.milliseconds),
            "scenario 8a: applying scenario 2 (\(formatted(operations)) operations, \(how)) to \(table): "
                + "\(times(apply)) = \(ratios(apply, plan)) the diff alone (target ≤ 2× at 100,000 rows)",
        ]
        if reloads {
            lines.append(
                "scenario 8a: the same applied as batch updates (fullReloadThreshold = nil): "
                    + "\(times(measured[3])) = \(ratios(measured[3], plan)) the diff alone (target ≤ 1.4×)")
        }
        return lines
    }

    // MARK: - 8b

    static func scroll(rows: [AnyCellModel], runs: Int) -> [String] {
        let clock = ContinuousClock()
        var screens = 0
        var created = 0
        var createdWhileScrolling = 0
        var reused = 0
        let measurement = Measurement.alternating(
            runs: runs,
            [
                {
                    let table = makeTable(rows)
                    let before = table.reusePool.totalCounters
                    let bottom = table.contentSize.height - viewport.height
                    let duration = clock.measure {
                        var y = 0.0
                        screens = 0
                        while y < bottom {
                            y = min(y + viewport.height, bottom)
                            table.setContentOffset(Point(x: 0, y: y))
                            screens += 1
                        }
                    }
                    precondition(
                        table.indexPathsForVisibleItems.last?.item == rows.count - 1,
                        "scenario 8b: did not reach the bottom")
                    let after = table.reusePool.totalCounters
                    created = after.created
                    createdWhileScrolling = after.created - before.created
                    reused = after.reused - before.reused
                    return duration
                }
            ])[0]
        let perScreen = Measurement(samples: measurement.samples.map { $0 / max(screens, 1) })
        return [
            "scenario 8b: scrolling a \(formatted(rows.count))-row HeadlessTable (44-point rows, "
                + "\(Int(viewport.width)) × \(Int(viewport.height)) viewport) top to bottom one screen at a time, "
                + "\(formatted(screens)) screens: \(times(measurement)) in all, \(microseconds(perScreen)) per screen; "
                + "\(created) cells created in all (\(createdWhileScrolling) of them while scrolling), "
                + "\(formatted(reused)) reused"
        ]
    }

    // MARK: - 8c

    static func query(small: [AnyCellModel], large: [AnyCellModel], queries: Int, runs: Int) -> [String] {
        let queries = max(queries, 1)
        func perQuery(_ rows: [AnyCellModel]) -> (Measurement, Int) {
            let table = makeTable(rows)
            let y = middle(of: table)
            table.setContentOffset(Point(x: 0, y: y))
            var found = 0
            let measurement = Measurement.of(runs: runs) {
                var total = 0
                for index in 0..<queries {
                    // A different rect each time, so no call can be hoisted.
                    let rect = Rect(
                        x: 0, y: y + Double(index & 31), width: viewport.width, height: viewport.height)
                    total &+= table.indexPathsForItems(in: rect).count
                }
                found = total / queries
                blackHole(total)
            }
            return (Measurement(samples: measurement.samples.map { $0 / queries }), found)
        }
        let (smallQuery, smallFound) = perQuery(small)
        let (largeQuery, largeFound) = perQuery(large)
        return [
            "scenario 8c: visible-range query (indexPathsForItems(in:) on the visible rect, middle of the content, "
                + "\(formatted(queries)) queries per sample, about \(smallFound)/\(largeFound) rows found): "
                + "\(formatted(small.count)) rows \(microseconds(smallQuery)), "
                + "\(formatted(large.count)) rows \(microseconds(largeQuery)) per query = "
                + "\(ratios(largeQuery, smallQuery)) (target ≤ 2×)"
        ]
    }

    // MARK: - Helpers

    /// A table holding `rows` in one section, its three cell classes
    /// registered, recording no events.
    static func makeTable(_ rows: [AnyCellModel]) -> HeadlessTable {
        let table = HeadlessTable(size: viewport)
        table.isRecordingEvents = false
        table.register(
            CellModelScenario.PostCell.self, forReuseIdentifier: CellModelScenario.PostModel.reuseIdentifier)
        table.register(CellModelScenario.AdCell.self, forReuseIdentifier: CellModelScenario.AdModel.reuseIdentifier)
        table.register(
            CellModelScenario.HeaderCell.self, forReuseIdentifier: CellModelScenario.HeaderModel.reuseIdentifier)
        table.cells = rows
        return table
    }

    /// The content offset that shows the middle of the content.
    static func middle(of table: HeadlessTable) -> Double {
        max(table.contentSize.height - viewport.height, 0) / 2
    }

    /// Such as `52.1 ms min / 55.0 ms median`.
    static func times(_ measurement: Measurement) -> String {
        String(
            format: "%.1f ms min / %.1f ms median", measurement.minimum.milliseconds, measurement.median.milliseconds)
    }

    /// Such as `1.62 µs min / 1.70 µs median`.
    static func microseconds(_ measurement: Measurement) -> String {
        String(
            format: "%.2f µs min / %.2f µs median", measurement.minimum.milliseconds * 1_000,
            measurement.median.milliseconds * 1_000)
    }

    /// Such as `1.31× (median 1.35×)`: the minimums' ratio, then the
    /// medians'.
    static func ratios(_ a: Measurement, _ b: Measurement) -> String {
        String(
            format: "%.2f× (median %.2f×)", a.minimum.milliseconds / b.minimum.milliseconds,
            a.median.milliseconds / b.median.milliseconds)
    }
}
