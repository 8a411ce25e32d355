import BDDRuntime
import CucumberMessages
import Formatters
import Foundation
import Gherkin
import Reports

/// `bdd [options] [PATH[:LINE]...]`: parses the feature files, runs them with the step library, writes the reports.
///
/// Exit status: 0 when every selected scenario passed; 1 when one did not (or a file did not parse, or a
/// report could not be written); 2 when the run could not start. Every refusal is one `Error:` line,
/// the usage line and a pointer to `--help`, on standard error.
@MainActor
struct RunCommand {
    /// Builds the step library; called only once a run is sure to happen.
    let steps: () -> StepLibrary
    let console: Console
    let environment: [String: String]
    let currentDirectory: String
    let clock: any RunClock
    let ids: any IdGenerator
    /// How workers are started; nil runs every step in this process, as `--in-process` does.
    let worker: WorkerLaunch?
    var registry = FormatterRegistry.standard
    /// The host program's listeners (see `RunListener`); they follow the run in this process.
    var listeners: [any RunListener] = []

    static let defaultPath = "Features/"

    func run(arguments: [String]) async -> Int32 {
        do {
            return try await execute(arguments)
        } catch {
            console.standardError("Error: \(error)\nUsage: \(RunHelp.usage)\nSee 'bdd --help' for more information.\n")
            return ExitStatus.couldNotStart.rawValue
        }
    }

    private func execute(_ arguments: [String]) async throws -> Int32 {
        let invocation = try RunInvocation(arguments: arguments)
        if invocation.wantsHelp {
            console.standardOutput(RunHelp.text(formatters: registry.entries.map { ($0.name, $0.summary) }))
            return ExitStatus.passed.rawValue
        }
        if invocation.wantsVersion {
            console.standardOutput(BDDVersion.current + "\n")
            return ExitStatus.passed.rawValue
        }
        let dialects = try dialectCatalog(invocation)
        if invocation.listLanguages {
            console.standardOutput(LanguageListing.languages(in: dialects))
            return ExitStatus.passed.rawValue
        }
        if let code = invocation.keywordsLanguage {
            console.standardOutput(LanguageListing.keywords(of: try dialect(code, in: dialects, option: "--i18n-keywords")))
            return ExitStatus.passed.rawValue
        }
        let language = invocation.language ?? "en"
        _ = try dialect(language, in: dialects, option: "--language")
        let reports = try reportSet(invocation)

        guard let given = try expandingRerunFiles(invocation.operands) else {
            console.standardError("The rerun file lists no scenario: nothing to run.\n")
            return ExitStatus.passed.rawValue
        }
        let operands = given.isEmpty ? [FeatureOperand(path: Self.defaultPath)] : given
        let located: [LocatedFeature]
        do {
            located = try FeatureLocator(currentDirectory: currentDirectory).locate(operands)
        } catch {
            throw RunCommandError(error.description)
        }
        guard !located.isEmpty else {
            throw RunCommandError("No feature files found in \(operands.map { "'\($0.text)'" }.joined(separator: ", "))")
        }
        try refuseReportsOverFeatures(reports, located: located)
        let first = try firstScenarios(invocation)
        let parser = GherkinParser(dialects: dialects, defaultLanguage: language)
        if invocation.watch { return try watch(arguments, operands: operands, parser: parser) }
        let filter = try pickleFilter(invocation, located: located)
        let messages = GherkinMessages(parser: parser)
        let files = GherkinFileStream(files: located.map { .init(uri: $0.uri, path: $0.absolutePath) }, messages: messages)

        var options = runOptions(invocation)
        options.first = first
        let shard = try shardPart(invocation, files: files, filter: filter, options: options)
        // A shard numbers its step definitions and hooks with a counter, as it numbers its files, so that every shard
        // of a run names them alike.
        var counter = IncrementingIdGenerator()
        let runner: Runner
        do {
            runner = try Runner(
                library: steps(),
                options: options,
                clock: clock,
                ids: ids,
                supportCodeIds: shard == nil ? nil : counter.split(),
                meta: RunMeta.current(environment: environment),
                currentDirectory: currentDirectory,
                worker: invocation.inProcess ? nil : worker,
                workerOutput: console.standardError
            )
        } catch {
            throw RunCommandError(error.message)
        }
        if let unheard = runner.unheardAssertions {
            console.standardError(unheard.split(separator: "\n").map { "Note: \($0)\n" }.joined())
        }
        var wallClock = SystemClock()
        do {
            try reports.begin(startedAt: wallClock.now())
        } catch {
            throw RunCommandError("\(error)")
        }
        // One chain: the reports, the host program's listeners, then the run's result, which gives the exit status.
        let recorder = RunRecorder(reports: reports, result: RunResult())
        let events = EventChain([recorder.recordReports])
        listeners.forEach(events.link)
        events.link(recorder.recordResult)
        let (ending, selected, parseErrors) = if let shard {
            await runner.run(shard, events: events)
        } else {
            await runner.run(files, filter: filter, events: events)
        }
        var failures = recorder.finishReports().map { "\($0)" }
        if let late = events.lateListenerFailure {
            failures.append("a run listener failed on the run's end: \(late)")
        }
        for failure in failures {
            console.standardError("Error: \(failure)\n")
        }
        // Files are parsed as the run reaches them, so an empty selection is known only at its end. A filter that
        // selects nothing today (a @wip tag with no scenario yet) is no broken run: one line says so.
        if let manifest = shard?.manifest, selected == 0, manifest.selected > 0, parseErrors == 0, case .completed = ending {
            console.standardError("Shard \(manifest.shard) has none of the \(manifest.selected) selected scenarios: nothing to run\n")
        } else if selected == 0, parseErrors == 0, case .completed = ending {
            console.standardError("No scenario selected in \(located.count == 1 ? "1 feature file" : "\(located.count) feature files")\(describeFilters(invocation))\n")
        }
        if case .interrupted(let signal) = ending { return 128 + signal }
        let exitStatus = recorder.result.exitStatus
        return failures.isEmpty ? exitStatus.rawValue : max(ExitStatus.failed.rawValue, exitStatus.rawValue)
    }
}
