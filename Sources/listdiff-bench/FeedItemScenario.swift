import CellModels
import FeedItem
import Foundation
@_spi(Instrumentation) import HeadlessList
import ListDiff

/// Scenario 13: LayoutFrameworkBenchmark's LinkedIn feed item, laid out
/// with the DSL's anchors, with the reference's visual format strings and
/// by hand (all three giving the same frames, as FeedItemTests proves),
/// side by side in alternating rounds:
///
/// - 13a: N items from scratch (views made, texts set, fitted to a 375
///   width and laid out), N the reference benchmark's counts (10 to 100)
///   and then 10,000;
/// - 13b: the same N items laid out again at a new width (375 ↔ 320);
/// - 13c: a table of 10,000 self-sizing feed items scrolled down and back up,
///   against scenario 8b's fixed rows, as scenario 12.
@MainActor
enum FeedItemScenario {
    /// One way of making and laying out an item.
    struct Variant {
        var name: String
        var make: (FeedItemData, Double) -> HeadlessView
        var relayOut: (HeadlessView, Double) -> Void
    }

    static let variants: [Variant] = [
        Variant(
            name: "manual",
            make: { data, width in
                let item = FeedItemManualView()
                item.setData(data)
                item.layoutManually(width: width)
                return item
            },
            relayOut: { item, width in (item as! FeedItemManualView).layoutManually(width: width) }),
        Variant(
            name: "DSL", make: { data, width in constrained(.anchors, data, width) },
            relayOut: { item, width in item.layoutFitting(width: width) }),
        Variant(
            name: "format strings", make: { data, width in constrained(.formatStrings, data, width) },
            relayOut: { item, width in item.layoutFitting(width: width) }),
    ]

    static func constrained(_ style: FeedItemView.Style, _ data: FeedItemData, _ width: Double) -> HeadlessView {
        let item = FeedItemView(style: style)
        do {
            try item.layOutParts()
        } catch {
            fatalError("scenario 13: the feed item does not lay out: \(error)")
        }
        item.setData(data)
        item.layoutFitting(width: width)
        return item
    }

    static func notes(quick: Bool, runs: Int, fixedRows: [AnyCellModel]) -> [String] {
        var notes: [String] = []
        if wanted("13a. ") || wanted("13b. ") {
            let counts = quick ? [10, 100, 1_000] : [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 10_000]
            var scratch: [[Measurement]] = []
            var again: [[Measurement]] = []
            for count in counts {
                let data = FeedItemData.generate(count: count)
                let rounds = count >= 10_000 ? 3 : max(runs, 5) * 3
                let clock = ContinuousClock()
                var items: [[HeadlessView]] = variants.map { _ in [] }
                var width = 375.0
                scratch.append(
                    Measurement.alternating(
                        runs: rounds,
                        variants.indices.map { index in
                            {
                                clock.measure { items[index] = data.map { variants[index].make($0, 375) } }
                            }
                        }))
                again.append(
                    Measurement.alternating(
                        runs: rounds,
                        variants.indices.map { index in
                            {
                                if index == 0 { width = width == 375 ? 320 : 375 }
                                let variant = variants[index]
                                return clock.measure { for item in items[index] { variant.relayOut(item, width) } }
                            }
                        }))
                blackHole(items)
            }
            for (title, measured) in [
                ("13a. feed items from scratch", scratch), ("13b. feed items again at a new width", again),
            ] {
                var lines: [String] = []
                for (count, measurements) in zip(counts, measured) {
                    let perItem = measurements.map { Measurement(samples: $0.samples.map { $0 / count }) }
                    let cells = zip(variants, perItem).dropFirst().map { variant, measurement in
                        "\(variant.name) \(HeadlessListScenario.microseconds(measurement)) = "
                            + "\(HeadlessListScenario.ratios(measurement, perItem[0]))"
                    }
                    lines.append(
                        "\(formatted(count)): manual \(HeadlessListScenario.microseconds(perItem[0])); "
                            + cells.joined(separator: "; "))
                }
                notes.append(
                    "scenario \(title) (21 views, 67 constraints; per item, ratios to manual layout): "
                        + lines.joined(separator: " · "))
            }
        }
        if wanted("13p. ") {
            // For a profiler: one pass of each, alone
            // (`valgrind --tool=callgrind --toggle-collect=<symbol>`).
            let data = FeedItemData.generate(count: profiledCount)
            // Warmed first, as the timed rounds are: the first items of a
            // shape compile its layout and look its types up once.
            let warming = FeedItemData.generate(count: 20)
            for variant in variants { blackHole(warming.map { variant.make($0, 375) }) }
            let items = profileScratch(data)
            // Each width's compiled layout made before the pass profiled,
            // which then shows the steady state of scenario 13b.
            for width in [320.0, 375] { for item in items { item.layoutFitting(width: width) } }
            profileAgain(items)
            profileManualAgain(profileManualScratch(data))
            blackHole(profileFormats(data))
            notes.append("scenario 13p. \(items.count) DSL feed items made and laid out again, for a profiler")
        }
        if wanted("13c. ") {
            notes += listNotes(scale: quick ? 20 : 1, runs: min(runs, 5), fixedRows: fixedRows)
        }
        return notes
    }

