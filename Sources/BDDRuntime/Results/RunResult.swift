import CucumberMessages

/// Follows a run's envelopes and works out how it went: each scenario's status, and the exit status.
///
/// A consumer of the stream like any formatter, so it agrees with what the reports show.
public struct RunResult: Sendable {
    /// Whether undefined and pending scenarios count as failures.
    public let strict: Bool
    /// The status of each test case attempt, by `testCaseStarted` id, in the order they finished.
    public private(set) var scenarioStatuses: [TestStepResultStatus] = []
    /// How many feature files did not parse.
    public private(set) var parseErrorCount = 0
    /// Whether a BeforeAll or AfterAll hook did not pass.
    public private(set) var runHookFailed = false
    /// The run's last message, once it arrived.
    public private(set) var finished: TestRunFinished?

    private var worstByStartedId: [String: TestStepResultStatus] = [:]

    /// Creates an observer; `strict` must match the run's.
    public init(strict: Bool = true) {
        self.strict = strict
    }

    /// Takes the next envelope of the stream.
    public mutating func record(_ envelope: Envelope) {
        switch envelope {
        case .parseError:
            parseErrorCount += 1
        case .testCaseStarted(let started):
            worstByStartedId[started.id] = .passed
        case .testStepFinished(let finished):
            let status = finished.testStepResult.status
            worstByStartedId[finished.testCaseStartedId] = max(worstByStartedId[finished.testCaseStartedId] ?? .passed, status)
        case .testCaseFinished(let finished):
            if !finished.willBeRetried, let status = worstByStartedId[finished.testCaseStartedId] {
                scenarioStatuses.append(status)
            }
            worstByStartedId[finished.testCaseStartedId] = nil
        case .testRunHookFinished(let finished):
            if finished.result.status != .passed { runHookFailed = true }
        case .testRunFinished(let message):
            finished = message
        default:
            break
        }
    }

    /// How many scenarios ended with `status`.
    public func count(of status: TestStepResultStatus) -> Int {
        scenarioStatuses.filter { $0 == status }.count
    }

    /// 0 when everything passed, 1 otherwise (a run that never finished did not pass).
    public var exitStatus: ExitStatus {
        guard let finished, finished.success else { return .failed }
        if parseErrorCount > 0 || runHookFailed { return .failed }
        return scenarioStatuses.contains { $0.failsRun(strict: strict) } ? .failed : .passed
    }
}
