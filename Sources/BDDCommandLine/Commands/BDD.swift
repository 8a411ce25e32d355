import BDDLanguageServer
import BDDRuntime
import CucumberMessages
import Foundation

/// The whole `bdd` command line as a function, so tests drive it in-process.
public enum BDD {
    /// Runs `bdd` with `arguments` (without the program name) and returns its exit status.
    ///
    /// `bdd gherkin …`, `bdd format …`, `bdd merge …`, `bdd steps …` and `bdd lsp` go to their subcommands; anything else runs feature files
    /// with `steps` (built only then: `--help` and the subcommands never pay for the app), each test case in a worker process started from `worker` (this same executable, by default),
    /// or in this process when `worker` is nil or `--in-process` is given. It leaves the process's allocator as it is:
    /// an executable may set it first (`ProcessAllocator.tuneForRun()`, as `bdd` does). `listeners` follow a run as it happens
    /// (see `RunListener`). `clock` and `ids` are injected so tests can fix timestamps and ids.
    @MainActor
    public static func main(
        arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        steps: @autoclosure @escaping () -> StepLibrary,
        console: Console = .standard,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        clock: any RunClock = SystemClock(),
        ids: any IdGenerator = RandomIdGenerator(),
        worker: WorkerLaunch? = .currentExecutable,
        listeners: [any RunListener] = []
    ) async -> Int32 {
        if arguments.first == WorkerLaunch.modeArgument {
            return await Worker.run(library: steps(), arguments: Array(arguments.dropFirst()))
        }
        let status = await dispatch(arguments, environment: environment, steps: steps, console: console, currentDirectory: currentDirectory, clock: clock, ids: ids, worker: worker, listeners: listeners)
        console.flush()
        if let failure = console.outputFailure() {
            console.standardError("Error: could not write to standard output: \(failure)\n")
            return max(status, ExitStatus.failed.rawValue)
        }
        return status
    }

    @MainActor
    private static func dispatch(
        _ arguments: [String],
        environment: [String: String],
        steps: @escaping () -> StepLibrary,
        console: Console,
        currentDirectory: String,
        clock: any RunClock,
        ids: any IdGenerator,
        worker: WorkerLaunch?,
        listeners: [any RunListener]
    ) async -> Int32 {
        let rest = Array(arguments.dropFirst())
        switch arguments.first {
        case "gherkin":
            return GherkinCommand.run(arguments: rest, standardOutputBytes: console.standardOutputBytes, standardError: console.standardError)
        case "format":
            return FormatCommand.run(
                arguments: rest,
                standardInput: console.standardInput,
                standardOutput: console.standardOutput,
                standardError: console.standardError,
                colored: ConsoleColor.isEnabled(isTerminal: console.outputIsTerminal, environment: environment)
            )
        case "merge":
            return MergeCommand.run(
                arguments: rest,
                currentDirectory: currentDirectory,
                standardOutput: console.standardOutput,
                standardError: console.standardError,
                colored: ConsoleColor.isEnabled(isTerminal: console.outputIsTerminal, environment: environment),
                environment: environment
            )
        case "lsp":
            return await LanguageServerCommand.run(arguments: rest, steps: steps, standardOutput: console.standardOutput, standardError: console.standardError)
        case "steps":
            let run = RunCommand(steps: steps, console: console, environment: environment, currentDirectory: currentDirectory, clock: clock, ids: ids, worker: nil)
            return await StepsCommand(command: run).run(arguments: rest)
        default:
            var command = RunCommand(
                steps: steps,
                console: console,
                environment: environment,
                currentDirectory: currentDirectory,
                clock: clock,
                ids: ids,
                worker: worker
            )
            command.listeners = listeners
            return await command.run(arguments: arguments)
        }
    }
}