    /// How many items `--only "13p. "` makes of each kind: 200, or
    /// `LISTDIFF_13P_COUNT` when set to a positive number (10,000 shows
    /// scenario 13b's cache misses, with `--cache-sim=yes`).
    static let profiledCount = ProfilingEnvironment.positiveCount("LISTDIFF_13P_COUNT") ?? 200

    /// Makes and lays out the DSL's items for `data`, for a profiler.
    @inline(never) @_optimize(none)  // not merged with its twin below
    static func profileScratch(_ data: [FeedItemData]) -> [HeadlessView] {
        data.map { constrained(.anchors, $0, 375) }
    }

    /// Makes and lays out the manual items for `data`, for a profiler.
    @inline(never)
    static func profileManualScratch(_ data: [FeedItemData]) -> [HeadlessView] {
        data.map { variants[0].make($0, 375) }
    }

    /// Lays the manual `items` out again at a new width, for a profiler.
    @inline(never)
    static func profileManualAgain(_ items: [HeadlessView]) {
        for item in items { variants[0].relayOut(item, 320) }
    }

    /// Makes and lays out the format strings' items for `data`, for a
    /// profiler. A loop, not a `map` as in ``profileScratch(_:)``: the
    /// compiler merged the two identical bodies into one function, which
    /// blurred the profiles' call counts.
    @inline(never) @_optimize(none)
    static func profileFormats(_ data: [FeedItemData]) -> [HeadlessView] {
        var items: [HeadlessView] = []
        for element in data { items.append(constrained(.formatStrings, element, 375)) }
        return items
    }

    /// Lays `items` out again at a new width, for a profiler.
    @inline(never)
    static func profileAgain(_ items: [HeadlessView]) {
        for item in items { item.layoutFitting(width: 320) }
    }

    // MARK: - The self-sizing list

    final class FeedCell: HeadlessCell {
        let item = FeedItemView(style: .anchors)

        override func layoutChild(_ layout: ViewLayout<HeadlessView>) {
            layout.put(item) { $0.fillParent(priority: .required) }
        }
    }

    final class FeedModel: CellModel {
        typealias Cell = FeedCell
        let cellIdentifier: Int
        @ViewState var actionText: String
        @ViewState var posterName: String
        @ViewState var posterHeadline: String
        @ViewState var posterTimestamp: String
        @ViewState var posterComment: String
        @ViewState var contentTitle: String
        @ViewState var contentDomain: String
        @ViewState var actorComment: String
        var contentSnapshot: StateSnapshot {
            StateSnapshot(
                actionText, posterName, posterHeadline, posterTimestamp, posterComment, contentTitle, contentDomain,
                actorComment)
        }

