import CucumberMessages

/// What a run knows of itself as a whole, and the one function that moves it on: whether a run hook or a test
/// case failed it, whether it failed outside any of them, and the signal that stopped it.
///
/// The worker pool and the in-process run tell it what happened; `apply(_:)` changes nothing else, so when a run
/// stops handing out test cases, and what it then says of itself, follow the same rules however it runs and are
/// tested without a process, as `WorkerState` is for one worker.
struct RunState: Equatable, Sendable {
    /// What happened to the run.
    enum Event: Equatable, Sendable {
        /// A BeforeAll or AfterAll hook finished with `status`, or was cut short (`.failed`).
        case runHookFinished(TestStepResultStatus)
        /// A test case finished, its worst step `worst`.
        case testCaseFinished(worst: TestStepResultStatus)
        /// The run itself failed, outside any test case or hook: a worker could not start, or died idle.
        case runFailed(String)
        /// A signal asked the run to stop.
        case interrupted(signal: Int32)
    }

    private let strict: Bool
    private let failFast: Bool
    private(set) var runHookFailed = false
    private(set) var testCaseFailed = false
    /// The first failure of the run itself.
    private(set) var runFailure: String?
    /// The first signal that stopped the run.
    private(set) var interruption: Int32?

    /// A run whose test cases fail it as `strict` says, which stops at the first failure with `failFast`.
    init(strict: Bool, failFast: Bool) {
        self.strict = strict
        self.failFast = failFast
    }

    /// Moves to the state after `event`.
    mutating func apply(_ event: Event) {
        switch event {
        case .runHookFinished(let status):
            if status != .passed { runHookFailed = true }
        case .testCaseFinished(let worst):
            if worst.failsRun(strict: strict) { testCaseFailed = true }
        case .runFailed(let message):
            if runFailure == nil { runFailure = message }
        case .interrupted(let signal):
            if interruption == nil { interruption = signal }
        }
    }

    /// Whether more test cases may start: nothing stopped the run, and no failure did under `--fail-fast`.
    var schedulesMore: Bool {
        !runHookFailed && runFailure == nil && interruption == nil && !(failFast && testCaseFailed)
    }

    /// Whether the BeforeAll hooks let test cases run.
    var startedWell: Bool { !runHookFailed && runFailure == nil && interruption == nil }

    /// Whether the test cases ran to the end and none failed the run.
    var testCasesPassed: Bool { !testCaseFailed && runFailure == nil && interruption == nil }

    /// The verdict so far: no run hook or test case failed the run, nothing failed outside them, nothing stopped it.
    var succeeded: Bool { !runHookFailed && testCasesPassed }
}
