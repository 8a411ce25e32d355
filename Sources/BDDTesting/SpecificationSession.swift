import BDDRuntime
import CucumberMessages
import Foundation

/// What the scenarios of one `Specification.scenarios` call share: the step library compiled once, its
/// BeforeAll hooks run once before the first scenario, its AfterAll hooks once after the last.
///
/// Unchecked: its one mutable field, the number of scenarios handed out, is written once under `lock` before any
/// scenario runs; everything else is immutable or an actor.
final class SpecificationSession: @unchecked Sendable {
    let runner: ScenarioRunner
    let root: String
    /// `uri:line` of each hook, by id, for the words of a failing hook.
    let hookLocations: [String: String]
    private let runHooks = RunHookState()
    private let lock = NSLock()
    private var expected = 0

    init(library: StepLibrary, root: String) throws {
        do {
            runner = try ScenarioRunner(library: library, currentDirectory: root)
        } catch {
            throw SpecificationError(error.description)
        }
        self.root = root
        var locations: [String: String] = [:]
        for case .hook(let hook) in runner.supportCodeEnvelopes {
            locations[hook.id] = "\(hook.sourceReference.uri ?? ""):\(hook.sourceReference.location?.line ?? 0)"
        }
        hookLocations = locations
    }

    /// Says how many scenarios were handed out: after that many have run, the AfterAll hooks run.
    func expect(_ count: Int) {
        lock.withLock { expected = count }
    }

    private var expectedCount: Int { lock.withLock { expected } }

    /// Runs `pickle` after the BeforeAll hooks, behind the serial gate; returns its failures, with the AfterAll
    /// hooks' when it is the last scenario to finish.
    func run(_ pickle: Pickle, context: ParsedFeature, serial: Bool) async -> [Specification.Failure] {
        let verdict = ScenarioVerdict(pickle: pickle, context: context)
        let before = await runHooks.beforeAll(runner)
        var failures: [Specification.Failure]
        if let failed = verdict.runHookFailures(before, kind: "BeforeAll").first {
            failures = [failed]
        } else {
            await SerialGate.shared.enter(alone: serial)
            let envelopes = await runner.run(pickle, of: context.features)
            await SerialGate.shared.leave()
            failures = verdict.failures(envelopes)
        }
        if let after = await runHooks.finished(runner, expected: expectedCount) {
            failures += verdict.runHookFailures(after, kind: "AfterAll")
        }
        return failures
    }
}

/// When the BeforeAll and AfterAll hooks run: once each, around every scenario of a session.
private actor RunHookState {
    private var beforeAll: Task<[Envelope], Never>?
    private var finished = 0

    /// The BeforeAll hooks' messages; the first caller runs them, the others wait for them.
    func beforeAll(_ runner: ScenarioRunner) async -> [Envelope] {
        if let beforeAll { return await beforeAll.value }
        let task = Task { @MainActor in await runner.runBeforeAllHooks() }
        beforeAll = task
        return await task.value
    }

    /// Counts a finished scenario; runs the AfterAll hooks and returns their messages when it was the last.
    func finished(_ runner: ScenarioRunner, expected: Int) async -> [Envelope]? {
        finished += 1
        guard finished == expected else { return nil }
        return await Task { @MainActor in await runner.runAfterAllHooks() }.value
    }
}
