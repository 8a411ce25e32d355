import CucumberMessages
@testable import Formatters
import XCTest

final class GitHubFormatterTests: XCTestCase {
    func test_record_nonStrictRun_warnsOfUndefinedStepsAndErrsOnFailures() {
        let (sut, spy, _) = makeSUT(strict: false)

        run(sut, SampleRun.envelopes)

        XCTAssertTrue(spy.text.contains("::error file=features/login.feature,line=14,title=Wrong password::LoginError: Expected session, got invalidCredentials%0Afeatures/login.feature:14\n"), spy.text)
        XCTAssertTrue(spy.text.contains("::warning file=features/login.feature,line=23,title=Lockout - <attempts> failures lock the account - Limits - #1.1%3A 3 failures lock the account::Undefined step: When she fails 3 times\n"), spy.text)
    }

    func test_record_passedScenario_saysNothing() {
        let (sut, spy, _) = makeSUT()
        let passing = SampleRun.envelopes.filter {
            if case .testCaseStarted(let started) = $0 { return started.testCaseId == "tc1" }
            return true
        }

        run(sut, passing)

        XCTAssertFalse(spy.text.contains("::error"), spy.text)
        XCTAssertFalse(spy.text.contains("::warning"), spy.text)
    }

    func test_finish_afterSampleRun_appendsTheSummaryWithEveryScenarioThatDidNotPass() throws {
        let (sut, _, summary) = makeSUT()

        run(sut, SampleRun.envelopes)

        let text = try XCTUnwrap(summary.texts.first)
        XCTAssertEqual(summary.texts.count, 1)
        XCTAssertTrue(text.hasPrefix("### bdd: 3 scenarios, 2 did not pass\n"), text)
        XCTAssertTrue(text.contains("| failed | Login | Wrong password | `features/login.feature:14` | LoginError: Expected session, got invalidCredentials |"), text)
        XCTAssertTrue(text.contains("Run them again: `bdd features/login.feature:14 features/login.feature:23`"), text)
    }

    func test_finish_summaryThatCannotBeWritten_warnsInTheLog() {
        let spy = WriteSpy()
        let context = GitHubContext(workspace: nil, directory: "", appendSummary: { _ in throw SummaryUnwritable() })
        var sut = GitHubFormatter(options: FormatterOptions(gitHub: context), write: spy.write)

        sut.finish()

        XCTAssertTrue(spy.text.hasPrefix("::warning title=No job summary::The job summary could not be written"), spy.text)
    }

    func test_record_failedScenario_foldsWhatItsStepsAndHooksAttachedInItsGroup() throws {
        let (sut, spy, _) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        let start = try XCTUnwrap(spy.text.range(of: "::group::failed: Scenario: Hooked"), spy.text)
        let end = try XCTUnwrap(spy.text.range(of: "::endgroup::", range: start.upperBound..<spy.text.endIndex))
        let lines = spy.text[start.upperBound..<end.lowerBound].components(separatedBy: "\n")
        let step = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  ✔ Given a step ") }, "\(lines)")
        XCTAssertEqual(lines[step + 1], "      step hook: clicked login")
        let hook = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  ✔ After hook ") }, "\(lines)")
        XCTAssertEqual(lines[hook + 1], "      Attached: screen.png, image/png, 8 bytes")
    }

    func test_record_failedRunHook_foldsItsLogAndErrorInAGroupAboveItsError() {
        let (sut, spy, _) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        XCTAssertTrue(spy.text.contains("""
        ::group::failed: AfterAll hook (Hooks.swift:20)
        ✘ AfterAll hook # Hooks.swift:20
            database dropped
            disk full
        ::endgroup::
        ::error title=AfterAll hook failed::disk full

        """), spy.text)
        XCTAssertFalse(spy.text.contains(HookAttachmentsRun.runHookLog), "a passed run hook is no failure")
    }

    // MARK: - Helpers

    private func makeSUT(strict: Bool = true) -> (GitHubFormatter, WriteSpy, SummarySpy) {
        let spy = WriteSpy()
        let summary = SummarySpy()
        let context = GitHubContext(workspace: "/w", directory: "/w", appendSummary: { summary.append($0) })
        return (GitHubFormatter(options: FormatterOptions(strict: strict, gitHub: context), write: spy.write), spy, summary)
    }

    private func run(_ formatter: GitHubFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }

    private struct SummaryUnwritable: Error {}

    /// Records each summary appended.
    private final class SummarySpy: @unchecked Sendable {
        private(set) var texts: [String] = []

        func append(_ text: String) {
            texts.append(text)
        }
    }
}
