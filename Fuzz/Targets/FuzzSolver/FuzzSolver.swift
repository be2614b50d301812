import ConstraintSolver
import TestSupport

// The constraint solver under libFuzzer: the seeded oracle case of the
// tests (`SolverOracleCase`: 1 to 4 variables, adds of required and
// optional constraints, duplicates, conflicting equalities, removals, edit
// variables and suggestions), with every random choice read from the
// fuzzer's bytes, so that the fuzzer steers the operations. After every
// operation the solver must agree with `WeightedOptimum`, an exact rational
// simplex: an add refused exactly when the required constraints could not
// all hold with it, no required constraint broken, the optimum's objective,
// and every value the optimum determines.

/// libFuzzer's callback: checks one input and returns 0; a broken check
/// traps, which libFuzzer reports as a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ start: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var bytes = FuzzBytes(count == 0 ? [] : Array(UnsafeBufferPointer(start: start, count: count)))
    let outcome = SolverOracleCase.run(using: &bytes, label: "input", steps: 4...32)
    precondition(outcome.failures.isEmpty, outcome.failures.joined(separator: "\n"))
    return 0
}
