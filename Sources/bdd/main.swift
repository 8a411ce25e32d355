import AcceptanceSteps
import BDDCommandLine
import BDDRuntime
import Foundation

// glibc's allocator set for a run's many small messages (ProcessAllocator): this executable's choice, made before
// anything is allocated, never the library's.
ProcessAllocator.tuneForRun()
// The whole command line lives in BDDCommandLine (so tests run it in-process); this hands it the specification's steps.
let status = await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: AcceptanceSteps.library)
exit(status)
