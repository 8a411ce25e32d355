import BDDCommandLine
import BDDRuntime
import CucumberMessages
import Foundation

// bdd-cck: `bdd` with the support code of the Cucumber Compatibility Kit's samples, written in Swift from what each
// sample's expected message stream says its steps, hooks and parameter types do. The kit runs it from inside a
// sample's folder, so the folder's name picks the sample's library (samples define the same phrases differently).
// Built with the public API only, as an outside package would.
//
// `--error` is the kit's own switch (test-run-exception passes it): the kit's reference runner then fails outside
// any step or hook. Here a run listener of this host program fails as the run starts, which is such a failure.

/// The host-program failure the kit's `--error` asks for.
@MainActor
final class FailingListener: RunListener {
    func receive(_ envelope: Envelope) throws {
        if case .testRunStarted = envelope { throw Error("Whoops!") }
    }
}

let sample = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent
var arguments = Array(CommandLine.arguments.dropFirst())
let failsTheRun = arguments.contains("--error")
arguments.removeAll { $0 == "--error" }
exit(await BDD.main(arguments: arguments, steps: CCKLibrary.steps(for: sample), listeners: failsTheRun ? [FailingListener()] : []))
