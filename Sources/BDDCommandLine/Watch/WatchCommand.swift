import BDDRuntime
import Foundation
import Gherkin
import OperatingSystem

/// `bdd --watch [PATH…] [options]`: runs once, then on each save runs again with the same options and reports: a
/// saved feature file's scenarios, those it changed first (`FeatureRerun`), or, after a Swift source changed, the
/// steps built again (`WatchBuild`, its output shown) and everything run. A failed build is shown and the watch
/// goes on. Ctrl-C ends it with the last run's status. Each run is a process of the executable itself, so a rebuilt
/// executable runs the new steps.
struct WatchCommand {
    /// The run's options as typed, `--watch` left out.
    let options: [String]
    /// The run's operands: what the first run and each rebuild run, and where feature files are watched.
    let operands: [FeatureOperand]
    let executable: String
    let currentDirectory: String
    let build: WatchBuild?
    /// Reads saved feature files as the run does, to tell which scenarios changed.
    let parser: GherkinParser
    let console: Console
    /// How long between two looks at the files: a second answers a save soon enough for a person, and costs
    /// under 1 % of a core on 1,000 feature files (Tests/Benchmarks/README.md).
    var interval = 1.0

    func run() -> Int32 {
        InterruptFlag.install()
        defer { InterruptFlag.remove() }
        let files = WatchedFiles(operands: operands, currentDirectory: currentDirectory, packageRoot: build?.packageRoot)
        var snapshot = files.snapshot()
        let history = FeatureHistory(parser: parser)
        history.remember(snapshot.features.keys)
        var status = launch(options + operands.map(\.text)) ?? ExitStatus.couldNotStart.rawValue
        while true {
            say(waitingLine(snapshot))
            var changes: WatchChanges
            repeat {
                if InterruptFlag.isReceived { return status }
                Thread.sleep(forTimeInterval: interval)
                let next = files.snapshot()
                changes = next.changes(since: snapshot)
                snapshot = next
            } while changes.isEmpty
            if changes.sourcesChanged, let build {
                banner("Swift sources changed: building the steps again")
                guard rebuild(build) else {
                    say("The build failed: the steps stay as they were. Fix it and save again.")
                    continue
                }
                // Everything runs, the feature files saved meanwhile as they are now.
                history.remember(changes.features)
                banner("Built: running \(operands.isEmpty ? "every feature" : operands.map(\.text).joined(separator: " "))")
                if let ended = launch(options + operands.map(\.text)) { status = ended } else { return status }
            } else if !changes.features.isEmpty {
                let rerun = FeatureRerun(saved: changes.features.map { (relative($0), history.changes(at: $0)) })
                banner(rerun.announcement)
                if let ended = launch(options + rerun.arguments) { status = ended } else { return status }
            }
        }
    }

    /// Runs the executable with `arguments` and returns its status; nil when Ctrl-C stopped it, so the watch ends
    /// with the status of the run before.
    private func launch(_ arguments: [String]) -> Int32? {
        console.flush()
        guard let status = runProcess(executable, arguments) else {
            say("Could not start \(executable)")
            return ExitStatus.couldNotStart.rawValue
        }
        return InterruptFlag.isReceived ? nil : status
    }

    private func rebuild(_ build: WatchBuild) -> Bool {
        say("$ " + build.command.joined(separator: " "))
        return runProcess(build.command[0], Array(build.command.dropFirst()), in: build.packageRoot) == 0
    }

    /// Runs a program with this process's standard streams and environment; nil when it cannot start.
    private func runProcess(_ program: String, _ arguments: [String], in folder: String? = nil) -> Int32? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder ?? currentDirectory)
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    private func waitingLine(_ snapshot: WatchSnapshot) -> String {
        let features = snapshot.features.count == 1 ? "1 feature file" : "\(snapshot.features.count) feature files"
        let sources = build == nil ? "" : " and \(snapshot.sources.count) Swift sources"
        return "Watching \(features)\(sources) for changes (Ctrl-C ends)."
    }

    /// A rule between two runs, with the time and what starts the next, so each run reads as a screen of its own.
    private func banner(_ text: String) {
        let now = Calendar.current.dateComponents([.hour, .minute, .second], from: Date())
        let time = [now.hour, now.minute, now.second].map { String(format: "%02d", $0 ?? 0) }.joined(separator: ":")
        say("\n──── \(time) · \(text) " + String(repeating: "─", count: max(4, 62 - text.count)))
    }

    private func say(_ text: String) {
        console.standardError(text + "\n")
        console.flush()
    }

    private func relative(_ path: String) -> String {
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
