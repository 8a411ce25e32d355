import CucumberMessages
import Foundation

/// Runs test cases with Cucumber's semantics and tells everything it does as Cucumber Messages envelopes.
///
/// It formats nothing and decides no exit status: consumers of the stream do. Given a `WorkerLaunch`, it is the
/// coordinator of a supervised run: it plans here and runs each test case in a worker process that may die without
/// taking the run with it. Without one, bodies run here, on the main actor (`--in-process`). A runner runs once.
@MainActor
public final class Runner {
    private let supportCode: SupportCode
    private let options: RunOptions
    private let meta: Meta
    private let worker: WorkerLaunch?
    private let workerOutput: (String) -> Void
    private var clock: any RunClock
    private var ids: any IdGenerator

    /// Compiles `library` once for the run; throws when a registration is malformed.
    ///
    /// `ids` should be the generator that numbered the parsed features, so ids never repeat in a stream. With `worker`,
    /// test cases run in worker processes started from it, and what they print goes to `workerOutput`.
    public init(
        library: StepLibrary,
        options: RunOptions = RunOptions(),
        clock: any RunClock = SystemClock(),
        ids: any IdGenerator = RandomIdGenerator(),
        meta: Meta = RunMeta.current(),
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        worker: WorkerLaunch? = nil,
        workerOutput: @escaping (String) -> Void = { _ in }
    ) throws(SupportCodeError) {
        var ids = ids
        self.supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: currentDirectory)
        self.ids = ids
        self.options = options
        self.clock = clock
        self.meta = meta
        self.worker = worker
        self.workerOutput = workerOutput
    }

    /// Runs the selected pickles of `features`, sending every envelope to `publish` as it happens.
    ///
    /// In-process, stops starting test cases when the task is cancelled (After and AfterAll hooks still run).
    /// Supervised, stops on SIGINT, SIGTERM or SIGHUP, and says so in what it returns.
    public func run(_ features: FeatureSet, publish: @escaping (Envelope) -> Void) async -> RunEnding {
        let services = ExecutionServices(ids: ids, clock: clock, snippetWriter: supportCode.snippetWriter, emit: publish)
        publish(.meta(meta))
        features.envelopes.forEach(publish)
        supportCode.envelopes.forEach(publish)
        let testRunStartedId = services.newId()
        publish(.testRunStarted(TestRunStarted(timestamp: services.now(), id: testRunStartedId)))

        let plan = { [supportCode, options] in
            var planner = TestCasePlanner(supportCode: supportCode)
            let planned = options.order.arrange(features.pickles).map { planner.plan($0, testRunStartedId: testRunStartedId, ids: &services.ids) }
            planned.forEach { publish(.testCase($0.testCase)) }
            return planned
        }
        let ending: RunEnding
        let success: Bool
        if let worker, !options.dryRun {
            (success, ending) = runSupervised(worker, plan: plan, lines: features.lines, services: services, testRunStartedId: testRunStartedId)
        } else {
            (success, ending) = await runInProcess(plan: plan, lines: features.lines, services: services, testRunStartedId: testRunStartedId)
        }
        publish(.testRunFinished(TestRunFinished(
            message: ending.message,
            success: success && features.parseErrors.isEmpty && ending == .completed,
            timestamp: services.now(),
            testRunStartedId: testRunStartedId
        )))
        return ending
    }

    private func runInProcess(
        plan: () -> [PlannedTestCase],
        lines: GherkinLines,
        services: ExecutionServices,
        testRunStartedId: String
    ) async -> (Bool, RunEnding) {
        var success = true
        var beforeAllSucceeded = true
        for hook in supportCode.beforeAllHooks where !options.dryRun {
            beforeAllSucceeded = await services.runRunHook(hook, testRunStartedId: testRunStartedId) && beforeAllSucceeded
        }
        var ending = RunEnding.completed
        if beforeAllSucceeded {
            for testCase in plan() {
                if Task.isCancelled {
                    ending = .cancelled
                    break
                }
                let status = await TestCaseExecution(planned: testCase, lines: lines, dryRun: options.dryRun, services: services).run()
                if status.failsRun(strict: options.strict) {
                    success = false
                    if options.failFast { break }
                }
            }
        } else {
            success = false
        }
        for hook in supportCode.afterAllHooks where !options.dryRun {
            success = await services.runRunHook(hook, testRunStartedId: testRunStartedId) && success
        }
        return (success, ending)
    }

    private func runSupervised(
        _ worker: WorkerLaunch,
        plan: () -> [PlannedTestCase],
        lines: GherkinLines,
        services: ExecutionServices,
        testRunStartedId: String
    ) -> (Bool, RunEnding) {
        let pool = WorkerPool(
            launch: worker,
            supportCode: supportCode,
            options: options,
            services: services,
            testRunStartedId: testRunStartedId,
            lines: lines,
            workerOutput: workerOutput
        )
        var success = pool.start()
        if success {
            success = pool.execute(plan())
        }
        success = pool.finish() && success
        return (success, pool.interruption.map(RunEnding.interrupted(signal:)) ?? .completed)
    }
}
