// Nothing to define: the declaration in include/FuzzEntry.h is what Swift needs (libFuzzer, linked
// by -sanitize=fuzzer, provides LLVMFuzzerRunDriver).
#include "FuzzEntry.h"
