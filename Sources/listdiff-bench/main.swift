import Foundation
import ListDiff
import Oracles

/// `swift run -c release listdiff-bench [--quick]`
///
/// Prints a Markdown table: for every scenario our time, the floor (the
/// hashing a standard-library differ cannot avoid) and, where it finishes in
/// reasonable time, the standard library's `difference(from:).inferringMoves()`,
/// all measured in the same run, with the plan's counts next to an
/// independently computed minimum and the peak memory growth.
let quick = CommandLine.arguments.contains("--quick")
// Large blocks always come straight from mmap and go back on free, so the
// resident high-water mark measures each diff's own peak, not reused heap.
_ = glibcMallopt(-3 /* M_MMAP_THRESHOLD */, 64 * 1024)
/// `--only TEXT` runs just the scenarios whose name contains TEXT.
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap {
    CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
}
func wanted(_ name: String) -> Bool { only.map { name.contains($0) } ?? true }
let scale = quick ? 20 : 1
let runs = quick ? 2 : 7

struct Row {
    var scenario: String
    var ours: Measurement
    var floor: Measurement?
    var stdlib: Measurement?
    var counts: PlanCounts
    var minimum: PlanCounts
    var memoryPerElement: Double?
}

var rows: [Row] = []

func flatRow<E: BenchElement>(
    _ name: String, old: [E], new: [E], stdlibRuns: Int? = nil
) -> [Row] {
    guard wanted(name) else { return [] }
    let ours = Measurement.of(runs: runs) { blackHole(Changeset(from: old, to: new)) }
    let floor = Measurement.of(runs: runs) { blackHole(HashingFloor.flat(old, new)) }
    let stdlib = stdlibRuns.map { count in
        Measurement.of(runs: count, warmUp: 0) { blackHole(new.difference(from: old).inferringMoves()) }
    }
    let changeset = Changeset(from: old, to: new)
    let memory = PeakMemory.growth { blackHole(Changeset(from: old, to: new)) }
    var counts = changeset.counts
    counts.stages = 0
    return [
        Row(
            scenario: name, ours: ours, floor: floor, stdlib: stdlib, counts: counts,
            minimum: MinimumCounts.between(flat: old, new),
            memoryPerElement: memory.map { Double($0) / Double(old.count + new.count) })
    ]
}

func n(_ count: Int) -> Int { count / scale }
func formatted(_ count: Int) -> String {
    let digits = String(count)
    var result = ""
    for (index, character) in digits.reversed().enumerated() {
        if index > 0 && index % 3 == 0 { result.append(",") }
        result.append(character)
    }
    return String(result.reversed())
}

// 1. 5,000 items.
do {
    let (old, new) = Inputs.flat(
        UUIDItem.self, count: n(5_000), deleted: n(1_000), inserted: n(1_000), shuffled: n(200), seed: 1)
    rows += flatRow(
        "1. \(formatted(n(5_000))) items: \(formatted(n(1_000))) deleted, \(formatted(n(1_000))) inserted, \(formatted(n(200))) shuffled",
        old: old, new: new, stdlibRuns: runs)
}
// 2. 100,000 items, UUID and Int identifiers.
let scenario2 = Inputs.flat(
    UUIDItem.self, count: n(100_000), deleted: n(10_000), inserted: n(10_000), shuffled: n(2_000), seed: 2)
