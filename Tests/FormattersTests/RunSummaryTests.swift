import CucumberMessages
import Formatters
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
}
