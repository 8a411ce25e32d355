@testable import BDDRuntime
import CucumberMessages
import XCTest

final class TestCaseTranscriptTests: XCTestCase {
    @MainActor
    func test_record_stepsInPlanOrder_keepsTheTestCaseWholeUntilItFinishes() async throws {
        var sut = try makeSUT()
        let steps = sut.planned.steps.map(\.id)

        XCTAssertEqual(try sut.record(started(at: 0)), .other)
        XCTAssertEqual(try sut.record(.testStepStarted(.after(ms(1)))), .stepStarted(id: steps[0], timeout: nil))
        XCTAssertEqual(try sut.record(finished(.passed, at: 2)), .stepFinished)
        _ = try sut.record(.testStepStarted(.after(ms(3))))
        _ = try sut.record(finished(.failed, at: 4))
        let last = try sut.record(.testCaseFinished(willBeRetried: false, time: .after(ms(5))))

        XCTAssertEqual(last, .testCaseFinished)
        XCTAssertEqual(sut.envelopes.count, 6)
        XCTAssertEqual(sut.worst, .failed)
        XCTAssertEqual(sut.workerNanoseconds, 5_000_000)
        guard case .testStepFinished(let second) = sut.envelopes[4] else { return XCTFail("\(sut.envelopes[4])") }
        XCTAssertEqual(second.testStepId, steps[1], "the plan names the step, not the worker")
        XCTAssertEqual(second.timestamp, at(4))
    }

    @MainActor
    func test_record_stepStartedWhileAnotherRuns_isAProtocolViolation() async throws {
        var sut = try makeSUT()
        _ = try sut.record(started(at: 0))
        _ = try sut.record(.testStepStarted(.after(ms(1))))

        XCTAssertThrowsError(try sut.record(.testStepStarted(.after(ms(2)))))
    }

    @MainActor
    func test_record_moreStepsThanPlanned_isAProtocolViolation() async throws {
        var sut = try makeSUT()
        _ = try sut.record(started(at: 0))
        for index in sut.planned.steps.indices {
            _ = try sut.record(.testStepStarted(.after(ms(2 * index + 1))))
            _ = try sut.record(finished(.passed, at: 2 * index + 2))
        }

        XCTAssertThrowsError(try sut.record(.testStepStarted(.after(ms(9)))))
    }

    @MainActor
    func test_record_finishBeforeEveryStepFinished_isAProtocolViolation() async throws {
        var sut = try makeSUT()
        _ = try sut.record(started(at: 0))

        XCTAssertThrowsError(try sut.record(.testCaseFinished(willBeRetried: false, time: .after(ms(1)))))
    }

    @MainActor
    func test_record_attachmentWhileAStepRuns_namesTheAttemptAndTheStepOfThePlan() async throws {
        var sut = try makeSUT()
        let content = AttachmentContent(body: "hello", encoding: .identity, mediaType: "text/plain", fileName: "greeting.txt")
        _ = try sut.record(started(at: 0))
        _ = try sut.record(.testStepStarted(.after(ms(1))))

        XCTAssertEqual(try sut.record(.attachment(content, time: .after(ms(2)))), .other)

        guard case .attachment(let attachment)? = sut.envelopes.last else { return XCTFail("\(sut.envelopes)") }
        XCTAssertEqual(attachment.testCaseStartedId, "tcs")
        XCTAssertEqual(attachment.testStepId, sut.planned.steps[0].id)
        XCTAssertEqual(attachment.timestamp, at(2))
        XCTAssertEqual(attachment.body, "hello")
        XCTAssertEqual(attachment.fileName, "greeting.txt")
    }

    @MainActor
    func test_record_attachmentBeforeAnyStepStarted_isAProtocolViolation() async throws {
        var sut = try makeSUT()
        _ = try sut.record(started(at: 0))

        XCTAssertThrowsError(try sut.record(.attachment(AttachmentContent(body: "x", encoding: .identity, mediaType: "text/plain", fileName: nil), time: .after(ms(1)))))
    }

    @MainActor
    func test_record_suggestion_namesTheRunningPickleStepAndNoOther() async throws {
        var sut = try makeSUT()
        let snippets = [Snippet(language: "swift", code: "steps.given(\"another step\") { _ in }")]
        _ = try sut.record(started(at: 0))
        XCTAssertThrowsError(try sut.record(.suggestion(id: "s0", snippets: snippets)), "no step runs")
        _ = try sut.record(.testStepStarted(.after(ms(1))))
        _ = try sut.record(finished(.passed, at: 2))
        _ = try sut.record(.testStepStarted(.after(ms(3))))

        _ = try sut.record(.suggestion(id: "s1", snippets: snippets))

        guard case .suggestion(let suggestion)? = sut.envelopes.last else { return XCTFail("\(sut.envelopes)") }
        guard case .pickleStep(let index, _) = sut.planned.steps[1].action else { return XCTFail("the plan's second step is the pickle's") }
        XCTAssertEqual(suggestion.pickleStepId, sut.planned.pickle.steps[index].id)
        XCTAssertEqual(suggestion.id, "s1")
        XCTAssertEqual(suggestion.snippets, snippets)
    }

