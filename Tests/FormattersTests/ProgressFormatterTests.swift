import CucumberMessages
import Formatters
import XCTest

final class ProgressFormatterTests: XCTestCase {
    func test_finish_afterSampleRun_writesGoldenText() {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        XCTAssertEqual(spy.text, Self.golden)
    }

    func test_record_steps_writesOneCharacterPerStepAsTheRunGoes() {
        var (sut, spy) = makeSUT()

        for envelope in SampleRun.envelopes { sut.record(envelope) }

        XCTAssertEqual(spy.text, "....F-U-")
    }

    func test_record_everyStatus_writesItsSymbolInItsColour() {
        var (sut, spy) = makeSUT(colored: true)
        var stream = StreamBuilder()
        let statuses: [TestStepResultStatus] = [.passed, .failed, .skipped, .pending, .undefined, .ambiguous]
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: statuses.indices.map { TestStep(id: "s\($0)", pickleStepId: "ps\($0)") })))
        stream.runTestCase("tcs", testCaseId: "tc", steps: statuses.enumerated().map { ("s\($0.offset)", $0.element) })

        for envelope in stream.envelopes { sut.record(envelope) }

        let paint = { (code: String, symbol: String) in "\u{1B}[\(code)m\(symbol)\u{1B}[0m" }
        XCTAssertEqual(spy.text, paint("32", ".") + paint("31", "F") + paint("36", "-") + paint("33", "P") + paint("33", "U") + paint("31", "A"))
    }

    func test_record_passedHook_writesNothing() {
        var (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: [TestStep(id: "h", hookId: "hook"), TestStep(id: "s", pickleStepId: "ps")])))
        stream.runTestCase("tcs", testCaseId: "tc", steps: [("h", .passed), ("s", .passed)])

        for envelope in stream.envelopes { sut.record(envelope) }

        XCTAssertEqual(spy.text, ".")
    }

    func test_finish_failedScenario_listsWhatItsStepsAndHooksAttachedUnderThem() throws {
        let (sut, spy) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        let failures = try XCTUnwrap(spy.text.components(separatedBy: "Failures:\n").last)
        let lines = failures.components(separatedBy: "\n")
        let step = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("   ✔ Given a step ") }, failures)
        XCTAssertEqual(lines[step + 1], "       step hook: clicked login")
        let hook = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("   ✔ After hook ") }, failures)
        XCTAssertEqual(lines[hook + 1], "       Attached: screen.png, image/png, 8 bytes")
    }

    func test_finish_undefinedStepCloseToADefinedPhrase_namesItUnderTheStepAsPrettyDoes() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes(definingAlso: SampleRun.closePhrase))

        let failures = try XCTUnwrap(spy.text.components(separatedBy: "Failures:\n").last)
        let lines = failures.components(separatedBy: "\n")
        let step = try XCTUnwrap(lines.firstIndex { $0.contains("When she fails 3 times") }, failures)
        XCTAssertEqual(lines[step + 1].trimmingCharacters(in: .whitespaces), SampleRun.didYouMean)
    }

    func test_finish_failedRunHook_listsItsLogAboveItsErrorAndNotThePassedOnesLog() {
        let (sut, spy) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        // Numbered in the order things went wrong: the failed scenario first, the AfterAll hook after it.
        XCTAssertTrue(spy.text.contains("1) Scenario: "), spy.text)
        XCTAssertTrue(spy.text.contains("2) ✘ AfterAll hook # Hooks.swift:20\n       database dropped\n       disk full\n"), spy.text)
        XCTAssertFalse(spy.text.contains(HookAttachmentsRun.runHookLog), "a passed run hook is no failure")
    }

    // MARK: - Helpers

    private func makeSUT(colored: Bool = false) -> (ProgressFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (ProgressFormatter(options: FormatterOptions(colored: colored), write: spy.write), spy)
    }

    private func run(_ formatter: ProgressFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }

    private static let golden = #"""
    ....F-U-

    Failures:

    1) Scenario: Wrong password      # features/login.feature:12
       ✘ When she logs in with "bad" # Sources/Steps/LoginSteps.swift:25
           LoginError: Expected session, got invalidCredentials
           features/login.feature:14

    2) Scenario Outline: 3 failures lock the account # features/login.feature:28
       ■ When she fails 3 times

    3 scenarios (1 failed, 1 undefined, 1 passed)
    8 steps (1 failed, 1 undefined, 2 skipped, 4 passed)
    0m0.025s

    You can implement missing steps with the snippets below:

    When("she fails {int} times") { world, attempts in
        throw Pending()
    }

    """#
}
