import CucumberMessages
@testable import Formatters
import XCTest

final class ProgressBarFormatterTests: XCTestCase {
    func test_record_onATerminal_redrawsOneLineInPlaceWithCountsAndTimes() {
        let (sut, spy) = makeSUT(terminal: true)

        run(sut, SampleRun.envelopes)

        XCTAssertTrue(spy.text.contains("\r[████"), spy.text)
        XCTAssertTrue(spy.text.contains("█] 3/3 scenarios · 1 failed, 1 undefined, 1 passed · 0:00\u{1B}[K"), spy.text)
    }

    func test_record_failingScenarioOnATerminal_isPrintedWholeAboveTheLineAfterErasingIt() throws {
        let (sut, spy) = makeSUT(terminal: true)

        run(sut, SampleRun.envelopes)

        let scenario = try XCTUnwrap(spy.text.range(of: "  Scenario: Wrong password"))
        let erase = try XCTUnwrap(spy.text.range(of: "\r\u{1B}[K", options: .backwards, range: spy.text.startIndex..<scenario.lowerBound))
        XCTAssertTrue(spy.text[erase.upperBound..<scenario.lowerBound].contains("Feature: Login\n"), spy.text)
        XCTAssertTrue(spy.text[scenario.upperBound...].contains("she logs in with \"bad\""), spy.text)
    }

    func test_record_notATerminal_movesNoCursorAndWritesPlainLines() {
        let (sut, spy) = makeSUT(terminal: false)

        run(sut, SampleRun.envelopes)

        XCTAssertFalse(spy.text.contains("\r"), spy.text)
        XCTAssertFalse(spy.text.contains("\u{1B}"), spy.text)
        XCTAssertTrue(spy.text.contains("\n[####"), spy.text)
        XCTAssertTrue(spy.text.contains("#] 3/3 scenarios · 1 failed, 1 undefined, 1 passed · 0:00\n"), spy.text)
    }

    func test_record_manyScenariosWithinAMoment_redrawsAtMostOncePer100Milliseconds() {
        let (sut, spy) = makeSUT(terminal: true)
        var stream = StreamBuilder()
        stream.append(.testRunStarted(TestRunStarted(timestamp: stream.now)))
        for number in 0..<50 {
            stream.append(.pickle(Pickle(id: "p\(number)", uri: "a.feature", name: "n", language: "en", steps: [], tags: [], astNodeIds: [])))
            stream.append(.testCase(TestCase(id: "tc\(number)", pickleId: "p\(number)", testSteps: [TestStep(id: "s\(number)", pickleStepId: "ps")])))
        }
        for number in 0..<50 { stream.runTestCase("a\(number)", testCaseId: "tc\(number)", steps: [("s\(number)", .passed)]) }

        run(sut, stream.envelopes)

        // 50 scenarios in 200 ms of the run's clock: the first, two more as 100 ms pass, and the last.
        XCTAssertLessThanOrEqual(spy.text.components(separatedBy: "scenarios").count - 1, 4, spy.text)
        XCTAssertTrue(spy.text.contains("50/50 scenarios"), spy.text)
    }

    func test_finish_afterTheRun_erasesTheLineAndWritesTheSummary() {
        let (sut, spy) = makeSUT(terminal: true)

        run(sut, SampleRun.envelopes)

        XCTAssertTrue(spy.text.contains("\r\u{1B}[K3 scenarios ("), spy.text)
    }

    func test_draw_textWiderThanTheTerminal_isCutSoItCannotWrap() {
        var sut = LiveLine(columns: 13)

        let drawn = sut.draw("[██████████] 10/10")

        XCTAssertEqual(drawn, "\r[██████████]\u{1B}[K")
    }

    // MARK: - Helpers

    private func makeSUT(terminal: Bool) -> (ProgressBarFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (ProgressBarFormatter(options: FormatterOptions(colored: terminal), write: spy.write), spy)
    }

    private func run(_ formatter: ProgressBarFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }
}
