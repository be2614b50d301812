import Foundation
import ListDiff
import ListDiffExchange
import Oracles

/// The command line tool's path on a large flat diff: two files of
/// 1,000,000 records (`{"id": "UUID", "likes": N}`, scenario 4's edits)
/// read (streamed, as the tool reads them), parsed, decoded, planned and
/// written as the JSON plan, as `listdiff plan OLD.json NEW.json --format
/// json` does, timed phase by phase, with the peak memory growth of the
/// whole path per record; then both files' records in one file, parsed by
/// us, Python's `json` and `jq` (``ParserComparison``).
enum CommandLineScenario {
    static func rows(scale: Int, runs: Int) -> (rows: [Row], notes: [String], parsers: [String]) {
        let count = 1_000_000 / scale
        let name = "11. CLI: \(formatted(count)) flat records from JSON, plan written as JSON"
        guard wanted(name) else { return ([], [], []) }
        let (old, new) = Inputs.flat(
            UUIDItem.self, count: count, deleted: count / 10, inserted: count / 10, shuffled: count / 50, seed: 11)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "listdiff-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let oldPath = folder.appendingPathComponent("old.json").path
        let newPath = folder.appendingPathComponent("new.json").path
        _ = FileManager.default.createFile(atPath: oldPath, contents: Data(recordsJSON(old)))
        _ = FileManager.default.createFile(atPath: newPath, contents: Data(recordsJSON(new)))

        let loader = FixtureLoader(reader: InputReader())
        let clock = ContinuousClock()
        var phases = Array(repeating: [Duration](), count: 3)
        var totals: [Duration] = []
        var plan: ExchangePlan?
        var snapshots: (old: ExchangeSnapshot, new: ExchangeSnapshot)?
        // One pass of the tool's path; `keep` holds on to its results.
        func run(keep: Bool) {
            do {
                var oldSnapshot = ExchangeSnapshot(items: [])
                var newSnapshot = ExchangeSnapshot(items: [])
                let read = try clock.measure {
                    oldSnapshot = try loader.snapshot(at: oldPath)
                    newSnapshot = try loader.snapshot(at: newPath)
                }
                var planned = ExchangePlan(stages: [])
                let diff = clock.measure {
                    planned = ExchangePlan(from: oldSnapshot.sections, to: newSnapshot.sections)
                }
                var text = ""
                let write = clock.measure { text = PlanJSONWriter().write(planned) }
                blackHole(text)
                for (index, duration) in [read, diff, write].enumerated() { phases[index].append(duration) }
                totals.append(read + diff + write)
                if keep {
                    plan = planned
                    snapshots = (oldSnapshot, newSnapshot)
                }
            } catch {
                fatalError("scenario 11: \(error)")
            }
        }
        let memory = PeakMemory.growth { run(keep: false) }
        phases = Array(repeating: [], count: 3)
        totals = []
        for round in 0..<max(1, runs) { run(keep: round == 0) }
        guard let plan, let snapshots else { return ([], [], []) }
        var counts = plan.counts
        counts.stages = 0
        let minimum = MinimumCounts.between(flat: snapshots.old.sections[0].items, snapshots.new.sections[0].items)
        let records = old.count + new.count
        let row = Row(
            scenario: name, ours: Measurement(samples: totals), floor: nil, stdlib: nil, counts: counts,
            minimum: minimum, memoryPerElement: memory.map { Double($0) / Double(records) })
        let split = zip(["read, parse and decode (streamed)", "diff", "write"], phases).map { name, samples in
            let measurement = Measurement(samples: samples)
            return "\(name) \(ms(measurement)) ms"
        }
        let note =
            "scenario 11 (CLI), min / median of \(max(1, runs)) runs: " + split.joined(separator: "; ")
            + "; peak memory growth \(row.memoryPerElement.map { String(format: "%.0f", $0) } ?? "–") B per record "
            + "(target ≤ 200)"
        // The same records, both files in one, parsed by us, Python and jq.
        let bothPath = folder.appendingPathComponent("records.json").path
        _ = FileManager.default.createFile(atPath: bothPath, contents: Data(recordsJSON(old + new)))
        let parsers = ParserComparison.table(path: bothPath, records: old.count + new.count, runs: max(1, runs))
        return ([row], [note], parsers)
    }

    /// The records as a JSON array, one object a record.
    static func recordsJSON(_ items: [UUIDItem]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.count * 64)
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array("{\"id\":\"\(item.id.uuidString)\",\"likes\":\(item.content)}".utf8)
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }
}
