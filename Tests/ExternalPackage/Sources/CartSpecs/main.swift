import BDDCommandLine
import BDDRuntime
import CartSteps
import Foundation

exit(await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: StepLibrary(combining: [CartSteps.library, CatalogueSteps.library])))
