import ListDiff
import TestSupport

// The diff engine under libFuzzer, on two sectioned snapshots decoded from
// the fuzzer's bytes. Identifiers come from small alphabets (4 section ids, 8
// item ids), so duplicates and moves are frequent. Every plan must apply
// stage by stage, reach the new snapshot and have the minimum counts; so
// must the flat changeset of the items.
//
// Encoding (`ByteReader`): a section count byte, then per section an id and
// content byte and an item count byte, then per item an id and content byte;
// the old snapshot, then the new. Input that runs out reads as zeros.

/// libFuzzer's callback: checks one input and returns 0; a broken check
/// traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlan(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var reader = ByteReader(count == 0 ? [] : Array(UnsafeBufferPointer(start: start, count: count)))
    let old = reader.snapshot()
    let new = reader.snapshot()

    let plan = Plan(from: old, to: new)
    do {
        let result = try plan.apply(to: old, target: new)
        precondition(result == new, "the plan applied but did not reach the new snapshot")
    } catch {
        preconditionFailure("the plan does not apply: \(error)")
    }
    var minimum = MinimumCounts.between(old, new)
    minimum.stages = plan.counts.stages
    precondition(plan.counts == minimum, "counts \(plan.counts), minimum \(minimum)")
    precondition(plan.stages.count <= 4, "\(plan.stages.count) stages")
    precondition(Plan(from: old, to: old).isEmpty, "a snapshot diffed with itself gives a plan")

    let oldItems = old.flatMap(\.items)
    let newItems = new.flatMap(\.items)
    let changes = Changeset(from: oldItems, to: newItems)
    do {
        let result = try changes.apply(to: oldItems, target: newItems)
        precondition(result == newItems, "the changeset applied but did not reach the new items")
    } catch {
        preconditionFailure("the changeset does not apply: \(error)")
    }
    var flatMinimum = MinimumCounts.between(flat: oldItems, newItems)
    flatMinimum.stages = changes.counts.stages
    precondition(changes.counts == flatMinimum, "flat counts \(changes.counts), minimum \(flatMinimum)")
    return 0
}

/// Reads snapshots from bytes; past the end every byte reads as zero.
struct ByteReader {
    var bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    mutating func snapshot() -> [TestSection] {
        (0..<next() % 6).map { _ in
            let byte = next()
            let model = TestSectionModel(id: byte % 4, content: (byte >> 2) % 2)
            let items = (0..<next() % 9).map { _ in
                let byte = next()
                return TestItem(id: byte % 8, content: (byte >> 3) % 2)
            }
            return TestSection(model: model, items: items)
        }
    }
}
