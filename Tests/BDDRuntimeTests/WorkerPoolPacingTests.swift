@testable import BDDRuntime
import CucumberMessages
import XCTest

/// How far ahead the coordinator sends test cases, and the measure it paces on.
final class WorkerPoolPacingTests: XCTestCase {
    func test_aheadDepth_loneWorker_holdsTheMostWhateverThePace() {
        XCTAssertEqual(WorkerPool.aheadDepth(workers: 1, recentTestCaseNanoseconds: nil), WorkerPool.sentAhead)
        XCTAssertEqual(WorkerPool.aheadDepth(workers: 1, recentTestCaseNanoseconds: 2e9), WorkerPool.sentAhead)
    }

    func test_aheadDepth_severalWorkersBeforeAnyTestCaseFinished_holdsOne() {
        XCTAssertEqual(WorkerPool.aheadDepth(workers: 2, recentTestCaseNanoseconds: nil), 1)
    }

    func test_aheadDepth_severalWorkers_holdsTheBudgetsWorthAtTheRecentPace() {
        let budget = WorkerPool.aheadBudgetNanoseconds

        XCTAssertEqual(WorkerPool.aheadDepth(workers: 2, recentTestCaseNanoseconds: budget / 5), 5)
        XCTAssertEqual(WorkerPool.aheadDepth(workers: 4, recentTestCaseNanoseconds: budget * 40), 1, "slow test cases are shared out one at a time")
        XCTAssertEqual(WorkerPool.aheadDepth(workers: 2, recentTestCaseNanoseconds: budget / 10_000), WorkerPool.sentAhead)
    }

    func test_aheadDepth_nonsensePace_staysWithinOneAndTheMost() {
        XCTAssertEqual(WorkerPool.aheadDepth(workers: 2, recentTestCaseNanoseconds: -5e9), WorkerPool.sentAhead)
        XCTAssertEqual(WorkerPool.aheadDepth(workers: 2, recentTestCaseNanoseconds: 0), WorkerPool.sentAhead)
        XCTAssertEqual(WorkerPool.aheadDepth(workers: 2, recentTestCaseNanoseconds: .greatestFiniteMagnitude), 1)
    }

    @MainActor
    func test_workerNanoseconds_ofAFinishedTestCase_isFromItsStartToItsEndByTheWorkersClock() async throws {
        var sut = try makeSUT()
        let started = TestCaseStarted(attempt: 0, id: "tcs", testCaseId: sut.planned.testCase.id, timestamp: Timestamp(seconds: 10, nanos: 500))
        let step = try XCTUnwrap(sut.planned.testCase.testSteps.first)

        _ = try sut.record(.testCaseStarted(started))
        _ = try sut.record(.testStepStarted(TestStepStarted(testCaseStartedId: "tcs", testStepId: step.id, timestamp: Timestamp(seconds: 10, nanos: 600))))
        let unfinished = sut.workerNanoseconds
        _ = try sut.record(.testStepFinished(TestStepFinished(
            testCaseStartedId: "tcs",
            testStepId: step.id,
            testStepResult: TestStepResult(duration: Duration(seconds: 0, nanos: 100), status: .passed),
            timestamp: Timestamp(seconds: 11, nanos: 0)
        )))
        _ = try sut.record(.testCaseFinished(TestCaseFinished(testCaseStartedId: "tcs", timestamp: Timestamp(seconds: 12, nanos: 0), willBeRetried: false)))

        XCTAssertNil(unfinished)
        XCTAssertEqual(sut.workerNanoseconds, 1_999_999_500)
    }

    // MARK: - Helpers

    @MainActor
    private func makeSUT() throws -> TestCaseTranscript {
        var library = StepLibrary()
        library.given("a step") { (_: ScenarioContext) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: ["a step"])], ids: &ids)
        let pickle = try XCTUnwrap(parsed.compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }.first)
        var planner = TestCasePlanner(supportCode: try SupportCode(library: library, ids: &ids, currentDirectory: "/repo"))
        return TestCaseTranscript(planned: planner.plan(pickle, testRunStartedId: "r", ids: &ids))
    }
}
