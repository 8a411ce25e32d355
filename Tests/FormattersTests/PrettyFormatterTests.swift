import CucumberMessages
import Formatters
import Foundation
import XCTest

final class PrettyFormatterTests: XCTestCase {
    func test_finish_afterSampleRun_writesGoldenText() {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        XCTAssertEqual(spy.text, Self.golden)
    }

    func test_record_testCaseFinished_writesTheScenarioBeforeTheRunEnds() {
        var (sut, spy) = makeSUT()
        let envelopes = SampleRun.envelopes
        let firstFinish = envelopes.firstIndex { if case .testCaseFinished = $0 { true } else { false } } ?? 0

        for envelope in envelopes[...firstFinish] { sut.record(envelope) }

        XCTAssertTrue(spy.text.hasSuffix("Then she sees her session # Sources/Steps/LoginSteps.swift:30\n\n"), spy.text)
    }

    func test_finish_withColour_paintsStepsByStatusAndCommentsGrey() {
        let (sut, spy) = makeSUT(colored: true)

        run(sut, SampleRun.envelopes)

        let text = spy.text
        XCTAssertTrue(text.contains("    \u{1B}[32m✔ When she logs in\u{1B}[0m          \u{1B}[90m# Sources/Steps/LoginSteps.swift:20\u{1B}[0m\n"), text)
        XCTAssertTrue(text.contains("    \u{1B}[31m✘ When she logs in with \"bad\"\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("        \u{1B}[31mLoginError: Expected session, got invalidCredentials\u{1B}[0m\n"), text)
        XCTAssertTrue(text.contains("    \u{1B}[36m↷ Then she is told:\u{1B}[0m"), text)
        XCTAssertTrue(text.contains("      \u{1B}[33m■ When she fails 3 times\u{1B}[0m\n"), text)
        XCTAssertTrue(text.contains("3 scenarios (\u{1B}[31m1 failed\u{1B}[0m, \u{1B}[33m1 undefined\u{1B}[0m, \u{1B}[32m1 passed\u{1B}[0m)\n"), text)
    }

    func test_finish_withoutColour_writesNoEscapeCodes() {
        let (sut, spy) = makeSUT(colored: false)

        run(sut, SampleRun.envelopes)

        XCTAssertFalse(spy.text.contains("\u{1B}"))
    }

    func test_record_withoutColour_passedAndSkippedStepOfOneTextRenderDifferently() {
        let (sut, spy) = makeSUT(colored: false)
        var stream = StreamBuilder()
        stream.append(.stepDefinition(StepDefinition(
            id: "d",
            pattern: StepDefinitionPattern(source: "the same step", type: .cucumberExpression),
            sourceReference: SourceReference(uri: "Steps.swift", location: Location(line: 1))
        )))
        appendScenario("passes", line: 2, steps: [("the same step", .passed)], definitionId: "d", to: &stream)
        appendScenario("skips", line: 5, steps: [("the same step", .skipped)], definitionId: "d", to: &stream)

        run(sut, stream.envelopes)

        let stepLines = spy.text.components(separatedBy: "\n").filter { $0.contains("the same step") }
        XCTAssertEqual(stepLines, [
            "    ✔ Given the same step # Steps.swift:1",
            "    ↷ Given the same step # Steps.swift:1",
        ], spy.text)
    }

    func test_record_withoutColour_marksEveryStatusWithItsIcon() {
        let (sut, spy) = makeSUT(colored: false)
        var stream = StreamBuilder()
        let statuses: [TestStepResultStatus] = [.passed, .failed, .ambiguous, .pending, .undefined, .skipped, .unknown]
        appendScenario("Statuses", line: 2, steps: statuses.map { ("a step that is \($0.rawValue.lowercased())", $0) }, to: &stream)

        run(sut, stream.envelopes)

        XCTAssertTrue(spy.text.hasPrefix("""
        Feature: a.feature

          Scenario: Statuses # a.feature:2
            ✔ Given a step that is passed
            ✘ Given a step that is failed
            ✘ Given a step that is ambiguous
            ■ Given a step that is pending
            ■ Given a step that is undefined
            ↷ Given a step that is skipped
              Given a step that is unknown

        """), spy.text)
    }

    func test_finish_withSameSnippetTwice_writesItOnce() {
        let (sut, spy) = makeSUT()
        let suggestion = { (id: String) in
            Envelope.suggestion(Suggestion(id: id, pickleStepId: id, snippets: [Snippet(language: "swift", code: "Given(\"x\") { }")]))
        }

        run(sut, [suggestion("a"), suggestion("b")])

        XCTAssertEqual(spy.text.components(separatedBy: "Given(\"x\") { }").count, 2, spy.text)
    }

    func test_record_failedRunHook_writesItWithItsError() {
        let (sut, spy) = makeSUT()
        let failure = TestStepResult(duration: .zero, message: "boom", status: .failed)

        run(sut, [
            .hook(Hook(id: "h", sourceReference: SourceReference(uri: "Hooks.swift", location: Location(line: 3)), type: .beforeTestRun)),
            .testRunHookStarted(TestRunHookStarted(id: "hs", testRunStartedId: "r", hookId: "h", timestamp: Timestamp(seconds: 0, nanos: 0))),
            .testRunHookFinished(TestRunHookFinished(testRunHookStartedId: "hs", result: failure, timestamp: Timestamp(seconds: 0, nanos: 0))),
        ])

        XCTAssertTrue(spy.text.hasPrefix("✘ BeforeAll hook # Hooks.swift:3\n    boom\n\n"), spy.text)
    }

    func test_record_failedBeforeHook_showsItAboveTheStepsWithItsLocationAndError() {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        let failure = TestStepResult(duration: .zero, message: "no database", status: .failed)
        stream.append(.pickle(Pickle(id: "p", uri: "a.feature", location: Location(line: 2), name: "Hooked", language: "en", steps: [
            PickleStep(astNodeIds: [], id: "ps", type: .context, text: "a step"),
        ], tags: [], astNodeIds: [])))
        stream.append(.hook(Hook(id: "h", name: "database", sourceReference: SourceReference(uri: "Hooks.swift", location: Location(line: 7)))))
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: [TestStep(id: "hs", hookId: "h"), TestStep(id: "s", pickleStepId: "ps")])))
        stream.runTestCase("a", testCaseId: "tc", steps: [(id: "hs", result: failure), (id: "s", result: StreamBuilder.result(.skipped))])

        run(sut, stream.envelopes)

        XCTAssertTrue(spy.text.hasPrefix("""
        Feature: a.feature

          Scenario: Hooked           # a.feature:2
            ✘ Before hook (database) # Hooks.swift:7
                no database
            ↷ Given a step

        """), spy.text)
    }

    func test_record_parseError_writesItsFileLineColumnAndWhatWasExpectedInPlainWords() {
        let (sut, spy) = makeSUT()
        let location = Location(line: 3, column: 1)

        run(sut, [.parseError(ParseError(
            source: SourceReference(uri: "a.feature", location: location),
            message: "(3:1): expected: #EOF, #StepLine, got 'oops'"
        ))])

        XCTAssertTrue(
            spy.text.hasPrefix("a.feature:3:1: expected a step (Given, When, Then, And, But) or the end of the file; got 'oops'\n"),
            spy.text
        )
    }

    func test_record_featureWithFiftyThousandTags_rendersTheScenarioWithItsOwnTagsOnly() {
        let (sut, spy) = makeSUT()
        let featureTags = (0..<50_000).map { PickleTag(name: "@t\($0)", astNodeId: "ft\($0)") }
        let envelopes = SampleRun.envelopes.map { envelope -> Envelope in
            switch envelope {
            case .gherkinDocument(var document):
                document.feature?.tags += featureTags.map { Tag(location: Location(line: 1), name: $0.name, id: $0.astNodeId) }
                return .gherkinDocument(document)
            case .pickle(var pickle):
                pickle.tags += featureTags
                return .pickle(pickle)
            default:
                return envelope
            }
        }
        // Looking each tag up in an array of the feature's took minutes here; a set makes it linear (the speed is
        // not asserted: tests check behaviour, benchmarks measure time).
        run(sut, envelopes)

        XCTAssertTrue(spy.text.contains("\n  @smoke\n  Scenario: Successful login"), String(spy.text.prefix(300)))
    }

    func test_record_undefinedStepCloseToADefinedPhrase_namesItUnderTheStep() {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes(definingAlso: SampleRun.closePhrase))

        let lines = spy.text.components(separatedBy: "\n")
        let step = lines.firstIndex { $0.contains("When she fails 3 times") }
        XCTAssertNotNil(step, spy.text)
        XCTAssertEqual(step.map { lines[$0 + 1].trimmingCharacters(in: .whitespaces) }, SampleRun.didYouMean)
        XCTAssertTrue(spy.text.contains("\n" + SampleRun.snippet + "\n"), "the summary's snippet is its code alone: \(spy.text)")
    }

