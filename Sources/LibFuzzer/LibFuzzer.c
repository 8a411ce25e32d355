// The target exists for its header: SwiftPM builds a C target only from a source file.
#include "LibFuzzer.h"