    @MainActor
    func test_abandon_whileAStepRuns_failsItWithTheMessageAndSkipsTheRest() async throws {
        var sut = try makeSUT()
        let steps = sut.planned.steps.map(\.id)
        _ = try sut.record(started(at: 0))
        _ = try sut.record(.testStepStarted(.after(ms(1))))

        let story = sut.abandon(message: "The worker crashed (SIGSEGV).", exceptionType: "WorkerCrashed", now: { self.at(9) }, newId: { "new" })

        XCTAssertEqual(Self.results(in: story), [
            steps[0]: TestStepResult(duration: Duration(seconds: 0, nanos: 8_000_000), message: "The worker crashed (SIGSEGV).", status: .failed, exception: Exception(type: "WorkerCrashed", message: "The worker crashed (SIGSEGV).", stackTrace: "The worker crashed (SIGSEGV).")),
            steps[1]: TestStepResult(duration: .zero, status: .skipped),
        ])
        guard case .testCaseFinished(let finished)? = story.last else { return XCTFail("the test case did not finish") }
        XCTAssertEqual(finished.testCaseStartedId, "tcs")
        XCTAssertFalse(finished.willBeRetried)
        XCTAssertEqual(sut.worst, .failed)
    }

    @MainActor
    func test_abandon_beforeTheTestCaseStarted_startsItAndFailsItsFirstStep() async throws {
        var sut = try makeSUT()
        let steps = sut.planned.steps.map(\.id)

        let story = sut.abandon(message: "gone", exceptionType: "WorkerCrashed", now: { self.at(3) }, newId: { "new" })

        guard case .testCaseStarted(let started)? = story.first else { return XCTFail("the test case did not start") }
        XCTAssertEqual(started.id, "new")
        XCTAssertEqual(started.testCaseId, sut.planned.testCase.id)
        XCTAssertEqual(Self.results(in: story)[steps[0]]?.status, .failed)
        XCTAssertEqual(Self.results(in: story)[steps[1]]?.status, .skipped)
    }

    @MainActor
    func test_abandon_afterEveryStepFinished_putsTheNewsOnTheLastStep() async throws {
        var sut = try makeSUT()
        let steps = sut.planned.steps.map(\.id)
        _ = try sut.record(started(at: 0))
        for index in steps.indices {
            _ = try sut.record(.testStepStarted(.after(ms(2 * index + 1))))
            _ = try sut.record(finished(.passed, at: 2 * index + 2))
        }

        let story = sut.abandon(message: "exit(0) in teardown", exceptionType: "WorkerCrashed", now: { self.at(9) }, newId: { "new" })

        let last = Self.results(in: story)[steps[1]]
        XCTAssertEqual(last?.status, .failed)
        XCTAssertEqual(last?.message, "After the scenario's last step: exit(0) in teardown")
        XCTAssertEqual(last?.exception?.stackTrace, last?.message, "the trace every report's error text is made of")
        XCTAssertEqual(Self.results(in: story)[steps[0]]?.status, .passed)
    }

    // MARK: - Helpers

    /// A transcript of a test case of two steps: one that matches a definition and one undefined.
    @MainActor
    private func makeSUT() throws -> TestCaseTranscript {
        var library = StepLibrary()
        library.given("a step") { (_: ScenarioContext) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: ["a step", "another step"])], ids: &ids)
        let pickle = try XCTUnwrap(parsed.compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }.first)
        var planner = TestCasePlanner(supportCode: try SupportCode(library: library, ids: &ids, currentDirectory: "/repo"))
        return TestCaseTranscript(planned: planner.plan(pickle, testRunStartedId: "r", ids: &ids))
    }

    /// The worker's short events, as it sends them: times after the attempt's start.
    private func started(at milliseconds: Int) -> TestCaseEvent {
        .testCaseStarted(id: "tcs", attempt: 0, at: at(milliseconds), workerId: nil)
    }

    private func finished(_ status: TestStepResultStatus, at milliseconds: Int) -> TestCaseEvent {
        .testStepFinished(status: status, time: .after(ms(milliseconds)), duration: .zero, detail: nil)
    }

    private func ms(_ milliseconds: Int) -> Int {
        milliseconds * 1_000_000
    }

    private func at(_ milliseconds: Int) -> Timestamp {
        Timestamp(seconds: 100, nanos: milliseconds * 1_000_000)
    }

    private static func results(in envelopes: [Envelope]) -> [String: TestStepResult] {
        var results: [String: TestStepResult] = [:]
        for case .testStepFinished(let finished) in envelopes { results[finished.testStepId] = finished.testStepResult }
        return results
    }
}
