import AcceptanceSteps
import BDDCommandLine
import Foundation

// The whole command line lives in BDDCommandLine (so tests run it in-process); this hands it the specification's steps.
let status = await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: AcceptanceSteps.library)
exit(status)
