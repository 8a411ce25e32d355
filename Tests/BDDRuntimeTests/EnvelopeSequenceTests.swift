import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class EnvelopeSequenceTests: XCTestCase {
    func test_run_injectedIdsAndClock_emitsCucumbersSequence() async throws {
        var library = StepLibrary()
        library.before(file: "/repo/Steps/Hooks.swift", line: 3) { (_: ScenarioContext) in }
        library.given("I have {int} cukes", file: "/repo/Steps/Cukes.swift", line: 9) { (_: ScenarioContext, _: Int) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: ["I have 42 cukes", "nothing matches"])], ids: &ids)

        let envelopes = try await RunHarness.run(library, parsed: parsed, ids: ids)

        // Fixture ids: steps 0 and 1, scenario 2, pickle steps 3 and 4, pickle 5. The run's own events are numbered
        // by a counter split from the planning's ("s0", "s1", …), which plans ahead on a thread of its own.
        // The file's source and document open the stream; its pickle comes just before its test case.
        let pickles = parsed.filter { if case .pickle = $0 { true } else { false } }
        XCTAssertEqual(Array(envelopes.prefix(3)), [.meta(RunHarness.meta)] + parsed.filter { if case .pickle = $0 { false } else { true } })
        let expected: [Envelope] = [
            .hook(Hook(id: "6", sourceReference: reference("Steps/Hooks.swift", 3), type: .beforeTestCase)),
            .stepDefinition(StepDefinition(
                id: "7",
                pattern: StepDefinitionPattern(source: "I have {int} cukes", type: .cucumberExpression),
                sourceReference: reference("Steps/Cukes.swift", 9)
            )),
            .testRunStarted(TestRunStarted(timestamp: ms(0), id: "s0")),
        ] + pickles + [
            .testCase(TestCase(id: "8", pickleId: "5", testSteps: [
                TestStep(id: "9", hookId: "6"),
                TestStep(id: "10", pickleStepId: "3", stepDefinitionIds: ["7"], stepMatchArgumentsLists: [
                    StepMatchArgumentsList(stepMatchArguments: [StepMatchArgument(group: StepMatchGroup(start: 7, value: "42"), parameterTypeName: "int")]),
                ]),
                TestStep(id: "11", pickleStepId: "4", stepDefinitionIds: [], stepMatchArgumentsLists: []),
            ], testRunStartedId: "s0")),
            .testCaseStarted(TestCaseStarted(attempt: 0, id: "s1", testCaseId: "8", timestamp: ms(1))),
            .testStepStarted(TestStepStarted(testCaseStartedId: "s1", testStepId: "9", timestamp: ms(2))),
            .testStepFinished(TestStepFinished(testCaseStartedId: "s1", testStepId: "9", testStepResult: TestStepResult(duration: msDuration(1), status: .passed), timestamp: ms(3))),
            .testStepStarted(TestStepStarted(testCaseStartedId: "s1", testStepId: "10", timestamp: ms(4))),
            .testStepFinished(TestStepFinished(testCaseStartedId: "s1", testStepId: "10", testStepResult: TestStepResult(duration: msDuration(1), status: .passed), timestamp: ms(5))),
            .testStepStarted(TestStepStarted(testCaseStartedId: "s1", testStepId: "11", timestamp: ms(6))),
            .suggestion(Suggestion(id: "s2", pickleStepId: "4", snippets: [Snippet(language: "swift", code: """
                steps.given("nothing matches") { (scenario: ScenarioContext) in
                    throw PendingStep()
                }
                """)])),
            .testStepFinished(TestStepFinished(testCaseStartedId: "s1", testStepId: "11", testStepResult: TestStepResult(duration: .zero, status: .undefined), timestamp: ms(7))),
            .testCaseFinished(TestCaseFinished(testCaseStartedId: "s1", timestamp: ms(8), willBeRetried: false)),
            .testRunFinished(TestRunFinished(success: false, timestamp: ms(9), testRunStartedId: "s0")),
        ]
        XCTAssertEqual(pickles.count, 1)
        XCTAssertEqual(envelopes.count, 3 + expected.count)
        for (index, (actual, wanted)) in zip(envelopes.dropFirst(3), expected).enumerated() {
            XCTAssertEqual(actual, wanted, "envelope \(index + 3)")
        }
    }

    func test_run_withUndefinedParameterType_reportsItAndLeavesTheDefinitionOut() async throws {
        var library = StepLibrary()
        library.given("a {color} ball") { (_: ScenarioContext, _: String) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a red ball"])])

        XCTAssertTrue(envelopes.contains(.undefinedParameterType(UndefinedParameterType(expression: "a {color} ball", name: "color"))))
        XCTAssertFalse(envelopes.names.contains("stepDefinition"))
        XCTAssertEqual(envelopes.stepStatuses, [.undefined])
    }

    func test_init_withMalformedRegularExpression_throwsNamingTheDefinition() {
        var library = StepLibrary()
        library.step(regex: "^a (unclosed$", file: "/repo/Steps.swift", line: 4) { (_: ScenarioContext) in }

        XCTAssertThrowsError(try Runner(library: library, currentDirectory: "/repo")) { error in
            XCTAssertTrue("\(error)".hasPrefix("Step definition \"^a (unclosed$\" at Steps.swift:4: "), "\(error)")
        }
    }

    // MARK: - Helpers

    private func ms(_ milliseconds: Int) -> Timestamp {
        Timestamp(seconds: 0, nanos: milliseconds * 1_000_000)
    }

    private func msDuration(_ milliseconds: Int) -> CucumberMessages.Duration {
        CucumberMessages.Duration(seconds: 0, nanos: milliseconds * 1_000_000)
    }

    private func reference(_ uri: String, _ line: Int) -> SourceReference {
        SourceReference(uri: uri, location: Location(line: line))
    }
}
