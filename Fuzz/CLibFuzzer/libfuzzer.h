// libFuzzer's driver entry point (compiler-rt, FuzzerInterface.h). The runtime itself is linked
// by `-sanitize=fuzzer`; a fuzz target's main calls this instead of using libFuzzer's main,
// because SwiftPM gives every executable a Swift entry point of its own.
#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
