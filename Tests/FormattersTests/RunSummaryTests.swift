import CucumberMessages
@testable import Formatters
import Foundation
import TestSupport
import XCTest

final class RunSummaryTests: XCTestCase {
    func test_record_sampleRun_countsScenariosByWorstStepAndStepsWithoutHooks() {
        var sut = RunSummary()

        for envelope in SampleRun.envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.scenarios.nonZero.map(\.status), [.failed, .undefined, .passed])
        XCTAssertEqual(sut.scenarios.total, 3)
        XCTAssertEqual([sut.steps[.passed], sut.steps[.failed], sut.steps[.skipped], sut.steps[.undefined]], [4, 1, 2, 1])
        XCTAssertEqual(sut.duration, Duration(seconds: 0, nanos: 25_000_000))
        XCTAssertEqual(sut.snippets, [SampleRun.snippet])
    }

    func test_record_cucumbersFailedBeforeAllStream_countsTheScenarioItKeptFromRunningAsSkippedAndNotRun() throws {
        var sut = RunSummary()

        for envelope in try cckStream("global-hooks-beforeall-error") { sut.record(envelope) }

        XCTAssertEqual(sut.notRunScenarios, 1)
        XCTAssertEqual(sut.scenarios.nonZero.map(\.status), [.skipped])
        XCTAssertEqual(sut.steps.nonZero.map(\.status), [.skipped])
        XCTAssertTrue(SummaryText.render(sut, palette: ConsolePalette(colored: false)).hasPrefix("1 scenario did not run: a BeforeAll hook failed before it.\n1 scenario (1 skipped)\n"))
    }

    func test_record_failedAfterAllStream_countsNoScenarioAsNotRun() throws {
        var sut = RunSummary()

        for envelope in try cckStream("global-hooks-afterall-error") { sut.record(envelope) }

        XCTAssertEqual(sut.notRunScenarios, 0)
        XCTAssertEqual(sut.scenarios[.skipped], 0)
    }

    func test_record_failedBeforeAllWithSomePicklesPlanned_countsOnlyThoseWithoutATestCase() {
        var sut = RunSummary()
        var stream = StreamBuilder()
        stream.append(.pickle(Pickle(id: "p1", uri: "a.feature", name: "ran", language: "en", steps: [PickleStep(astNodeIds: [], id: "ps1", text: "x")], tags: [], astNodeIds: [])))
        stream.append(.pickle(Pickle(id: "p2", uri: "b.feature", name: "not run", language: "en", steps: [PickleStep(astNodeIds: [], id: "ps2", text: "x"), PickleStep(astNodeIds: [], id: "ps3", text: "y")], tags: [], astNodeIds: [])))
        stream.append(.hook(Hook(id: "h", sourceReference: SourceReference(), type: .beforeTestRun)))
        stream.append(.testRunHookStarted(TestRunHookStarted(id: "hs", testRunStartedId: "r", hookId: "h", timestamp: Timestamp(seconds: 0, nanos: 0))))
        stream.append(.testRunHookFinished(TestRunHookFinished(testRunHookStartedId: "hs", result: StreamBuilder.result(.failed), timestamp: Timestamp(seconds: 0, nanos: 0))))
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p1", testSteps: [TestStep(id: "s", pickleStepId: "ps1")])))
        stream.runTestCase("a1", testCaseId: "tc", steps: [("s", .passed)])
        stream.append(.testRunFinished(TestRunFinished(success: false, timestamp: Timestamp(seconds: 1, nanos: 0))))

        for envelope in stream.envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.notRunScenarios, 1)
        XCTAssertEqual([sut.scenarios[.passed], sut.scenarios[.skipped]], [1, 1])
        XCTAssertEqual([sut.steps[.passed], sut.steps[.skipped]], [1, 2])
    }

    func test_record_retriedAttempts_countOnlyTheLastOne() {
        var sut = RunSummary()
        var stream = StreamBuilder()
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: [TestStep(id: "s", pickleStepId: "ps")])))
        stream.runTestCase("a1", testCaseId: "tc", steps: [("s", .failed)], willBeRetried: true)
        stream.runTestCase("a2", testCaseId: "tc", attempt: 1, steps: [("s", .passed)])

        for envelope in stream.envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.scenarios.total, 1)
        XCTAssertEqual(sut.scenarios[.passed], 1)
        XCTAssertEqual(sut.steps.total, 1)
        XCTAssertEqual(sut.steps[.failed], 0)
    }

    func test_record_retriedScenario_lastScenarioStatusIsItsLastAttempts() {
        var sut = RunSummary()
        var stream = StreamBuilder()
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: [TestStep(id: "s", pickleStepId: "ps")])))
        stream.runTestCase("a1", testCaseId: "tc", steps: [("s", .passed)])
        stream.runTestCase("a2", testCaseId: "tc", steps: [("s", .failed)], willBeRetried: true)

        for envelope in stream.envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.lastScenarioStatus, .passed, "an attempt to be retried is not counted")
        stream.runTestCase("a3", testCaseId: "tc", attempt: 1, steps: [("s", .failed)])
        for envelope in stream.envelopes.suffix(4) { sut.record(envelope) }
        XCTAssertEqual(sut.lastScenarioStatus, .failed)
    }

    func test_record_scenarioPassingOnItsSecondAttempt_countsItFlakyAndPassed() {
        var sut = RunSummary()

        for envelope in retriedRun().envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.flakyScenarios, 1)
        XCTAssertEqual(sut.scenarios[.passed], 2)
        XCTAssertEqual(sut.scenarios[.failed], 1)
    }

    func test_render_withAFlakyScenario_countsItApartFromThePassedOnes() {
        var summary = RunSummary()
        for envelope in retriedRun().envelopes { summary.record(envelope) }

        let text = SummaryText.render(summary, palette: ConsolePalette(colored: false))

        XCTAssertTrue(text.hasPrefix("3 scenarios (1 failed, 1 flaky, 1 passed)\n"), text)
    }

    func test_record_failedHook_failsTheScenarioButIsNoStep() {
        var sut = RunSummary()
        var stream = StreamBuilder()
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: [TestStep(id: "s", pickleStepId: "ps"), TestStep(id: "h", hookId: "after")])))
        stream.runTestCase("a", testCaseId: "tc", steps: [("s", .passed), ("h", .failed)])

        for envelope in stream.envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.scenarios[.failed], 1)
        XCTAssertEqual(sut.steps.nonZero.map(\.status), [.passed])
    }

    func test_record_testCaseWithoutSteps_countsAsPassed() {
        var sut = RunSummary()
        var stream = StreamBuilder()
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: [])))
        stream.runTestCase("a", testCaseId: "tc", steps: [(id: String, status: TestStepResultStatus)]())

        for envelope in stream.envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.scenarios[.passed], 1)
        XCTAssertEqual(sut.steps.total, 0)
    }

    func test_record_attemptsWhoseStepsInterleave_countEachStepInItsOwnScenario() {
        // Two workers' streams merged: the steps of two attempts alternate.
        var sut = RunSummary()
        let one = TestCase(id: "tc1", pickleId: "p1", testSteps: [TestStep(id: "s1", pickleStepId: "ps1"), TestStep(id: "s2", pickleStepId: "ps2")])
        let two = TestCase(id: "tc2", pickleId: "p2", testSteps: [TestStep(id: "t1", pickleStepId: "pt1"), TestStep(id: "t2", pickleStepId: "pt2")])
        let at = Timestamp(seconds: 0, nanos: 0)
        let envelopes: [Envelope] = [
            .testCase(one), .testCase(two),
            .testCaseStarted(TestCaseStarted(attempt: 0, id: "a1", testCaseId: "tc1", timestamp: at)),
            .testCaseStarted(TestCaseStarted(attempt: 0, id: "a2", testCaseId: "tc2", timestamp: at)),
            finished("a1", "s1", .passed), finished("a2", "t1", .failed),
            finished("a1", "s2", .passed), finished("a2", "t2", .skipped),
            .testCaseFinished(TestCaseFinished(testCaseStartedId: "a2", timestamp: at, willBeRetried: false)),
            .testCaseFinished(TestCaseFinished(testCaseStartedId: "a1", timestamp: at, willBeRetried: false)),
        ]

        for envelope in envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.scenarios[.passed], 1)
        XCTAssertEqual(sut.scenarios[.failed], 1)
        XCTAssertEqual([sut.steps[.passed], sut.steps[.failed], sut.steps[.skipped]], [2, 1, 1])
    }

    private func finished(_ startedId: String, _ stepId: String, _ status: TestStepResultStatus) -> Envelope {
        .testStepFinished(TestStepFinished(
            testCaseStartedId: startedId, testStepId: stepId,
            testStepResult: TestStepResult(duration: Duration(seconds: 0, nanos: 0), status: status),
            timestamp: Timestamp(seconds: 0, nanos: 0)
        ))
    }

    // MARK: - Helpers

    private func cckStream(_ sample: String) throws -> [Envelope] {
        let file = try ConformanceDirectory.suite("cck").appendingPathComponent("\(sample)/\(sample).ndjson")
        return try MessageDecoder().envelopes(from: String(contentsOf: file, encoding: .utf8))
    }

    /// Three scenarios: one passes at once, one passes on its second attempt, one fails every attempt.
    private func retriedRun() -> StreamBuilder {
        var stream = StreamBuilder()
        for id in ["once", "flaky", "broken"] {
            stream.append(.testCase(TestCase(id: id, pickleId: "p-\(id)", testSteps: [TestStep(id: "s-\(id)", pickleStepId: "ps-\(id)")])))
        }
        stream.runTestCase("once-1", testCaseId: "once", steps: [("s-once", .passed)])
        stream.runTestCase("flaky-1", testCaseId: "flaky", steps: [("s-flaky", .failed)], willBeRetried: true)
        stream.runTestCase("flaky-2", testCaseId: "flaky", attempt: 1, steps: [("s-flaky", .passed)])
        stream.runTestCase("broken-1", testCaseId: "broken", steps: [("s-broken", .failed)], willBeRetried: true)
        stream.runTestCase("broken-2", testCaseId: "broken", attempt: 1, steps: [("s-broken", .failed)])
        return stream
    }
}
