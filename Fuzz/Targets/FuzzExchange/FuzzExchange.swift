import ListDiff
import ListDiffExchange
import TestSupport

// The CLI's input path under libFuzzer: bytes → JSON reader → exchange
// decoder → plan → apply. Input may fail with a typed error (a syntax error
// or a value of the wrong shape); anything else it does must be right: the
// plan applies and yields the new snapshot, its counts are the minimum, and
// both writers' output is well formed. A broken check traps, which libFuzzer
// reports as a crash with the input that caused it.
//
// The entry points are `JSONParser.parse` and `ExchangeDecoder`, so moving
// them into another module changes the import above and nothing else.

/// libFuzzer's callback: checks one input and returns 0; a broken check
/// traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExchange(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let bytes = count == 0 ? [] : [UInt8](UnsafeBufferPointer(start: start, count: count))
    let value: JSONValue
    do {
        value = try JSONParser.parse(bytes)
    } catch {
        // A syntax error is a clean outcome; its position must be in the input.
        precondition(error.line >= 1 && error.column >= 1, "error position \(error.line):\(error.column)")
        return 0
    }
    let decoder = ExchangeDecoder()
    let old: ExchangeSnapshot
    let new: ExchangeSnapshot
    do {
        if decoder.isFixture(value) {
            let fixture = try decoder.fixture(value)
            (old, new) = (fixture.old, fixture.new)
        } else {
            // A lone snapshot: diff it against itself, from nothing and to nothing.
            let snapshot = try decoder.snapshot(value)
            check(from: snapshot, to: snapshot)
            check(from: ExchangeSnapshot(sections: []), to: snapshot)
            (old, new) = (snapshot, ExchangeSnapshot(sections: []))
        }
    } catch {
        precondition(!error.message.isEmpty, "a decoding failure without a message")
        return 0
    }
    check(from: old, to: new)
    return 0
}

func check(from old: ExchangeSnapshot, to new: ExchangeSnapshot) {
    let plan = ExchangePlan(from: old.sections, to: new.sections)
    do {
        let result = try plan.apply(to: old.sections, target: new.sections)
        precondition(result == new.sections, "the plan applied but did not reach the new snapshot")
    } catch {
        preconditionFailure("the plan does not apply: \(error)")
    }
    var minimum = MinimumCounts.between(old.sections, new.sections)
    minimum.stages = plan.counts.stages
    precondition(plan.counts == minimum, "counts \(plan.counts), minimum \(minimum)")
    precondition(plan.stages.count <= 4, "\(plan.stages.count) stages")
    if old == new { precondition(plan.isEmpty, "a snapshot diffed with itself gives a plan") }

    // The writers: the JSON one must produce JSON, the text one a line per
    // operation plus the summary.
    let json = PlanJSONWriter().write(plan)
    do {
        _ = try JSONParser.parse(Array(json.utf8))
    } catch {
        preconditionFailure("the JSON writer wrote invalid JSON (\(error)):\n\(json)")
    }
    let text = PlanTextWriter(isFlat: old.isFlat && new.isFlat).write(plan)
    precondition(text.hasSuffix("\n"), "the text writer's output does not end a line")
}
