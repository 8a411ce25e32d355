import CucumberMessages
import Formatters
import XCTest

final class RerunFormatterTests: XCTestCase {
    func test_finish_afterSampleRun_listsTheLinesOfScenariosThatDidNotPassOnOneLinePerFile() {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        XCTAssertEqual(spy.text, "\(SampleRun.uri):12:28\n", "the failed scenario and the undefined example row; not the passed one")
    }

    func test_finish_everythingPassed_writesAnEmptyList() {
        let (sut, spy) = makeSUT()
        let passing = SampleRun.envelopes.filter { envelope in
            if case .testCaseStarted(let started) = envelope { return started.testCaseId == "tc1" }
            if case .testStepFinished(let finished) = envelope { return finished.testCaseStartedId == "tcs1" }
            if case .testCaseFinished(let finished) = envelope { return finished.testCaseStartedId == "tcs1" }
            return true
        }

        run(sut, passing)

        XCTAssertEqual(spy.text, "")
    }

    func test_finish_fileThatDidNotParse_isListedWhole() {
        let (sut, spy) = makeSUT()
        let error = ParseError(source: SourceReference(uri: "features/broken.feature", location: Location(line: 3)), message: "(3:1): expected: #Feature, got 'x'")

        run(sut, [.parseError(error)])

        XCTAssertEqual(spy.text, "features/broken.feature\n")
    }

    // MARK: - Helpers

    private func makeSUT() -> (RerunFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (RerunFormatter(write: spy.write), spy)
    }

    private func run(_ formatter: RerunFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }
}
