import CucumberMessages
import Formatters
import XCTest

final class MessageFormatterTests: XCTestCase {
    func test_record_eachEnvelope_writesOneLineThatDecodesBackToIt() throws {
        var (sut, spy) = makeSUT()
        let envelopes = SampleRun.envelopes

        for envelope in envelopes { sut.record(envelope) }
        sut.finish()

        XCTAssertTrue(spy.chunks.allSatisfy { $0.hasSuffix("\n") })
        XCTAssertEqual(try MessageDecoder().envelopes(from: spy.text), envelopes)
    }

    func test_record_testCaseUnderWay_writesItsLinesOnlyOnceItFinishes() throws {
        // Written a test case at a time: a reader never waits past a test case's end, nor sees half of one.
        var (sut, spy) = makeSUT()
        let at = Timestamp(seconds: 1, nanos: 0)

        sut.record(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a", testCaseId: "tc", timestamp: at)))
        sut.record(.testStepStarted(TestStepStarted(testCaseStartedId: "a", testStepId: "s", timestamp: at)))
        let whileRunning = spy.text
        sut.record(.testCaseFinished(TestCaseFinished(testCaseStartedId: "a", timestamp: at, willBeRetried: false)))

        XCTAssertEqual(whileRunning, "")
        XCTAssertEqual(spy.chunks.count, 1)
        XCTAssertEqual(try MessageDecoder().envelopes(from: spy.text).count, 3)
    }

    func test_finish_linesStillWaiting_areWritten() throws {
        var (sut, spy) = makeSUT()

        sut.record(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a", testCaseId: "tc", timestamp: Timestamp(seconds: 1, nanos: 0))))
        sut.finish()

        XCTAssertEqual(try MessageDecoder().envelopes(from: spy.text).count, 1)
    }

    func test_record_testRunStarted_writesSortedKeyJSON() {
        var (sut, spy) = makeSUT()

        sut.record(.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 2), id: "r")))

        XCTAssertEqual(spy.text, #"{"testRunStarted":{"id":"r","timestamp":{"nanos":2,"seconds":1}}}"# + "\n")
    }

    // MARK: - Helpers

    private func makeSUT() -> (MessageFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (MessageFormatter(write: spy.write), spy)
    }
}