    func test_record_snippetWhoseCodeNamesAPhrase_isNotReadForIt() {
        let (sut, spy) = makeSUT()
        let commented = SampleRun.envelopes.map { envelope -> Envelope in
            guard case .suggestion(var suggestion) = envelope else { return envelope }
            suggestion.snippets = [Snippet(language: "swift", code: "// Did you mean \"she fails {int} time(s)\"?\n" + SampleRun.snippet)]
            return .suggestion(suggestion)
        }

        run(sut, commented)

        let lines = spy.text.components(separatedBy: "\n")
        let step = lines.firstIndex { $0.contains("When she fails 3 times") }
        XCTAssertNotNil(step, spy.text)
        XCTAssertFalse(step.map { lines[$0 + 1].contains("Did you mean") } ?? true, "no definition is close, whatever a snippet's code says: \(spy.text)")
    }

    func test_record_beforeAllHookThatLogged_writesItsLogInABlockBeforeTheFirstScenario() {
        let (sut, spy) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        XCTAssertTrue(spy.text.hasPrefix("✔ BeforeAll hook # Hooks.swift:1\n    database seeded\n\nFeature: Login\n"), spy.text)
    }

    func test_record_failedAfterAllHookThatLogged_writesItsLogThenItsErrorAfterTheLastScenario() throws {
        let (sut, spy) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        let block = try XCTUnwrap(spy.text.range(of: "✘ AfterAll hook # Hooks.swift:20\n    database dropped\n    disk full\n\n"), spy.text)
        let scenario = try XCTUnwrap(spy.text.range(of: "Scenario: Hooked"))
        XCTAssertLessThan(scenario.lowerBound, block.lowerBound)
    }

