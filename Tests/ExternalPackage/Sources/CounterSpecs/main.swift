import BDDCommandLine
import CounterSteps
import Foundation

exit(await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: CounterSteps.library))