do {
    let label =
        "\(formatted(n(100_000))) items: \(formatted(n(10_000))) deleted, \(formatted(n(10_000))) inserted, \(formatted(n(2_000))) shuffled"
    rows += flatRow("2. \(label)", old: scenario2.old, new: scenario2.new, stdlibRuns: quick ? 1 : 2)
    let (old, new) = Inputs.flat(
        IntItem.self, count: n(100_000), deleted: n(10_000), inserted: n(10_000), shuffled: n(2_000), seed: 2)
    rows += flatRow("2i. the same with Int ids", old: old, new: new)
}
// 3. Scenario 2 plus 5% content changes.
do {
    let (old, new) = Inputs.flat(
        UUIDItem.self, count: n(100_000), deleted: n(10_000), inserted: n(10_000), shuffled: n(2_000), changed: 0.05,
        seed: 3)
    rows += flatRow("3. scenario 2 + 5% of survivors changed", old: old, new: new)
}
// 4. 1,000,000 items.
do {
    let (old, new) = Inputs.flat(
        UUIDItem.self, count: n(1_000_000), deleted: n(100_000), inserted: n(100_000), shuffled: n(20_000), seed: 4)
    rows += flatRow(
        "4. \(formatted(n(1_000_000))) items: 10% deleted, 10% inserted, 2% shuffled", old: old, new: new)
}
// 5. Rotate by one.
do {
    let old = Inputs.flat(UUIDItem.self, count: n(100_000), deleted: 0, inserted: 0, shuffled: 0, seed: 5).old
    let new = Array(old.dropFirst()) + [old[0]]
    rows += flatRow("5. \(formatted(n(100_000))) items rotated by one", old: old, new: new, stdlibRuns: runs)
}
// 6. Sectioned.
if wanted("6. 100 sections") {
    let (old, new) = Inputs.sectioned(sections: 100, items: n(1_000), seed: 6)
    // Ours and the floor alternate, so noise hits both alike.
    let clock = ContinuousClock()
    let measured = Measurement.alternating(
        runs: runs,
        [
            { clock.measure { blackHole(Plan(from: old, to: new)) } },
            { clock.measure { blackHole(HashingFloor.sectioned(old, new)) } },
        ])
    let (ours, floor) = (measured[0], measured[1])
    var counts = Plan(from: old, to: new).counts
    let stages = counts.stages
    counts.stages = 0
    let elements = old.reduce(0) { $0 + $1.items.count + 1 } + new.reduce(0) { $0 + $1.items.count + 1 }
    let memory = PeakMemory.growth { blackHole(Plan(from: old, to: new)) }
    rows.append(
        Row(
            scenario: "6. 100 sections × \(formatted(n(1_000))) items, all kinds of change (\(stages) stages)",
            ours: ours, floor: floor, stdlib: nil, counts: counts, minimum: MinimumCounts.between(old, new),
            memoryPerElement: memory.map { Double($0) / Double(elements) }))
}

// 9. Everyday refreshes of 100,000 items: most of both lists is a common
// prefix or suffix. Ours and the floor alternate, so noise hits both alike.
func alternatingRow<E: BenchElement>(_ name: String, old: [E], new: [E]) -> [Row] {
    guard wanted(name) else { return [] }
    let clock = ContinuousClock()
    let measured = Measurement.alternating(
        runs: runs,
        [
            { clock.measure { blackHole(Changeset(from: old, to: new)) } },
            { clock.measure { blackHole(HashingFloor.flat(old, new)) } },
        ])
    var counts = Changeset(from: old, to: new).counts
    counts.stages = 0
    let memory = PeakMemory.growth { blackHole(Changeset(from: old, to: new)) }
    return [
        Row(
            scenario: name, ours: measured[0], floor: measured[1], stdlib: nil, counts: counts,
            minimum: MinimumCounts.between(flat: old, new),
            memoryPerElement: memory.map { Double($0) / Double(old.count + new.count) })
    ]
}
do {
    let old = scenario2.old
    rows += alternatingRow("9a. \(formatted(old.count)) identical", old: old, new: old)
    var random = SeededGenerator(seed: 9)
    var top = (0..<20).map { _ in UUIDItem.make(&random) } + old
    for index in [25, 40, 60] { top[index].content += 1 }
    top.remove(at: 80)
    top.remove(at: 30)
    rows += alternatingRow(
        "9b. \(formatted(old.count)) + 20 on top, 3 edited, 2 deleted", old: old, new: top)
    rows += alternatingRow(
        "9c. \(formatted(old.count)) + 50 appended", old: old,
        new: old + (0..<50).map { _ in UUIDItem.make(&random) })
    var edited = old
    edited[old.count / 2].content += 1
    rows += alternatingRow("9d. \(formatted(old.count)), one item edited", old: old, new: edited)
}
// 10. Whole-list reorders of 10,000 items: every survivor is a move
// candidate, so the longest increasing subsequence and the move list cost.
do {
    let old = Array(scenario2.old.prefix(n(10_000)))
    var random = SeededGenerator(seed: 10)
    rows += alternatingRow(
        "10a. \(formatted(old.count)) items, random permutation", old: old, new: old.shuffled(using: &random))
    rows += alternatingRow("10b. \(formatted(old.count)) items reversed", old: old, new: old.reversed())
}