    func test_record_stepHookLogAndAfterHookAttachment_showUnderTheirStepAndHook() throws {
        let (sut, spy) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        let lines = spy.text.components(separatedBy: "\n")
        let step = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("    ✔ Given a step ") }, spy.text)
        XCTAssertEqual(lines[step + 1], "        step hook: clicked login")
        let hook = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("    ✔ After hook ") }, spy.text)
        XCTAssertTrue(lines[hook].hasSuffix("# Hooks.swift:9"), lines[hook])
        XCTAssertEqual(lines[hook + 1], "        Attached: screen.png, image/png, 8 bytes")
    }

    // MARK: - Helpers

    func test_finish_colouredLogAttachmentWithoutColour_printsItsTextWithoutEscapes() {
        let (sut, spy) = makeSUT(colored: false)

        run(sut, HostileRun.envelopes)

        XCTAssertTrue(spy.text.contains("      red plain bold green\n"), spy.text)
        XCTAssertFalse(spy.text.contains("\u{1B}"))
    }

    func test_finish_colouredLogAttachmentOnATerminal_keepsOnlyItsColours() {
        let (sut, spy) = makeSUT(colored: true)

        run(sut, HostileRun.envelopes)

        XCTAssertTrue(spy.text.contains("\u{1B}[31mred\u{1B}[0m plain \u{1B}[1;32mbold green\u{1B}[0m\u{1B}[0m\n"), spy.text)
        XCTAssertFalse(spy.text.contains("\u{1B}[2J") || spy.text.contains("\u{1B}]0;"), "a clear or a title reached the console")
    }

    private func makeSUT(colored: Bool = false) -> (PrettyFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (PrettyFormatter(options: FormatterOptions(colored: colored), write: spy.write), spy)
    }

    private func run(_ formatter: PrettyFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }

    /// A pickle of `a.feature` whose steps end with the given statuses (a step whose status is `unknown` gets no result).
    private func appendScenario(
        _ name: String,
        line: Int,
        steps: [(text: String, status: TestStepResultStatus)],
        definitionId: String? = nil,
        to stream: inout StreamBuilder
    ) {
        let pickleSteps = steps.enumerated().map { PickleStep(astNodeIds: [], id: "\(name)-ps\($0.offset)", type: .context, text: $0.element.text) }
        stream.append(.pickle(Pickle(id: name, uri: "a.feature", location: Location(line: line), name: name, language: "en", steps: pickleSteps, tags: [], astNodeIds: [])))
        stream.append(.testCase(TestCase(id: "\(name)-tc", pickleId: name, testSteps: pickleSteps.map {
            TestStep(id: "\($0.id)-ts", pickleStepId: $0.id, stepDefinitionIds: definitionId.map { [$0] } ?? [])
        })))
        let results = zip(pickleSteps, steps).filter { $0.1.status != .unknown }.map { (id: "\($0.0.id)-ts", status: $0.1.status) }
        stream.runTestCase("\(name)-tcs", testCaseId: "\(name)-tc", steps: results)
    }

    private static let golden = #"""
    @auth
    Feature: Login

      @smoke
      Scenario: Successful login    # features/login.feature:5
        ✔ Given a registered user:  # Sources/Steps/LoginSteps.swift:10
            | email         | password |
            | ana@shop.test | secret   |
        ✔ When she logs in          # Sources/Steps/LoginSteps.swift:20
        ✔ Then she sees her session # Sources/Steps/LoginSteps.swift:30

      Scenario: Wrong password                    # features/login.feature:12
        ✔ Given a registered user "ana@shop.test" # Sources/Steps/LoginSteps.swift:12
        ✘ When she logs in with "bad"             # Sources/Steps/LoginSteps.swift:25
            LoginError: Expected session, got invalidCredentials
            features/login.feature:14
        ↷ Then she is told:                       # Sources/Steps/LoginSteps.swift:40
            """
            Wrong credentials
            """

      Rule: Lockout

        Scenario Outline: 3 failures lock the account # features/login.feature:28
          ■ When she fails 3 times
          ↷ Then the account is locked                # Sources/Steps/LoginSteps.swift:50

    3 scenarios (1 failed, 1 undefined, 1 passed)
    8 steps (1 failed, 1 undefined, 2 skipped, 4 passed)
    0m0.025s

    You can implement missing steps with the snippets below:

    When("she fails {int} times") { world, attempts in
        throw Pending()
    }

    """#
}
