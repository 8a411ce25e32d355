import CucumberMessages
import Formatters
import XCTest

final class MessageFormatterTests: XCTestCase {
    func test_record_eachEnvelope_writesOneLineThatDecodesBackToIt() throws {
        var (sut, spy) = makeSUT()
        let envelopes = SampleRun.envelopes

        for envelope in envelopes { sut.record(envelope) }
        sut.finish()

        XCTAssertEqual(spy.chunks.count, envelopes.count)
        XCTAssertTrue(spy.chunks.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().contains("\n") == false })
        XCTAssertEqual(try MessageDecoder().envelopes(from: spy.text), envelopes)
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
