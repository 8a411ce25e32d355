#ifndef BDD_LIBFUZZER_H
#define BDD_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry for programs that keep their own main: it parses the command line as libFuzzer does and
/// calls `callback` with each input. Defined only when libFuzzer is linked in (see Tests/fuzz), so only code
/// compiled with BDD_FUZZING refers to it.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
