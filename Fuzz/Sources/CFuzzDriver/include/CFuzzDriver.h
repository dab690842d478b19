#ifndef FEEDSHOT_CFUZZDRIVER_H
#define FEEDSHOT_CFUZZDRIVER_H
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver (LLVMFuzzerRunDriver) with the command line and the target's callback.
/// SwiftPM links Linux executables with `main` aliased to `<Module>_main`, which a library-parsed
/// module does not define; each fuzz target defines that symbol and calls this.
int feedshot_fuzz_run(int argc, char **argv, int (*callback)(const uint8_t *data, size_t size));

#endif
