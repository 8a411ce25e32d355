import CucumberMessages

/// What one supervised worker is doing, as the coordinator follows it, and the one function that moves it on.
///
/// The pool tells it what happened (a line's meaning, a command sent, a kill); `apply(_:)` moves it to the next
/// state, or throws the protocol violation the event is and leaves it as it was, and touches nothing else, so every
/// path is tested without a process. It changes in place: the pool applies an event for every line a worker sends,
/// and a copy of the whole state each time cost the coordinator more than the check itself.
/// What the worker holds (its transcript, the test cases sent ahead, its deadline) stays with `SupervisedWorker`.
struct WorkerState: Equatable, Sendable {
    /// Where the worker is in its life.
    enum Phase: Equatable, Sendable {
        /// Running its BeforeAll hooks, `remaining` of them still to finish; it takes no test case yet.
        case startingUp(remaining: Int)
        /// Taking test cases.
        case working
        /// Told to run its AfterAll hooks and end.
        case finishing
    }

    /// Why the coordinator stopped the worker, said instead of the bare signal.
    struct Stop: Equatable, Sendable {
        let message: String
        let type: String
    }

    /// What happened to the worker.
    enum Event: Equatable, Sendable {
        /// It started a BeforeAll or AfterAll hook.
        case hookStarted(TestRunHookStarted)
        /// It finished its run hook.
        case hookFinished
        /// It sent an attachment of its run hook.
        case hookAttachment
        /// It sent a line about its test case.
        case testCaseLine
        /// The coordinator gave it a test case to run now.
        case testCaseGiven
        /// Its test case finished; `nextQueued` when one sent ahead starts now.
        case testCaseFinished(nextQueued: Bool)
        /// The coordinator told it to run its AfterAll hooks and end.
        case finishing
        /// The coordinator killed it (a step overran, the run was interrupted); the first reason stays.
        case killed(Stop)
        /// It broke the protocol, as `message` says, and was killed: this reason replaces any other, since it
        /// explains the lines.
        case brokeProtocol(message: String)
        /// A line came after it was killed and was not taken.
        case lineIgnored
        /// It ended, and the coordinator finished its test case or hook for it.
        case buried
    }

    private(set) var phase: Phase
    /// The run hook it is running.
    private(set) var runningHook: TestRunHookStarted?
    /// Whether a test case is running (or sent and about to). Its transcript stays with `SupervisedWorker`, whose
    /// methods change the two together: holding it here would copy it with every state the tests compare.
    private(set) var hasTestCase = false
    private(set) var stop: Stop?
    /// Whether it was stopped for breaking the protocol, which makes its journal untrustworthy too.
    private(set) var brokeProtocol = false
    /// Whether lines came after it was killed and were not taken.
    private(set) var ignoredLines = false

    /// A worker just started, which runs `beforeAllHooks` first.
    init(beforeAllHooks: Int) {
        phase = beforeAllHooks > 0 ? .startingUp(remaining: beforeAllHooks) : .working
    }

    /// Whether it can be given a test case now.
    var isReady: Bool { phase == .working && !hasTestCase && runningHook == nil }

    var isStartingUp: Bool {
        if case .startingUp = phase { true } else { false }
    }

    /// Whether test cases may be sent ahead to it.
    var takesMoreAhead: Bool { hasTestCase && phase == .working && stop == nil }

    /// Whether a line it wrote is taken: from its pipe only until it was killed; from its journal after it ended
    /// too (it did what the journal says before it was stopped), unless lines were already dropped (they would
    /// leave a gap) or it broke the protocol.
    func takes(fromJournal: Bool) -> Bool {
        fromJournal ? !ignoredLines && !brokeProtocol : stop == nil
    }

    /// Whether its end needs no explanation: it was finishing, or stopped, with nothing under way.
    var endedQuietly: Bool { !hasTestCase && runningHook == nil && (phase == .finishing || stop != nil) }

    /// The exception type of a stop for breaking the protocol.
    private static let protocolErrorType = "WorkerProtocolError"

    /// Moves to the state after `event`; throws, changing nothing, when the protocol does not allow it now.
    mutating func apply(_ event: Event) throws(ProtocolViolation) {
        switch event {
        case .hookStarted(let started):
            guard runningHook == nil, !hasTestCase else { throw ProtocolViolation("a hook started inside another") }
            guard phase != .working else { throw ProtocolViolation("a run hook started while taking test cases") }
            runningHook = started
        case .hookFinished:
            guard runningHook != nil else { throw ProtocolViolation("a hook finished that had not started") }
            runningHook = nil
            if case .startingUp(let remaining) = phase {
                phase = remaining > 1 ? .startingUp(remaining: remaining - 1) : .working
            }
        case .hookAttachment:
            guard runningHook != nil else { throw ProtocolViolation("an attachment of a hook that is not running") }
        case .testCaseLine:
            guard hasTestCase else { throw ProtocolViolation("a test case message with no test case given") }
        case .testCaseGiven:
            hasTestCase = true
        case .testCaseFinished(let nextQueued):
            hasTestCase = nextQueued
        case .finishing:
            phase = .finishing
        case .killed(let reason):
            if stop == nil { stop = reason }
        case .brokeProtocol(let message):
            stop = Stop(message: message, type: Self.protocolErrorType)
            brokeProtocol = true
        case .lineIgnored:
            ignoredLines = true
        case .buried:
            hasTestCase = false
            runningHook = nil
        }
    }
}
