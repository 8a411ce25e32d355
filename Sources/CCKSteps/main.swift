import BDDCommandLine
import BDDRuntime
import Foundation

// bdd-cck: `bdd` with the support code of the Cucumber Compatibility Kit's samples, written in Swift from what each
// sample's expected message stream says its steps, hooks and parameter types do. The kit runs it from inside a
// sample's folder, so the folder's name picks the sample's library (samples define the same phrases differently).
// Built with the public API only, as an outside package would.

let sample = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
exit(await BDD.main(arguments: Array(CommandLine.arguments.dropFirst()), steps: CCKLibrary.steps(for: sample)))
