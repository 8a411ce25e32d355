import CucumberMessages

/// Follows a run's envelopes and works out how it went: each scenario's status, and the exit status.
///
/// A consumer of the stream like any formatter, so it agrees with what the reports show; the exit status is the
/// run's own verdict (`testRunFinished.success`), never judged a second time.
public struct RunResult: Sendable {
    /// The status of each test case attempt, by `testCaseStarted` id, in the order they finished.
    public private(set) var scenarioStatuses: [TestStepResultStatus] = []
    /// How many feature files did not parse.
    public private(set) var parseErrorCount = 0
    /// Whether a BeforeAll or AfterAll hook did not pass.
    public private(set) var runHookFailed = false
    /// The run's last message, once it arrived.
    public private(set) var finished: TestRunFinished?

    /// The attempt under way and its worst status so far: attempts come one after the other in a run's stream, so
    /// the common case asks no dictionary. Other attempts under way (an interleaved stream) wait in the dictionary.
    private var current: (startedId: String, worst: TestStepResultStatus)?
    private var worstByStartedId: [String: TestStepResultStatus] = [:]

    /// Creates an observer.
    public init() {}

    /// Takes the next envelope of the stream.
    public mutating func record(_ envelope: Envelope) {
        switch envelope {
        case .parseError:
            parseErrorCount += 1
        case .testCaseStarted(let started):
            if let current { worstByStartedId[current.startedId] = current.worst }
            current = (started.id, .passed)
        case .testStepFinished(let finished):
            let status = finished.testStepResult.status
            if current?.startedId == finished.testCaseStartedId {
                current!.worst = max(current!.worst, status)
            } else {
                worstByStartedId[finished.testCaseStartedId] = max(worstByStartedId[finished.testCaseStartedId] ?? .passed, status)
            }
        case .testCaseFinished(let finished):
            let worst: TestStepResultStatus?
            if let current, current.startedId == finished.testCaseStartedId {
                worst = current.worst
                self.current = nil
            } else {
                worst = worstByStartedId.removeValue(forKey: finished.testCaseStartedId)
            }
            if !finished.willBeRetried, let worst { scenarioStatuses.append(worst) }
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

    /// 0 when the run said it passed (`testRunFinished.success`, which it judged with its own rules), 1 otherwise: a
    /// run that never finished did not pass.
    public var exitStatus: ExitStatus {
        finished?.success == true ? .passed : .failed
    }
}
