/// How a run executes its test cases.
public struct RunOptions: Sendable, Hashable {
    /// How long a step or hook may run when its definition says nothing: one minute, room for real HTTP with
    /// retries, yet a hung CI job is named within minutes.
    public static let defaultStepTimeout = Duration.seconds(60)

    /// Match steps without running anything: defined steps are reported skipped.
    public var dryRun: Bool
    /// Stop starting test cases after the first one that fails the run.
    public var failFast: Bool
    /// Whether undefined and pending steps fail the run (Cucumber's default: yes).
    public var strict: Bool
    /// The order test cases run in.
    public var order: ExecutionOrder
    /// The scenarios that run before the others (`--first`), each group in `order`; nil when none do.
    public var first: FirstScenarios?
    /// How many worker processes run test cases at once (supervised runs).
    public var workers: Int
    /// How long a step may run before it is cancelled (supervised runs); nil for no limit.
    public var stepTimeout: Duration?
    /// How long a cancelled step has to return before its worker is killed.
    public var cancellationGrace: Duration
    /// How many more times a failed test case is run (`--retry`); only the last attempt counts.
    public var retry: Int
    /// The tag expression a scenario must match to be retried (`--retry-tag-filter`); every scenario when nil.
    public var retryTagFilter: String?

    /// Creates options; the defaults are Cucumber's.
    public init(
        dryRun: Bool = false,
        failFast: Bool = false,
        strict: Bool = true,
        order: ExecutionOrder = .defined,
        first: FirstScenarios? = nil,
        workers: Int = 1,
        stepTimeout: Duration? = RunOptions.defaultStepTimeout,
        cancellationGrace: Duration = .seconds(2),
        retry: Int = 0,
        retryTagFilter: String? = nil
    ) {
        self.retry = retry
        self.retryTagFilter = retryTagFilter
        self.dryRun = dryRun
        self.failFast = failFast
        self.strict = strict
        self.order = order
        self.first = first
        self.workers = workers
        self.stepTimeout = stepTimeout
        self.cancellationGrace = cancellationGrace
    }
}
