import BDDCommandLine
import CartSteps
import Foundation

exit(await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: CartSteps.library))
