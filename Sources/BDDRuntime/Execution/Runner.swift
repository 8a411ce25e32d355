import CucumberMessages
import Foundation

/// Runs test cases with Cucumber's semantics and tells everything it does as Cucumber Messages envelopes.
///
/// It formats nothing and decides no exit status: consumers of the stream do. Bodies run on the main
/// actor, one step after the other. A runner runs once.
@MainActor
public final class Runner {
    private let supportCode: SupportCode
    private let options: RunOptions
    private let meta: Meta
    private var clock: any RunClock
    private var ids: any IdGenerator
    private var publish: (Envelope) -> Void = { _ in }

    /// Compiles `library` once for the run; throws when a registration is malformed.
    ///
    /// `ids` should be the generator that numbered the parsed features, so ids never repeat in a stream.
    public init(
        library: StepLibrary,
        options: RunOptions = RunOptions(),
        clock: any RunClock = SystemClock(),
        ids: any IdGenerator = UUIDIdGenerator(),
        meta: Meta = RunMeta.current(),
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(SupportCodeError) {
        var ids = ids
        self.supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: currentDirectory)
        self.ids = ids
        self.options = options
        self.clock = clock
        self.meta = meta
    }

    /// Runs the selected pickles of `features`, sending every envelope to `publish` as it happens.
    ///
    /// Stops starting test cases when the task is cancelled (After and AfterAll hooks still run).
    public func run(_ features: FeatureSet, publish: @escaping (Envelope) -> Void) async {
        self.publish = publish
        defer { self.publish = { _ in } }

        publish(.meta(meta))
        features.envelopes.forEach(publish)
        supportCode.envelopes.forEach(publish)
        let testRunStartedId = ids.newId()
        publish(.testRunStarted(TestRunStarted(timestamp: clock.now(), id: testRunStartedId)))

        var success = features.parseErrors.isEmpty
        var beforeAllSucceeded = true
        for hook in supportCode.beforeAllHooks where !options.dryRun {
            beforeAllSucceeded = await runRunHook(hook, testRunStartedId: testRunStartedId) && beforeAllSucceeded
        }
        var cancelled = false
        if beforeAllSucceeded {
            var planner = TestCasePlanner(supportCode: supportCode)
            var planned: [PlannedTestCase] = []
            for pickle in options.order.arrange(features.pickles) {
                planned.append(planner.plan(pickle, testRunStartedId: testRunStartedId, ids: &ids))
            }
            planned.forEach { publish(.testCase($0.testCase)) }
            for testCase in planned {
                if Task.isCancelled {
                    cancelled = true
                    break
                }
                let execution = TestCaseExecution(planned: testCase, lines: features.lines, dryRun: options.dryRun, runner: self)
                let status = await execution.run()
                if status.failsRun(strict: options.strict) {
                    success = false
                    if options.failFast { break }
                }
            }
        } else {
            success = false
        }
        for hook in supportCode.afterAllHooks where !options.dryRun {
            success = await runRunHook(hook, testRunStartedId: testRunStartedId) && success
        }
        publish(.testRunFinished(TestRunFinished(
            message: cancelled ? "The run was cancelled" : nil,
            success: success && !cancelled,
            timestamp: clock.now(),
            testRunStartedId: testRunStartedId
        )))
    }

    /// Runs a BeforeAll/AfterAll hook; returns whether it passed.
    private func runRunHook(_ hook: CompiledHook, testRunStartedId: String) async -> Bool {
        let startedId = ids.newId()
        let started = clock.now()
        publish(.testRunHookStarted(TestRunHookStarted(id: startedId, testRunStartedId: testRunStartedId, hookId: hook.id, timestamp: started)))
        var outcome = StepOutcome.passed
        do {
            switch hook.body {
            case .run(let body): try await body()
            case .scenario: break
            }
        } catch {
            let reference = hook.message.sourceReference
            outcome = StepOutcome(error: error, location: "\(reference.uri ?? ""):\(reference.location?.line ?? 0)")
        }
        let finished = clock.now()
        publish(.testRunHookFinished(TestRunHookFinished(
            testRunHookStartedId: startedId,
            result: outcome.result(duration: finished.duration(since: started)),
            timestamp: finished
        )))
        return outcome.status == .passed
    }

    // MARK: - What a test case execution needs from the run

    func newId() -> String {
        ids.newId()
    }

    func now() -> Timestamp {
        clock.now()
    }

    func emit(_ envelope: Envelope) {
        publish(envelope)
    }

    var snippetWriter: SnippetWriter {
        supportCode.snippetWriter
    }
}
