import CellModels
import Foundation
import ListDiff
import Oracles

/// The view layer's scenarios, beside the diff's: cell models and the headless
/// table.
@MainActor
enum ViewLayerScenarios {
    /// Lines printed under the table: ratios between scenarios, and
    /// scenario 8's figures, which are not diff-shaped.
    static var notes: [String] = []

    static func all(scale: Int, runs: Int, scenario2: (old: [UUIDItem], new: [UUIDItem])) -> [Row] {
        var rows: [Row] = []
        if wanted("7. ") {
            let old = CellModelScenario.erase(scenario2.old)
            let new = CellModelScenario.erase(scenario2.new)
            let ours = Measurement.of(runs: runs) { blackHole(Changeset(from: old, to: new)) }
            let floor = Measurement.of(runs: runs) { blackHole(HashingFloor.flat(old, new)) }
            var counts = Changeset(from: old, to: new).counts
            counts.stages = 0
            let memory = PeakMemory.growth { blackHole(Changeset(from: old, to: new)) }
            rows.append(
                Row(
                    scenario: "7. scenario 2 as cell models of three types (AnyCellModel)",
                    ours: ours, floor: floor, stdlib: nil, counts: counts,
                    minimum: MinimumCounts.between(flat: old, new),
                    memoryPerElement: memory.map { Double($0) / Double(old.count + new.count) }))
            // The ratio is measured in alternating runs of the two diffs, so
            // that both see the same load on a noisy machine.
            var plainSamples: [Duration] = []
            var erasedSamples: [Duration] = []
            let clock = ContinuousClock()
            for _ in 0..<runs {
                plainSamples.append(clock.measure { blackHole(Changeset(from: scenario2.old, to: scenario2.new)) })
                erasedSamples.append(clock.measure { blackHole(Changeset(from: old, to: new)) })
            }
            let plain = Measurement(samples: plainSamples)
            let erased = Measurement(samples: erasedSamples)
            notes.append(
                "scenario 7 / scenario 2 (erased cell models against plain structs, alternating runs): "
                    + "\(ms(erased)) against \(ms(plain)) ms = " + ratio(erased, plain)
                    + " (median \(medianRatio(erased, plain))) (target ≤ 1.50×)")
        }
        if wanted("8. HeadlessList") {
            notes += HeadlessListScenario.notes(scale: scale, runs: runs, scenario2: scenario2)
        }
        notes += SelfSizingScenario.notes(
            scale: scale, runs: min(runs, 5), fixedRows: CellModelScenario.erase(scenario2.old))
        notes += FeedItemScenario.notes(
            quick: scale > 1, runs: runs, fixedRows: CellModelScenario.erase(scenario2.old))
        return rows
    }
}
