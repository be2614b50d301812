import CellModels
@_spi(ListEngine) import HeadlessList
@_spi(ListEngine) import ListDiff
import Oracles
import Testing

@MainActor
@Suite("Measured sizes recorded together lay a list out as recorded one at a time")
struct MeasuredSizesTests {
    /// Sizes stated by nobody: every item starts at its estimate.
    static let estimatesOnly = ListLayoutSizing(
        supplement: { _, _ in .title }, supplementHeight: { _, _, _ in 0 },
        item: { _, _ in Size(width: 60, height: 60) }, measuredItem: { _, _ in Size(width: 60, height: 60) },
        cachedItem: { _, _ in nil })

    /// Runs of paths on screen (ascending, sometimes across sections) given
    /// measured sizes, recorded as one batch in one layout and one by one
    /// in another: the frames, content size and whether anything moved
    /// agree after every batch.
    func check<Layout: ListLayout>(_ empty: Layout, seed: UInt64, sizes: (inout SeededGenerator) -> Size) throws {
        var random = SeededGenerator(seed: seed)
        let counts = [300, 1, 0, 700]
        var batched = empty
        batched.reload(itemCounts: counts, width: empty.width, sizing: Self.estimatesOnly)
        var single = batched
        let paths = counts.indices.flatMap { section in
            (0..<counts[section]).map { ItemPath(section: section, item: $0) }
        }
        for round in 0..<80 {
            let start = random.below(paths.count)
            let run = paths[start..<min(start + 1 + random.below(24), paths.count)]
            let measured = run.map { (path: $0, size: sizes(&random)) }
            let movedTogether = batched.setMeasuredSizes(measured)
            var movedAlone = false
            for entry in measured where single.setMeasuredSizes([entry]) { movedAlone = true }
            #expect(movedTogether == movedAlone, "round \(round)")
            #expect(batched.contentSize == single.contentSize, "round \(round)")
            for path in paths where try batched.frameForItem(at: path) != single.frameForItem(at: path) {
                Issue.record(
                    "round \(round): \(path) at \(try batched.frameForItem(at: path)), alone at \(try single.frameForItem(at: path))"
                )
                return
            }
            for path in run { #expect(try !batched.needsMeasurement(at: path)) }
        }
    }

    @Test("A table's rows", arguments: [1, 2, 3] as [UInt64])
    func table(seed: UInt64) throws {
        let layout = TableLayout(width: 320, metrics: TableLayout.Metrics(rowHeight: .estimated(60)))
        try check(layout, seed: seed) { random in Size(width: 320, height: Double(20 + random.below(5) * 20)) }
    }

    @Test("A collection's items, narrower and wider than their estimate", arguments: [4, 5, 6] as [UInt64])
    func collection(seed: UInt64) throws {
        let layout = FlowLayout(
            width: 330,
            metrics: FlowLayout.Metrics(
                itemSize: .estimated(Size(width: 60, height: 60)), minimumLineSpacing: 4,
                minimumInteritemSpacing: 6, sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)))
        try check(layout, seed: seed) { random in
            Size(width: Double(30 + random.below(6) * 30), height: Double(20 + random.below(4) * 20))
        }
    }
}
