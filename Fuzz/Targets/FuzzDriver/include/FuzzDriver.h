#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiler-rt's FuzzerInterface.h): runs the fuzzing
/// loop with `callback` as the target. The fuzz executables call it from
/// their own `main`, since SwiftPM gives every executable one.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
