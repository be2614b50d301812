import FuzzDriver

// libFuzzer's loop, with this target's check as the callback. SwiftPM
// gives every executable its own `main`, so libFuzzer's is not the one that
// runs; the check is also exported as `LLVMFuzzerTestOneInput`, which
// libFuzzer's unused `main` refers to.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
_ = LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzSpec(data, size) }
