import CucumberMessages
import Foundation

/// Runs one pickle at a time in this process, as `bdd --in-process` runs each of its test cases: a fresh world,
/// the Before and After hooks and step hooks whose tags match, Cucumber's skipping rules. What it did comes back
/// as the envelopes a run would publish for that test case, for a host test runner (Swift Testing, XCTest) to
/// read.
///
/// The library is compiled once, when the runner is made; plans are made per call, since a host runs its cases in
/// any order, any number of times and in parallel, but what each step text matches is worked out once for all
/// calls, as once per run. Steps run on the main actor, as in-process runs do; a step's timeout is not enforced
/// here (only a supervised run can stop a body from outside).
public final class ScenarioRunner: Sendable {
    private let supportCode: SupportCode
    private let planning: SharedPlanner
    private let assertions: AssertionCapture
    private let setup = RunSetupState()

    /// Compiles `library` once; throws when a registration is malformed. Step definitions' locations in messages
    /// are relative to their package's root, else to `currentDirectory`. `hostIssues` hears what the host's own test
    /// framework records inside a step, so that it fails the step.
    public init(
        library: StepLibrary,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        hostIssues: (any HostIssueScope)? = nil
    ) throws(SupportCodeError) {
        assertions = AssertionCapture(host: hostIssues)
        var ids: any IdGenerator = RandomIdGenerator()
        supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: currentDirectory)
        planning = SharedPlanner(supportCode: supportCode)
    }

    /// The `parameterType`, `stepDefinition`, `hook` and `undefinedParameterType` messages of the library.
    public var supportCodeEnvelopes: [Envelope] { supportCode.envelopes }

    /// Runs `pickle`, one of `features`' pickles, once (no retries); returns what happened, from its `testCase` to
    /// its `testCaseFinished`, in order.
    @MainActor
    public func run(_ pickle: Pickle, of features: FeatureSet, testRunStartedId: String = "") async -> [Envelope] {
        let recorder = EnvelopeRecorder()
        var ids: any IdGenerator = RandomIdGenerator()
        let planned = planning.planner.plan(pickle, testRunStartedId: testRunStartedId, ids: &ids)
        recorder.envelopes.append(.testCase(planned.testCase))
        let services = ExecutionServices(ids: ids, clock: SystemClock(), snippetWriter: supportCode.snippetWriter, assertions: assertions) { recorder.envelopes.append($0) }
        _ = await TestCaseExecution.runWithRetries(planned, lines: features.lines, dryRun: false, services: services, retry: 0, retryFilter: nil)
        return recorder.envelopes
    }

    /// Runs the `beforeRun` hooks, sets what they put in the environment in this process's, then (when they passed)
    /// the BeforeAll hooks, each kind in its order; returns their `testRunHookStarted`, `testRunHookFinished` and
    /// `attachment` messages.
    @MainActor
    public func runBeforeAllHooks(testRunStartedId: String = "") async -> [Envelope] {
        let recorder = EnvelopeRecorder()
        let services = makeServices(recorder)
        var passed = true
        for hook in supportCode.beforeRunHooks { passed = await services.runRunHook(hook, testRunStartedId: testRunStartedId) && passed }
        setup.environment = services.runEnvironment
        setup.setUp = passed
        guard passed else { return recorder.envelopes }
        setup.replaced = ProcessEnvironment.set(services.runEnvironment)
        for hook in supportCode.beforeAllHooks { _ = await services.runRunHook(hook, testRunStartedId: testRunStartedId) }
        return recorder.envelopes
    }

    /// Runs the AfterAll hooks (unless a `beforeRun` hook failed), then the `afterRun` hooks, each kind in its order,
    /// and puts the environment back; returns their messages.
    @MainActor
    public func runAfterAllHooks(testRunStartedId: String = "") async -> [Envelope] {
        let recorder = EnvelopeRecorder()
        let services = makeServices(recorder)
        services.runEnvironment = setup.environment
        if setup.setUp {
            for hook in supportCode.afterAllHooks { _ = await services.runRunHook(hook, testRunStartedId: testRunStartedId) }
        }
        ProcessEnvironment.restore(setup.replaced)
        setup.replaced = [:]
        for hook in supportCode.afterRunHooks { _ = await services.runRunHook(hook, testRunStartedId: testRunStartedId) }
        return recorder.envelopes
    }

    /// What test framework assertions will not fail steps in this process, said once before the first scenario; nil
    /// when every framework the steps can call is heard.
    public var unheardAssertions: String? {
        FrameworkAssertions.current.notice(hostHearsSwiftTesting: assertions.host != nil)
    }

    /// Whether the library has run hooks at all, so a host need not wait for them when not.
    public var hasRunHooks: Bool {
        !supportCode.beforeAllHooks.isEmpty || !supportCode.afterAllHooks.isEmpty || !supportCode.beforeRunHooks.isEmpty
            || !supportCode.afterRunHooks.isEmpty
    }

    @MainActor
    private func makeServices(_ recorder: EnvelopeRecorder) -> ExecutionServices {
        ExecutionServices(ids: RandomIdGenerator(), clock: SystemClock(), snippetWriter: supportCode.snippetWriter, assertions: assertions) {
            recorder.envelopes.append($0)
        }
    }
}

/// What the run's set-up left for its end: the environment the `beforeRun` hooks set, whether they passed, and
/// what the environment held before.
@MainActor
private final class RunSetupState: Sendable {
    var environment: [String: String] = [:]
    var setUp = true
    var replaced: [String: String?] = [:]

    nonisolated init() {}
}

/// Where one call's envelopes gather: the services' `emit` is a closure, which cannot capture a local `var`.
@MainActor
private final class EnvelopeRecorder {
    var envelopes: [Envelope] = []
}

/// The planner every call of one runner shares: matching a step text against every definition costs more than
/// running its step, and the answer never changes. Plans are made on the main actor, one at a time.
@MainActor
private final class SharedPlanner: Sendable {
    var planner: TestCasePlanner

    nonisolated init(supportCode: SupportCode) {
        planner = TestCasePlanner(supportCode: supportCode)
    }
}
