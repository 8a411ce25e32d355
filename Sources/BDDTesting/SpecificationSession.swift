import BDDRuntime
import CucumberMessages
import Formatters
import Foundation

/// What the scenarios of one `Specification.scenarios` call share: the step library compiled once, its
/// BeforeAll hooks run once before the first scenario, its AfterAll hooks once after the last, and the run's
/// reports when `BDD_REPORTS` asks for them.
///
/// Unchecked: its mutable fields, the number of scenarios handed out and the files' messages, are written once
/// under `lock` before any scenario runs; everything else is immutable, on the main actor or locks itself.
final class SpecificationSession: @unchecked Sendable {
    let runner: ScenarioRunner
    let root: String
    /// `uri:line` of each hook, by id, for the words of a failing hook.
    let hookLocations: [String: String]
    /// The library's phrases, for those an undefined step may have meant.
    let phrases: DefinedPhrases
    let reports: SpecificationReports?
    private let runHooks = RunHookState()
    private let lock = NSLock()
    private var expected = 0
    private var sources: [Envelope] = []

    init(library: StepLibrary, root: String, environment: [String: String] = [:]) throws {
        do {
            runner = try ScenarioRunner(library: library, currentDirectory: root, hostIssues: Self.hostIssues)
        } catch {
            throw SpecificationError(error.description)
        }
        self.root = root
        reports = try SpecificationReports(environment: environment, root: root)
        var locations: [String: String] = [:]
        var definitions: [StepDefinition] = []
        for envelope in runner.supportCodeEnvelopes {
            switch envelope {
            case .hook(let hook): locations[hook.id] = SourcePlace.text(of: hook.sourceReference) ?? ""
            case .stepDefinition(let definition): definitions.append(definition)
            default: break
            }
        }
        hookLocations = locations
        phrases = DefinedPhrases(definitions)
        if let unheard = runner.unheardAssertions {
            FileHandle.standardError.write(Data("bdd: \(unheard.replacingOccurrences(of: "\n", with: "\nbdd: "))\n".utf8))
        }
    }

    /// Swift Testing's issue-handling traits (Swift 6.2) are how a step inside a Swift Testing case is heard.
    private static var hostIssues: (any HostIssueScope)? {
        #if compiler(>=6.2)
        SwiftTestingIssueScope()
        #else
        nil
        #endif
    }

    /// Says how many scenarios were handed out (after that many have run, the AfterAll hooks run) and the files'
    /// messages a report's stream opens with.
    func expect(_ count: Int, sources: [Envelope]) {
        lock.withLock {
            expected = count
            self.sources = sources
        }
    }

    private var expectedCount: Int { lock.withLock { expected } }

    /// Runs `pickle` after the BeforeAll hooks, behind the serial gate; returns its failures, with the AfterAll
    /// hooks' (and the reports' that could not be written) when it is the last scenario to finish.
    @MainActor
    func run(_ pickle: Pickle, context: ParsedFeature, serial: Bool) async -> [Specification.Failure] {
        let verdict = ScenarioVerdict(pickle: pickle, context: context)
        let started = await runHooks.beforeAll(self)
        var failures: [Specification.Failure]
        var envelopes: [Envelope] = []
        if let failed = verdict.runHookFailures(started.envelopes, kind: "BeforeAll").first {
            failures = [failed]
        } else {
            await SerialGate.shared.enter(alone: serial)
            envelopes = await runner.run(pickle, of: context.features, testRunStartedId: started.testRunStartedId)
            SerialGate.shared.leave()
            failures = verdict.failures(envelopes)
        }
        let ended = await finished(envelopes, passed: failures.isEmpty, testRunStartedId: started.testRunStartedId, at: verdict.atScenarioLine)
        return failures + ended
    }

    /// Counts a file that does not parse as a scenario that ran and failed, so the list still ends (AfterAll, the
    /// reports); returns `failures` and whatever the end of the list adds.
    @MainActor
    func fail(unparsable failures: [Specification.Failure]) async -> [Specification.Failure] {
        let started = await runHooks.beforeAll(self)
        let first = failures.first
        let place = { (message: String) in
            Specification.Failure(message: message, uri: first?.uri ?? "", filePath: first?.filePath ?? "", line: first?.line ?? 1)
        }
        let ended = await finished([], passed: false, testRunStartedId: started.testRunStartedId, at: place)
        return failures + ended
    }

    /// Opens the reports' stream, then runs the BeforeAll hooks as part of it.
    @MainActor
    fileprivate func start() async -> RunStart {
        let id = reports?.start(sources: lock.withLock { sources }, supportCode: runner.supportCodeEnvelopes) ?? ""
        let envelopes = await runner.runBeforeAllHooks(testRunStartedId: id)
        reports?.record(envelopes, passed: Self.passed(envelopes))
        return RunStart(envelopes: envelopes, testRunStartedId: id)
    }

    /// Adds a scenario's envelopes to the reports, then counts it; the last one runs the AfterAll hooks and
    /// writes the reports. Failures of either are told through `place`, at the last scenario's line.
    @MainActor
    private func finished(
        _ envelopes: [Envelope],
        passed: Bool,
        testRunStartedId id: String,
        at place: (String) -> Specification.Failure
    ) async -> [Specification.Failure] {
        // Recorded before counting, so every other scenario's test case is in the stream when the last one ends it.
        reports?.record(envelopes, passed: passed)
        guard let after = await runHooks.finished(runner, expected: expectedCount, testRunStartedId: id) else { return [] }
        var failures = ScenarioVerdict.runHookFailures(after, kind: "AfterAll", hookLocations: hookLocations, place: place)
        reports?.record(after, passed: Self.passed(after))
        for error in reports?.finish() ?? [] {
            failures.append(place("The \(SpecificationReports.variable) report could not be written: \(error)"))
        }
        return failures
    }

    private static func passed(_ hookEnvelopes: [Envelope]) -> Bool {
        for case .testRunHookFinished(let finished) in hookEnvelopes where finished.result.status != .passed { return false }
        return true
    }
}

/// What opening the run gave: the BeforeAll hooks' messages and the id the reports' stream names the run by.
struct RunStart: Sendable {
    let envelopes: [Envelope]
    let testRunStartedId: String
}

/// When the BeforeAll and AfterAll hooks run: once each, around every scenario of a session. On the main actor,
/// where scenarios run, so asking whether the run has started is no hop once it has.
@MainActor
private final class RunHookState: Sendable {
    private var started: RunStart?
    private var starting: Task<RunStart, Never>?
    private var finished = 0

    nonisolated init() {}

    /// The start of the run; the first caller opens the reports and runs the BeforeAll hooks, the others wait.
    func beforeAll(_ session: SpecificationSession) async -> RunStart {
        if let started { return started }
        let task = starting ?? Task { await session.start() }
        starting = task
        let value = await task.value
        started = value
        return value
    }

    /// Counts a finished scenario; runs the AfterAll hooks and returns their messages when it was the last.
    func finished(_ runner: ScenarioRunner, expected: Int, testRunStartedId: String) async -> [Envelope]? {
        finished += 1
        guard finished == expected else { return nil }
        return await runner.runAfterAllHooks(testRunStartedId: testRunStartedId)
    }
}
