import CucumberMessages
import Foundation
import TagExpressions

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
    /// `options.retryTagFilter`, compiled once (the command line checked it).
    private let retryFilter: TagExpression?

    /// Compiles `library` once for the run; throws when a registration is malformed.
    ///
    /// `ids` should be the generator that numbered the parsed features, so ids never repeat in a stream; the step
    /// definitions and hooks draw from `supportCodeIds` when given (a sharded run's counter, so every shard names them
    /// alike). With `worker`, test cases run in worker processes started from it, and what they print goes to
    /// `workerOutput`.
    public init(
        library: StepLibrary,
        options: RunOptions = RunOptions(),
        clock: any RunClock = SystemClock(),
        ids: any IdGenerator = RandomIdGenerator(),
        supportCodeIds: (any IdGenerator)? = nil,
        meta: Meta = RunMeta.current(),
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        worker: WorkerLaunch? = nil,
        workerOutput: @escaping (String) -> Void = { _ in }
    ) throws(SupportCodeError) {
        var ids = ids
        if var supportCodeIds {
            self.supportCode = try SupportCode(library: library, ids: &supportCodeIds, currentDirectory: currentDirectory)
        } else {
            self.supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: currentDirectory)
        }
        self.ids = ids
        self.options = options
        self.clock = clock
        self.meta = meta
        self.worker = worker.map { Self.launch($0, options: options) }
        self.workerOutput = workerOutput
        self.retryFilter = options.retryTagFilter.flatMap { try? TagExpression($0) }
    }

    /// What test framework assertions will not fail steps in this process (a framework is loaded that nothing here
    /// hears), to say once before the run; nil when every framework the steps can call is heard.
    public var unheardAssertions: String? {
        FrameworkAssertions.current.notice()
    }

    /// The worker's arguments carry what its executions need to know: the retry rules.
    private static func launch(_ worker: WorkerLaunch, options: RunOptions) -> WorkerLaunch {
        var launch = worker
        launch.arguments += WorkerArguments(retry: options.retry, retryTagFilter: options.retryTagFilter).encoded
        return launch
    }

    /// Runs the selected pickles of `features`, handing every envelope to `events` as it happens.
    ///
    /// In-process, stops starting test cases when the task is cancelled (After and AfterAll hooks still run).
    /// Supervised, stops on SIGINT, SIGTERM or SIGHUP, and says so in what it returns.
    public func run(_ features: FeatureSet, events: EventChain) async -> RunEnding {
        await run(first: features.selection, rest: FeatureSource(nil), events: events).ending
    }

    /// Runs the selected pickles of `features`, handing every envelope to `consume`: a chain of one link.
    public func run(_ features: FeatureSet, consume: @escaping (Envelope) -> Void) async -> RunEnding {
        await run(features, events: EventChain([consume]))
    }

    /// Runs the pickles of the files `files` gives that `filter` selects, parsing each file only when the run
    /// reaches it (in the defined order), so memory holds the files in flight rather than the suite.
    public func run(
        _ files: some FeatureStream,
        filter: PickleFilter?,
        events: EventChain
    ) async -> (ending: RunEnding, selected: Int, parseErrors: Int) {
        await run(FeatureSource(files, filter: filter), manifest: nil, events: events)
    }

    /// Runs one shard's part, the files as its planning parsed them; the stream carries the part's manifest right
    /// after `testRunStarted`.
    public func run(_ shard: ShardPart, events: EventChain) async -> (ending: RunEnding, selected: Int, parseErrors: Int) {
        await run(FeatureSource(shard.files), manifest: shard.manifest, events: events)
    }

    private func run(
        _ source: FeatureSource,
        manifest: ShardManifest?,
        events: EventChain
    ) async -> (ending: RunEnding, selected: Int, parseErrors: Int) {
        var source = source
        var ids = self.ids
        let first = source.next(ids: &ids) ?? .none
        self.ids = ids
        return await run(first: first, rest: source, manifest: manifest, events: events)
    }

    private func run(
        first: SelectedFeature,
        rest: FeatureSource,
        manifest: ShardManifest? = nil,
        events: EventChain
    ) async -> (ending: RunEnding, selected: Int, parseErrors: Int) {
        let publish = events.publish
        // What is parsed and planned ahead is numbered on the planning thread; the run's own events draw from a
        // second generator whose ids never meet the first's.
        var planningIds = ids
        let services = ExecutionServices(ids: planningIds.split(), clock: clock, snippetWriter: supportCode.snippetWriter, emit: publish)
        let testRunStartedId = services.newId()
        var frame = RunFrame(started: TestRunStarted(timestamp: services.now(), id: testRunStartedId))
        frame.opening(meta: meta, before: first.envelopes + supportCode.envelopes).forEach(publish)
        if let manifest { publish(.attachment(manifest.attachment(testRunStartedId: testRunStartedId, timestamp: frame.started.timestamp))) }

        // A dry run plans and reports every step without running any, so it needs no worker.
        let supervisor = options.dryRun ? nil : worker
        let queue = TestCaseQueue(
            first: first,
            source: rest,
            order: options.order,
            firstScenarios: options.first,
            supportCode: supportCode,
            ids: planningIds,
            testRunStartedId: testRunStartedId,
            lead: supervisor == nil ? TestCaseQueue.inProcessLead : TestCaseQueue.supervisedLead,
            publish: publish
        )
        let ending: RunEnding
        var success: Bool
        var ranTestCases: Bool
        var runFailure: String?
        // The pool watches for signals from before the run's set-up, so Ctrl-C during it still ends with afterRun.
        let pool = supervisor.map { makePool($0, services: services, testRunStartedId: testRunStartedId, events: events) }
        pool?.watchSignals()
        let setUp = events.listenerFailure == nil && !options.dryRun
            ? await runRunHooks(supportCode.beforeRunHooks, services: services, testRunStartedId: testRunStartedId)
            : true
        if events.listenerFailure != nil {
            (success, ending, ranTestCases) = (false, .completed, false)
        } else if !setUp {
            // No scenario can run without the run's set-up, and every report must still say which were selected:
            // each is told as a dry run tells it, its steps skipped, after the hook's failure.
            pool?.finish()
            await reportNotRun(queue, services: services, events: events)
            (success, ending, ranTestCases) = (false, .completed, true)
        } else if let pool {
            pool.launch.environment.merge(services.runEnvironment) { $1 }
            (success, ending, ranTestCases, runFailure) = runSupervised(pool, queue: queue, services: services, events: events)
        } else {
            let previous = ProcessEnvironment.set(services.runEnvironment)
            defer { ProcessEnvironment.restore(previous) }
            (success, ending, ranTestCases) = await runInProcess(queue: queue, services: services, testRunStartedId: testRunStartedId, events: events)
        }
        queue.drain(planning: ranTestCases)
        if events.listenerFailure == nil && !options.dryRun {
            success = await runRunHooks(supportCode.afterRunHooks, services: services, testRunStartedId: testRunStartedId) && success
        }
        if !success || queue.parseErrorCount > 0 { frame.partFailed() }
        if let unfinished = ending.message { frame.leftUnfinished(unfinished) }
        // A failure of the run itself, outside any test case, travels as the run's exception, as Cucumber reports it.
        if let exception = events.listenerFailure.map(Self.exception(thrownByListener:)) ?? runFailure.map({ Exception(type: "WorkerFailure", message: $0) }) {
            frame.failed(with: exception)
        }
        publish(.testRunFinished(frame.finished(at: services.now())))
        return (ending, queue.selectedCount, queue.parseErrorCount)
    }

    private static func exception(thrownByListener error: any Error) -> Exception {
        let message = StepOutcome.text(of: error)
        let type = String(describing: Swift.type(of: error))
        return Exception(type: type, message: message, stackTrace: "\(type): \(message)")
    }

    /// Whether the run passed, how it ended, and whether test cases were planned at all (not after a failed BeforeAll).
    private func runInProcess(queue: TestCaseQueue, services: ExecutionServices, testRunStartedId: String, events: EventChain) async -> (Bool, RunEnding, Bool) {
        // The rules of a supervised run, through the same state: what stops handing out test cases, and the verdict.
        var state = RunState(strict: options.strict, failFast: options.failFast)
        if !options.dryRun {
            await runRunHooks(supportCode.beforeAllHooks, services: services, testRunStartedId: testRunStartedId, into: &state)
        }
        let startedWell = state.startedWell
        var ending = RunEnding.completed
        while state.schedulesMore, events.listenerFailure == nil, let entry = queue.next() {
            if Task.isCancelled {
                ending = .cancelled
                break
            }
            let worst = await TestCaseExecution.runWithRetries(
                entry.planned,
                lines: entry.lines,
                dryRun: options.dryRun,
                services: services,
                retry: options.retry,
                retryFilter: retryFilter
            )
            state.apply(.testCaseFinished(worst: worst))
        }
        if !options.dryRun {
            await runRunHooks(supportCode.afterAllHooks, services: services, testRunStartedId: testRunStartedId, into: &state)
        }
        return (state.succeeded, ending, startedWell)
    }

    /// Tells every selected test case as not run: its steps skipped (undefined ones still undefined), no body run.
    private func reportNotRun(_ queue: TestCaseQueue, services: ExecutionServices, events: EventChain) async {
        while events.listenerFailure == nil, let entry = queue.next() {
            _ = await TestCaseExecution.runWithRetries(entry.planned, lines: entry.lines, dryRun: true, services: services, retry: 0, retryFilter: nil)
        }
    }

    /// Runs `hooks` one after the other, each whatever the one before did; returns whether they all passed.
    private func runRunHooks(_ hooks: [CompiledHook], services: ExecutionServices, testRunStartedId: String) async -> Bool {
        var state = RunState(strict: options.strict, failFast: options.failFast)
        await runRunHooks(hooks, services: services, testRunStartedId: testRunStartedId, into: &state)
        return !state.runHookFailed
    }

    /// Runs `hooks` one after the other, each whatever the one before did, telling `state` how each finished.
    private func runRunHooks(_ hooks: [CompiledHook], services: ExecutionServices, testRunStartedId: String, into state: inout RunState) async {
        for hook in hooks {
            let passed = await services.runRunHook(hook, testRunStartedId: testRunStartedId)
            state.apply(.runHookFinished(passed ? .passed : .failed))
        }
    }

    private func makePool(_ worker: WorkerLaunch, services: ExecutionServices, testRunStartedId: String, events: EventChain) -> WorkerPool {
        WorkerPool(
            launch: worker,
            supportCode: supportCode,
            options: options,
            services: services,
            testRunStartedId: testRunStartedId,
            workerOutput: workerOutput,
            sendsAhead: !options.failFast && !events.hasListeners
        )
    }

    private func runSupervised(
        _ pool: WorkerPool,
        queue: TestCaseQueue,
        services: ExecutionServices,
        events: EventChain
    ) -> (Bool, RunEnding, Bool, String?) {
        let started = pool.start()
        if started {
            pool.execute(queue, stopping: { events.listenerFailure != nil })
        }
        pool.finish()
        return (pool.state.succeeded, pool.state.interruption.map(RunEnding.interrupted(signal:)) ?? .completed, started, pool.state.runFailure)
    }
}
