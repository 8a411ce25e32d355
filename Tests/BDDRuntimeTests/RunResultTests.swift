import BDDRuntime
import CucumberMessages
import XCTest

final class RunResultTests: XCTestCase {
    func test_exitStatus_withOnlyPassedAndSkippedScenarios_isPassed() {
        let sut = makeSUT(recording: [[.passed, .passed], [.skipped]])

        XCTAssertEqual(sut.exitStatus, .passed)
        XCTAssertEqual(sut.count(of: .passed), 1)
        XCTAssertEqual(sut.count(of: .skipped), 1)
    }

    func test_exitStatus_ofAFailedScenario_followsTheRunsOwnVerdict() {
        // The run judged its scenarios by its own rules (strictness among them) and said so: nothing judges again.
        XCTAssertEqual(makeSUT(recording: [[.passed], [.failed, .skipped]], success: false).exitStatus, .failed)
        XCTAssertEqual(makeSUT(recording: [[.undefined]], success: true).exitStatus, .passed)
        XCTAssertEqual(makeSUT(recording: [[.passed]], success: false).exitStatus, .failed)
    }

    func test_record_parseError_isCounted() {
        var sut = makeSUT(recording: [[.passed]], finish: false)

        sut.record(.parseError(ParseError(source: SourceReference(uri: "a.feature"), message: "bad")))

        XCTAssertEqual(sut.parseErrorCount, 1)
    }

    func test_exitStatus_beforeTheRunFinished_isFailed() {
        XCTAssertEqual(makeSUT(recording: [[.passed]], finish: false).exitStatus, .failed)
    }

    func test_exitStatus_whenTheRunReportsFailure_isFailed() {
        var sut = makeSUT(recording: [[.passed]], finish: false)

        sut.record(.testRunFinished(TestRunFinished(success: false, timestamp: Timestamp(seconds: 0, nanos: 0))))

        XCTAssertEqual(sut.exitStatus, .failed)
    }

    func test_scenarioStatuses_ofInterleavedAttempts_keepEachAttemptsOwnWorst() {
        var sut = RunResult()
        let time = Timestamp(seconds: 0, nanos: 0)
        func step(_ startedId: String, _ status: TestStepResultStatus) -> Envelope {
            .testStepFinished(TestStepFinished(testCaseStartedId: startedId, testStepId: "s", testStepResult: TestStepResult(duration: .zero, status: status), timestamp: time))
        }

        sut.record(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a", testCaseId: "case-a", timestamp: time)))
        sut.record(.testCaseStarted(TestCaseStarted(attempt: 0, id: "b", testCaseId: "case-b", timestamp: time)))
        sut.record(step("a", .failed))
        sut.record(step("b", .passed))
        sut.record(.testCaseFinished(TestCaseFinished(testCaseStartedId: "b", timestamp: time, willBeRetried: false)))
        sut.record(step("a", .passed))
        sut.record(.testCaseFinished(TestCaseFinished(testCaseStartedId: "a", timestamp: time, willBeRetried: false)))

        XCTAssertEqual(sut.scenarioStatuses, [.passed, .failed])
    }

    func test_scenarioStatuses_ofARetriedAttempt_countOnlyTheLastAttempt() {
        var sut = RunResult()
        let time = Timestamp(seconds: 0, nanos: 0)
        sut.record(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a1", testCaseId: "case", timestamp: time)))
        sut.record(.testStepFinished(TestStepFinished(testCaseStartedId: "a1", testStepId: "s", testStepResult: TestStepResult(duration: .zero, status: .failed), timestamp: time)))
        sut.record(.testCaseFinished(TestCaseFinished(testCaseStartedId: "a1", timestamp: time, willBeRetried: true)))
        sut.record(.testCaseStarted(TestCaseStarted(attempt: 1, id: "a2", testCaseId: "case", timestamp: time)))
        sut.record(.testCaseFinished(TestCaseFinished(testCaseStartedId: "a2", timestamp: time, willBeRetried: false)))

        XCTAssertEqual(sut.scenarioStatuses, [.passed])
    }

    // MARK: - Helpers

    /// Records one test case per element, each with steps of the given statuses, then the run's end saying `success`.
    private func makeSUT(recording cases: [[TestStepResultStatus]], success: Bool = true, finish: Bool = true) -> RunResult {
        var sut = RunResult()
        let time = Timestamp(seconds: 0, nanos: 0)
        for (caseIndex, statuses) in cases.enumerated() {
            let startedId = "started-\(caseIndex)"
            sut.record(.testCaseStarted(TestCaseStarted(attempt: 0, id: startedId, testCaseId: "case-\(caseIndex)", timestamp: time)))
            for (stepIndex, status) in statuses.enumerated() {
                sut.record(.testStepFinished(TestStepFinished(
                    testCaseStartedId: startedId,
                    testStepId: "step-\(stepIndex)",
                    testStepResult: TestStepResult(duration: .zero, status: status),
                    timestamp: time
                )))
            }
            sut.record(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: time, willBeRetried: false)))
        }
        if finish {
            sut.record(.testRunFinished(TestRunFinished(success: success, timestamp: time)))
        }
        return sut
    }
}