rows += ViewLayerScenarios.all(scale: scale, runs: runs, scenario2: scenario2)
// 11. The command line tool's path from JSON files to a written plan.
let commandLine = CommandLineScenario.rows(scale: scale, runs: quick ? 1 : 3)
rows += commandLine.rows
// The constraint solver: Kiwi's enaml-like system and a chain of views.
let solverNotes =
    SolverScenario.notes(quick: quick, runs: runs) + SolverSessionScenario.notes(quick: quick, runs: runs)
// The layout DSL over it: the same chain, as views.
let layoutNotes = MainActor.assumeIsolated { LayoutScenario.notes(quick: quick, runs: runs) }

// The table.
func ms(_ measurement: Measurement?) -> String {
    guard let measurement else { return "–" }
    return String(format: "%.2f / %.2f", measurement.minimum.milliseconds, measurement.median.milliseconds)
}
func ratio(_ a: Measurement?, _ b: Measurement?) -> String {
    guard let a, let b, b.minimum > .zero else { return "–" }
    return String(format: "%.2f×", a.minimum.milliseconds / b.minimum.milliseconds)
}
func medianRatio(_ a: Measurement, _ b: Measurement) -> String {
    String(format: "%.2f×", a.median.milliseconds / b.median.milliseconds)
}
func countsText(_ counts: PlanCounts) -> String {
    "\(counts.deletes)/\(counts.inserts)/\(counts.moves)/\(counts.reloads)"
}

let date = ISO8601DateFormatter().string(from: Date())
print(
    "ListDiff benchmark\(quick ? " (quick, sizes ÷\(scale))" : "") — \(date), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.operatingSystemVersionString)"
)
print("times in ms, min / median of \(runs) runs; counts are deletes/inserts/moves/reloads")
print("")
print("| scenario | ours | floor | ours/floor | stdlib | stdlib/ours | counts | minimum | peak memory |")
print("|---|---|---|---|---|---|---|---|---|")
for row in rows {
    let memory = row.memoryPerElement.map { String(format: "%.0f B/elt", $0) } ?? "–"
    let countsMatch = row.counts == row.minimum ? "" : " ≠"
    print(
        "| \(row.scenario) | \(ms(row.ours)) | \(ms(row.floor)) | \(ratio(row.ours, row.floor)) | \(ms(row.stdlib)) | \(ratio(row.stdlib, row.ours)) | \(countsText(row.counts))\(countsMatch) | \(countsText(row.minimum)) | \(memory) |"
    )
}
if !ViewLayerScenarios.notes.isEmpty {
    print("")
    for note in ViewLayerScenarios.notes { print("- \(note)") }
}
if !commandLine.notes.isEmpty {
    print("")
    for note in commandLine.notes { print("- \(note)") }
}
if !commandLine.parsers.isEmpty {
    print("")
    for line in commandLine.parsers { print(line) }
}
if !solverNotes.isEmpty || !layoutNotes.isEmpty {
    print("")
    for note in solverNotes + layoutNotes { print("- \(note)") }
}
let bloated = rows.filter { $0.counts != $0.minimum }
if !bloated.isEmpty {
    print("\nplans above the minimum: \(bloated.map(\.scenario).joined(separator: "; "))")
    exit(1)
}
