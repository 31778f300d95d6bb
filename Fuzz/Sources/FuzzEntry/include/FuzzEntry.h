// libFuzzer's driver, declared for Swift: a fuzz target's main calls it with its test function.

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the program's arguments, calling `test` with each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
