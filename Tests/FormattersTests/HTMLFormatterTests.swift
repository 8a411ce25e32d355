import CucumberMessages
@testable import Formatters
import Foundation
import TestSupport
import XCTest

final class HTMLFormatterTests: XCTestCase {
    func test_finish_afterSampleRun_embedsEveryScenarioWithItsStatusInPickleOrder() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        let scenarios = try scenarios(in: spy.text)
        XCTAssertEqual(scenarios.map { $0["name"] as? String }, ["Successful login", "Wrong password", "3 failures lock the account"])
        XCTAssertEqual(scenarios.map { $0["s"] as? Int }, [TestStepResultStatus.passed, .failed, .undefined].map(\.severity))
        XCTAssertEqual(scenarios.map { $0["line"] as? Int }, [5, 12, 28])
        let features = try XCTUnwrap(try data(in: spy.text)["features"] as? [[String: Any]])
        XCTAssertEqual(scenarios.map { $0["f"] as? Int }, [0, 0, 0])
        XCTAssertEqual(features.map { $0["uri"] as? String }, [SampleRun.uri])
    }

    func test_finish_scenariosPastTheMemoryLimit_comeBackFromTheTemporaryFileInPickleOrder() throws {
        let spy = WriteSpy()

        // 64 bytes is less than any scenario's object: every one goes to the file.
        run(HTMLFormatter(options: FormatterOptions(), memoryLimit: 64, write: spy.write), SampleRun.envelopes)

        let scenarios = try scenarios(in: spy.text)
        XCTAssertEqual(scenarios.map { $0["name"] as? String }, ["Successful login", "Wrong password", "3 failures lock the account"])
        XCTAssertEqual(scenarios.map { $0["line"] as? Int }, [5, 12, 28])
    }

    func test_finish_failedStep_carriesTheFailureUnderThatStepOnly() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        let steps = try XCTUnwrap(try scenarios(in: spy.text)[1]["steps"] as? [[String: Any]])
        let withErrors = steps.filter { $0["err"] != nil }
        XCTAssertEqual(withErrors.map { $0["t"] as? String }, ["she logs in with \"bad\""])
        XCTAssertEqual(withErrors.first?["err"] as? String, SampleRun.failure.exception?.stackTrace)
        XCTAssertEqual(steps.map { $0["k"] as? String }, ["Given ", "When ", "Then "], "a passing hook is left out, keywords are as written")
    }

    func test_finish_undefinedStep_carriesItsSnippet() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        let steps = try XCTUnwrap(try scenarios(in: spy.text)[2]["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["snip"] as? String }, [SampleRun.snippet, nil], "only the undefined step has one")
    }

    func test_finish_undefinedStepCloseToADefinedPhrase_carriesThePhraseInItsDataBesideTheSnippet() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes(definingAlso: SampleRun.closePhrase))

        let steps = try XCTUnwrap(try scenarios(in: spy.text)[2]["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["hint"] as? String }, [SampleRun.didYouMean, nil], "only the undefined step has one")
        XCTAssertEqual(steps.map { $0["snip"] as? String }, [SampleRun.snippet, nil], "the snippet is its code alone")
        XCTAssertEqual(spy.text.components(separatedBy: "Did you mean").count, 2, "said once, in the data: the script shows it, never reads it out of a snippet")
    }

    func test_finish_stepArguments_keepTheirTableAndDocString() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        let scenarios = try scenarios(in: spy.text)
        let firstStep = try XCTUnwrap((scenarios[0]["steps"] as? [[String: Any]])?.first)
        XCTAssertEqual(firstStep["table"] as? [[String]], [["email", "password"], ["ana@shop.test", "secret"]])
        let lastStep = try XCTUnwrap((scenarios[1]["steps"] as? [[String: Any]])?.last)
        XCTAssertEqual(lastStep["doc"] as? String, "Wrong credentials")
    }

    func test_finish_stepDefinitions_listEachPhraseWithWhereItWasUsed() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        let phrases = try XCTUnwrap(try data(in: spy.text)["phrases"] as? [[String: Any]])
        XCTAssertEqual(phrases.count, 7)
        let first = try XCTUnwrap(phrases.first { $0["pattern"] as? String == "pattern d1" })
        XCTAssertEqual(first["uses"] as? Int, 1)
        XCTAssertEqual(first["location"] as? String, "\(SampleRun.steps):10")
        XCTAssertEqual(first["places"] as? [String], ["\(SampleRun.uri):6\tGiven a registered user:"])
    }

    func test_finish_textThatLooksLikeMarkup_cannotCloseTheDataScript() throws {
        let (sut, spy) = makeSUT()
        var envelopes = SampleRun.envelopes
        let hostile = "</script><script>alert(1)</script><!--"
        envelopes = envelopes.map { envelope in
            guard case .pickle(var pickle) = envelope else { return envelope }
            pickle.name = hostile
            return .pickle(pickle)
        }

        run(sut, envelopes)

        XCTAssertEqual(spy.text.components(separatedBy: "</script>").count - 1, 3, "only the data and the two script elements close")
        XCTAssertEqual(try scenarios(in: spy.text).first?["name"] as? String, hostile)
    }

    func test_finish_imageAttachment_isEmbeddedAsItsBase64Body() throws {
        let (sut, spy) = makeSUT()
        let image = Envelope.attachment(Attachment(body: "iVBORw0KGgo=", contentEncoding: .base64, mediaType: "image/png", testCaseStartedId: "tcs1", testStepId: "ts2"))
        var envelopes = SampleRun.envelopes
        // Attached while its step runs: right after the step's start, before the attempt finishes.
        let stepStart = try XCTUnwrap(envelopes.firstIndex {
            if case .testStepStarted(let started) = $0 { started.testStepId == "ts2" } else { false }
        })
        envelopes.insert(image, at: stepStart + 1)

        run(sut, envelopes)

        let step = try XCTUnwrap((try scenarios(in: spy.text)[0]["steps"] as? [[String: Any]])?[1])
        let attachment = try XCTUnwrap((step["att"] as? [[String: Any]])?.first)
        XCTAssertEqual(attachment["type"] as? String, "image/png")
        XCTAssertEqual(attachment["base64"] as? String, "iVBORw0KGgo=")
    }

    func test_finish_page_loadsNothingFromTheNetwork() {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        XCTAssertTrue(spy.text.hasPrefix("<!DOCTYPE html>"))
        for remote in ["<link", "src=\"http", "src=\"//", "@import", "url(http"] {
            XCTAssertFalse(spy.text.contains(remote), "the page must work offline, found \(remote)")
        }
    }

    func test_finish_parseErrorOfASpanishFile_isSaidWithItsKeywords() throws {
        let (sut, spy) = makeSUT()
        let source = Source(uri: "features/es.feature", data: "# language: es\nCaracterística: C\n  Escenarioo: E\n", mediaType: .gherkinPlain)
        let error = ParseError(
            source: SourceReference(uri: "features/es.feature", location: Location(line: 3, column: 3)),
            message: "(3:3): expected: #EOF, #ScenarioLine, #Comment, #Empty, got 'Escenarioo: E'"
        )

        run(sut, [.source(source), .parseError(error)])

        let errors = try XCTUnwrap(try data(in: spy.text)["parseErrors"] as? [String])
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("features/es.feature:3:3: expected a 'Escenario:' line"), errors[0])
        XCTAssertTrue(errors[0].contains("did you mean 'Escenario:'?"), errors[0])
    }

    func test_finish_failedBeforeAllHook_isSaidOutsideEveryScenario() throws {
        let cck = try ConformanceDirectory.suite("cck")
        let (sut, spy) = makeSUT()
        let stream = cck.appendingPathComponent("global-hooks-beforeall-error/global-hooks-beforeall-error.ndjson")

        run(sut, try MessageDecoder().envelopes(from: String(contentsOf: stream, encoding: .utf8)))

        let errors = try XCTUnwrap(try data(in: spy.text)["runErrors"] as? [String])
        XCTAssertTrue(errors.contains { $0.hasPrefix("BeforeAll hook failed") && $0.contains("BeforeAll hook went wrong") }, "\(errors)")
    }

    func test_finish_scenarioPassingOnItsSecondAttempt_isMarkedFlakyWithItsFirstAttemptUnderIt() throws {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        stream.append(contentsOf: SampleRun.envelopes.filter { if case .gherkinDocument = $0 { true } else if case .pickle = $0 { true } else { false } })
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p2", testSteps: [TestStep(id: "s", pickleStepId: "ps4")])))
        stream.runTestCase("first", testCaseId: "tc", steps: [("s", .failed)], willBeRetried: true)
        stream.runTestCase("second", testCaseId: "tc", attempt: 1, steps: [("s", .passed)])

        run(sut, stream.envelopes)

        let scenario = try XCTUnwrap(try scenarios(in: spy.text).first)
        let tries = try XCTUnwrap(scenario["tries"] as? [[String: Any]])
        XCTAssertEqual(scenario["flaky"] as? Int, 1)
        XCTAssertEqual(tries.count, 1)
        XCTAssertEqual(tries.first?["s"] as? Int, TestStepResultStatus.failed.severity)
        XCTAssertTrue(spy.text.contains("value=\"flaky\""), "a filter for flaky scenarios")
    }

    func test_unfinishedReport_runStillGoing_namesItsStartAndSaysItHasNotFinished() {
        let (sut, spy) = makeSUT()

        let page = sut.unfinishedReport(startedAt: Timestamp(seconds: 1_700_000_000, nanos: 0))

        XCTAssertTrue(page.contains("2023-11-14T22:13:20Z"), page)
        XCTAssertTrue(page.contains("has not finished"), page)
        XCTAssertFalse(page.contains("<script"), "a placeholder has nothing to run")
        XCTAssertEqual(spy.chunks, [])
    }

    func test_finish_runHooksThatLogged_areListedOutsideEveryScenarioWithTheirLogs() throws {
        let (sut, spy) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        let hooks = try XCTUnwrap(try data(in: spy.text)["runHooks"] as? [[String: Any]])
        XCTAssertEqual(hooks.map { $0["k"] as? String }, ["BeforeAll hook", "AfterAll hook"])
        XCTAssertEqual(hooks.map { $0["loc"] as? String }, ["Hooks.swift:1", "Hooks.swift:20"])
        XCTAssertEqual(hooks.map { (($0["att"] as? [[String: Any]])?.first)?["text"] as? String }, ["database seeded", "database dropped"])
        XCTAssertEqual(hooks.map { $0["s"] as? Int }, [nil, TestStepResultStatus.failed.severity], "passed is left out, as for steps")
        XCTAssertEqual(hooks.last?["err"] as? String, "disk full")
    }

    func test_finish_stepHookLogAndAfterHookAttachment_areUnderTheirStepAndHook() throws {
        let (sut, spy) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        let steps = try XCTUnwrap(try scenarios(in: spy.text).first?["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["k"] as? String }, ["Given ", "When ", "After hook"])
        XCTAssertEqual((steps[0]["att"] as? [[String: Any]])?.first?["text"] as? String, HookAttachmentsRun.stepHookLog)
        let screenshot = try XCTUnwrap((steps[2]["att"] as? [[String: Any]])?.first)
        XCTAssertEqual(screenshot["base64"] as? String, HookAttachmentsRun.screenshot)
        XCTAssertEqual(screenshot["name"] as? String, "screen.png")
        XCTAssertEqual(steps[2]["loc"] as? String, "Hooks.swift:9")
    }

    // MARK: - Helpers

    private func makeSUT() -> (HTMLFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (HTMLFormatter(write: spy.write), spy)
    }

    private func run(_ formatter: HTMLFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }

    private func data(in page: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let opening = "<script type=\"application/json\" id=\"bdd-data\">"
        let start = try XCTUnwrap(page.range(of: opening), "no data script", file: file, line: line)
        let end = try XCTUnwrap(page.range(of: "</script>", range: start.upperBound..<page.endIndex), file: file, line: line)
        let json = try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8))
        return try XCTUnwrap(json as? [String: Any], file: file, line: line)
    }

    private func scenarios(in page: String, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        try XCTUnwrap(try data(in: page, file: file, line: line)["scenarios"] as? [[String: Any]], file: file, line: line)
    }
}
