import TestSupport

// The constraint layout under libFuzzer: the re-entry case of the tests
// (`LayoutReentryCase`: a column of one to four views that wrap text, then
// texts changed and layouts and measurements of every kind at random
// widths, while a view's code, run from inside its own measurement, lays
// the tree out, measures it, changes a text or puts a new view), with every
// random choice read from the fuzzer's bytes. Every size and frame checked
// must be the font model's, the views put must be laid out, and a new
// column of the same texts must measure the same; a trap is a crash.

/// libFuzzer's callback: checks one input and returns 0; a broken check
/// traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var bytes = FuzzBytes(count == 0 ? [] : Array(UnsafeBufferPointer(start: start, count: count)))
    let outcome = MainActor.assumeIsolated {
        LayoutReentryCase.run(using: &bytes, label: "input", steps: 1...24)
    }
    precondition(outcome.failures.isEmpty, outcome.failures.joined(separator: "\n"))
    return 0
}
