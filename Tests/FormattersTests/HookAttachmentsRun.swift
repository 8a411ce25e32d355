import CucumberMessages

/// A hand-built run where every kind of hook says something, one millisecond per event:
///
/// ```gherkin
/// 1 Feature: Login
/// 2   Scenario: Hooked
/// 3     Given a step       → passes; its BeforeStep hook logs "step hook: clicked login" (part of the step)
/// 4     When a step fails  → fails
/// ```
///
/// A `BeforeAll` hook (`Hooks.swift:1`) logs "database seeded" before the scenario, passing; the scenario's `After`
/// hook (`Hooks.swift:9`) attaches `screen.png` (8 bytes) and passes; an `AfterAll` hook (`Hooks.swift:20`) logs
/// "database dropped" and fails with "disk full".
enum HookAttachmentsRun {
    static let uri = "features/login.feature"
    static let runHookLog = "database seeded"
    static let stepHookLog = "step hook: clicked login"
    static let afterAllLog = "database dropped"
    /// Base64 of 8 bytes.
    static let screenshot = "iVBORw0KGgo="
    static let log = "text/x.cucumber.log+plain"

    static var envelopes: [Envelope] {
        var stream = StreamBuilder(startSeconds: 1_700_000_000)
        stream.append(.gherkinDocument(document))
        stream.append(.pickle(Pickle(id: "p", uri: uri, location: Location(line: 2, column: 3), name: "Hooked", language: "en", steps: [
            PickleStep(astNodeIds: ["s1"], id: "ps1", type: .context, text: "a step"),
            PickleStep(astNodeIds: ["s2"], id: "ps2", type: .action, text: "a step fails"),
        ], tags: [], astNodeIds: ["sc"])))
        stream.append(.hook(Hook(id: "all", sourceReference: reference(1), type: .beforeTestRun)))
        stream.append(.hook(Hook(id: "after", sourceReference: reference(9), type: .afterTestCase)))
        stream.append(.hook(Hook(id: "end", sourceReference: reference(20), type: .afterTestRun)))
        for (id, line) in [("d1", 5), ("d2", 7)] {
            stream.append(.stepDefinition(StepDefinition(
                id: id, pattern: StepDefinitionPattern(source: "pattern \(id)", type: .cucumberExpression),
                sourceReference: SourceReference(uri: "Steps.swift", location: Location(line: line))
            )))
        }
        stream.append(.testRunStarted(TestRunStarted(timestamp: stream.now, id: "run")))
        runHook("rh1", hook: "all", logging: runHookLog, result: StreamBuilder.result(.passed), to: &stream)
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: [
            TestStep(id: "ts1", pickleStepId: "ps1", stepDefinitionIds: ["d1"]),
            TestStep(id: "ts2", pickleStepId: "ps2", stepDefinitionIds: ["d2"]),
            TestStep(id: "tsa", hookId: "after"),
        ])))
        stream.tick()
        stream.append(.testCaseStarted(TestCaseStarted(attempt: 0, id: "tcs", testCaseId: "tc", timestamp: stream.now)))
        step("ts1", result: StreamBuilder.result(.passed), attaching: Attachment(
            body: stepHookLog, contentEncoding: .identity, mediaType: log, testCaseStartedId: "tcs", testStepId: "ts1"
        ), to: &stream)
        step("ts2", result: SampleRun.failure, to: &stream)
        step("tsa", result: StreamBuilder.result(.passed), attaching: Attachment(
            body: screenshot, contentEncoding: .base64, fileName: "screen.png", mediaType: "image/png", testCaseStartedId: "tcs", testStepId: "tsa"
        ), to: &stream)
        stream.tick()
        stream.append(.testCaseFinished(TestCaseFinished(testCaseStartedId: "tcs", timestamp: stream.now, willBeRetried: false)))
        let diskFull = TestStepResult(duration: .zero, message: "disk full", status: .failed)
        runHook("rh2", hook: "end", logging: afterAllLog, result: diskFull, to: &stream)
        stream.tick()
        stream.append(.testRunFinished(TestRunFinished(success: false, timestamp: stream.now, testRunStartedId: "run")))
        return stream.envelopes
    }

    private static func runHook(_ id: String, hook: String, logging text: String, result: TestStepResult, to stream: inout StreamBuilder) {
        stream.tick()
        stream.append(.testRunHookStarted(TestRunHookStarted(id: id, testRunStartedId: "run", hookId: hook, timestamp: stream.now)))
        stream.append(.attachment(Attachment(body: text, contentEncoding: .identity, mediaType: log, testRunHookStartedId: id)))
        stream.tick()
        stream.append(.testRunHookFinished(TestRunHookFinished(testRunHookStartedId: id, result: result, timestamp: stream.now)))
    }

    private static func step(_ id: String, result: TestStepResult, attaching attachment: Attachment? = nil, to stream: inout StreamBuilder) {
        stream.tick()
        stream.append(.testStepStarted(TestStepStarted(testCaseStartedId: "tcs", testStepId: id, timestamp: stream.now)))
        if let attachment { stream.append(.attachment(attachment)) }
        stream.tick()
        stream.append(.testStepFinished(TestStepFinished(testCaseStartedId: "tcs", testStepId: id, testStepResult: result, timestamp: stream.now)))
    }

    private static func reference(_ line: Int) -> SourceReference {
        SourceReference(uri: "Hooks.swift", location: Location(line: line))
    }

    private static var document: GherkinDocument {
        let steps = [
            Step(location: Location(line: 3, column: 5), keyword: "Given ", text: "a step", id: "s1"),
            Step(location: Location(line: 4, column: 5), keyword: "When ", text: "a step fails", id: "s2"),
        ]
        let scenario = Scenario(location: Location(line: 2, column: 3), tags: [], keyword: "Scenario", name: "Hooked", description: "", steps: steps, examples: [], id: "sc")
        let feature = Feature(location: Location(line: 1, column: 1), tags: [], language: "en", keyword: "Feature", name: "Login", description: "", children: [.scenario(scenario)])
        return GherkinDocument(uri: uri, feature: feature, comments: [])
    }
}