        init(id: Int, _ data: FeedItemData) {
            cellIdentifier = id
            actionText = data.actionText
            posterName = data.posterName
            posterHeadline = data.posterHeadline
            posterTimestamp = data.posterTimestamp
            posterComment = data.posterComment
            contentTitle = data.contentTitle
            contentDomain = data.contentDomain
            actorComment = data.actorComment
        }

        func configure(_ cell: FeedCell) {
            let item = cell.item
            $actionText.bind(to: item.topBar.actionLabel, \.text)
            $posterName.bind(to: item.miniProfile.posterNameLabel, \.text)
            $posterHeadline.bind(to: item.miniProfile.posterHeadlineLabel, \.text)
            $posterTimestamp.bind(to: item.miniProfile.posterTimeLabel, \.text)
            $posterComment.bind(to: item.miniProfile.posterCommentLabel, \.text)
            $contentTitle.bind(to: item.miniContent.contentTitleLabel, \.text)
            $contentDomain.bind(to: item.miniContent.contentDomainLabel, \.text)
            $actorComment.bind(to: item.comment.actorCommentLabel, \.text)
        }
    }

    static func feedTable(_ rows: [AnyCellModel]) -> HeadlessTable {
        let table = HeadlessTable(
            size: HeadlessListScenario.viewport, metrics: TableLayout.Metrics(rowHeight: .estimated(400)))
        table.isRecordingEvents = false
        table.register(FeedCell.self, forReuseIdentifier: FeedModel.reuseIdentifier)
        table.cells = rows
        return table
    }

    static func listNotes(scale: Int, runs: Int, fixedRows: [AnyCellModel]) -> [String] {
        let rows = FeedItemData.generate(count: 10_000 / scale).enumerated().map {
            AnyCellModel(FeedModel(id: $0.offset, $0.element))
        }
        let clock = ContinuousClock()
        var (fixedScreens, downScreens, upScreens) = (0, 0, 0)
        let measured = Measurement.alternating(
            runs: runs,
            [
                {
                    let table = HeadlessListScenario.makeTable(fixedRows)
                    return clock.measure { fixedScreens = SelfSizingScenario.scrollDown(table) }
                },
                {
                    let table = feedTable(rows)
                    let duration = clock.measure { downScreens = SelfSizingScenario.scrollDown(table) }
                    precondition(
                        table.indexPathsForVisibleItems.last?.item == rows.count - 1,
                        "scenario 13c: did not reach the bottom")
                    return duration
                },
                {
                    let table = feedTable(rows)
                    _ = SelfSizingScenario.scrollDown(table)
                    return clock.measure { upScreens = SelfSizingScenario.scrollUp(table) }
                },
            ])
        let fixed = Measurement(samples: measured[0].samples.map { $0 / max(fixedScreens, 1) })
        let down = Measurement(samples: measured[1].samples.map { $0 / max(downScreens, 1) })
        let up = Measurement(samples: measured[2].samples.map { $0 / max(upScreens, 1) })
        return [
            "scenario 13c. \(formatted(rows.count)) self-sizing feed items (the DSL's, estimated at 400 points), "
                + "scrolled one screen at a time: down (measured as they arrive) "
                + "\(HeadlessListScenario.microseconds(down)) per screen over \(formatted(downScreens)) screens = "
                + "\(HeadlessListScenario.ratios(down, fixed)) scenario 8b's fixed rows (target ≤ 3×); back up "
                + "(cached) \(HeadlessListScenario.microseconds(up)) per screen over \(formatted(upScreens)) screens = "
                + "\(HeadlessListScenario.ratios(up, fixed)) (target ≤ 1.2×); fixed rows "
                + "\(HeadlessListScenario.microseconds(fixed)) per screen in the same rounds"
        ]
    }
}
