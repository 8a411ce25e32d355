import CucumberMessages

/// A hand-built run of a small Login feature, one millisecond per event from 2023-11-14T22:13:20Z:
///
/// ```gherkin
///  1 @auth
///  2 Feature: Login
///  4   @smoke
///  5   Scenario: Successful login           → passes; its first step has a data table
///  6     Given a registered user:
///  7       | email         | password |
///  8       | ana@shop.test | secret   |
///  9     When she logs in
/// 10     Then she sees her session
/// 12   Scenario: Wrong password             → a Before hook passes, the second step fails
/// 13     Given a registered user "ana@shop.test"
/// 14     When she logs in with "bad"
/// 15     Then she is told:                  → skipped; it has a doc string
/// 16       """
/// 17       Wrong credentials
/// 18       """
/// 20   Rule: Lockout
/// 22     Scenario Outline: <attempts> failures lock the account
/// 23       When she fails <attempts> times  → undefined, with a snippet
/// 24       Then the account is locked
/// 26       Examples: Limits
/// 27         | attempts |
/// 28         | 3        |
/// ```
enum SampleRun {
    static let uri = "features/login.feature"
    static let steps = "Sources/Steps/LoginSteps.swift"
    static let snippet = "When(\"she fails {int} times\") { world, attempts in\n    throw Pending()\n}"

    /// The phrase of a definition close to the undefined step `she fails 3 times`, and how a report names it.
    static let closePhrase = "she fails {int} time(s)"
    static let didYouMean = #"Did you mean "she fails {int} times"?"#

    /// The run with one more step definition, `pattern`, told with the others before the run starts.
    static func envelopes(definingAlso pattern: String) -> [Envelope] {
        var envelopes = envelopes
        let start = envelopes.firstIndex { if case .testRunStarted = $0 { true } else { false } } ?? envelopes.startIndex
        envelopes.insert(.stepDefinition(StepDefinition(
            id: "d8", pattern: StepDefinitionPattern(source: pattern, type: .cucumberExpression),
            sourceReference: SourceReference(uri: steps, location: Location(line: 60))
        )), at: start)
        return envelopes
    }

    static var envelopes: [Envelope] {
        var stream = StreamBuilder(startSeconds: 1_700_000_000)
        stream.append(.gherkinDocument(document))
        stream.append(contentsOf: pickles.map(Envelope.pickle))
        stream.append(.hook(Hook(id: "h1", sourceReference: SourceReference(uri: "Sources/Steps/Hooks.swift", location: Location(line: 5)), type: .beforeTestCase)))
        for (id, line) in [("d1", 10), ("d2", 20), ("d3", 30), ("d4", 12), ("d5", 25), ("d6", 40), ("d7", 50)] {
            stream.append(.stepDefinition(StepDefinition(
                id: id,
                pattern: StepDefinitionPattern(source: "pattern \(id)", type: .cucumberExpression),
                sourceReference: SourceReference(uri: steps, location: Location(line: line))
            )))
        }
        stream.append(.testRunStarted(TestRunStarted(timestamp: stream.now, id: "run")))
        stream.append(.testCase(TestCase(id: "tc1", pickleId: "p1", testSteps: [
            TestStep(id: "ts1", pickleStepId: "ps1", stepDefinitionIds: ["d1"]),
            TestStep(id: "ts2", pickleStepId: "ps2", stepDefinitionIds: ["d2"]),
            TestStep(id: "ts3", pickleStepId: "ps3", stepDefinitionIds: ["d3"]),
        ])))
        stream.append(.testCase(TestCase(id: "tc2", pickleId: "p2", testSteps: [
            TestStep(id: "ts4", hookId: "h1"),
            TestStep(id: "ts5", pickleStepId: "ps4", stepDefinitionIds: ["d4"]),
            TestStep(id: "ts6", pickleStepId: "ps5", stepDefinitionIds: ["d5"]),
            TestStep(id: "ts7", pickleStepId: "ps6", stepDefinitionIds: ["d6"]),
        ])))
        stream.append(.testCase(TestCase(id: "tc3", pickleId: "p3", testSteps: [
            TestStep(id: "ts8", pickleStepId: "ps7", stepDefinitionIds: []),
            TestStep(id: "ts9", pickleStepId: "ps8", stepDefinitionIds: ["d7"]),
        ])))
        stream.append(.suggestion(Suggestion(id: "sg1", pickleStepId: "ps7", snippets: [Snippet(language: "swift", code: snippet)])))
        stream.runTestCase("tcs1", testCaseId: "tc1", steps: [("ts1", .passed), ("ts2", .passed), ("ts3", .passed)])
        let passed = StreamBuilder.result(.passed)
        stream.runTestCase("tcs2", testCaseId: "tc2", steps: [("ts4", passed), ("ts5", passed), ("ts6", failure), ("ts7", StreamBuilder.result(.skipped))])
        stream.runTestCase("tcs3", testCaseId: "tc3", steps: [("ts8", .undefined), ("ts9", .skipped)])
        stream.tick()
        stream.append(.testRunFinished(TestRunFinished(success: false, timestamp: stream.now, testRunStartedId: "run")))
        return stream.envelopes
    }

    static let failure = TestStepResult(
        duration: Duration(seconds: 0, nanos: 1_000_000),
        message: "Expected session, got invalidCredentials",
        status: .failed,
        exception: Exception(
            type: "LoginError",
            message: "Expected session, got invalidCredentials",
            stackTrace: "LoginError: Expected session, got invalidCredentials\nfeatures/login.feature:14"
        )
    )

    private static var document: GherkinDocument {
        GherkinDocument(uri: uri, feature: Feature(
            location: Location(line: 2, column: 1),
            tags: [Tag(location: Location(line: 1, column: 1), name: "@auth", id: "t0")],
            language: "en",
            keyword: "Feature",
            name: "Login",
            description: "",
            children: [
                .scenario(Scenario(
                    location: Location(line: 5, column: 3),
                    tags: [Tag(location: Location(line: 4, column: 3), name: "@smoke", id: "t1")],
                    keyword: "Scenario",
                    name: "Successful login",
                    description: "",
                    steps: [
                        step("s1", line: 6, "Given ", "a registered user:", table: GherkinDataTable(location: Location(line: 7, column: 7), rows: [
                            row("dt1", line: 7, ["email", "password"]),
                            row("dt2", line: 8, ["ana@shop.test", "secret"]),
                        ])),
                        step("s2", line: 9, "When ", "she logs in"),
                        step("s3", line: 10, "Then ", "she sees her session"),
                    ],
                    examples: [],
                    id: "sc1"
                )),
                .scenario(Scenario(
                    location: Location(line: 12, column: 3),
                    tags: [],
                    keyword: "Scenario",
                    name: "Wrong password",
                    description: "",
                    steps: [
                        step("s4", line: 13, "Given ", "a registered user \"ana@shop.test\""),
                        step("s5", line: 14, "When ", "she logs in with \"bad\""),
                        step("s6", line: 15, "Then ", "she is told:"),
                    ],
                    examples: [],
                    id: "sc2"
                )),
                .rule(Rule(
                    location: Location(line: 20, column: 3),
                    tags: [],
                    keyword: "Rule",
                    name: "Lockout",
                    description: "",
                    children: [.scenario(Scenario(
                        location: Location(line: 22, column: 5),
                        tags: [],
                        keyword: "Scenario Outline",
                        name: "<attempts> failures lock the account",
                        description: "",
                        steps: [
                            step("s7", line: 23, "When ", "she fails <attempts> times"),
                            step("s8", line: 24, "Then ", "the account is locked"),
                        ],
                        examples: [Examples(
                            location: Location(line: 26, column: 7),
                            tags: [],
                            keyword: "Examples",
                            name: "Limits",
                            description: "",
                            tableHeader: row("exh", line: 27, ["attempts"]),
                            tableBody: [row("exr1", line: 28, ["3"])],
                            id: "ex1"
                        )],
                        id: "sc3"
                    ))],
                    id: "r1"
                )),
            ]
        ), comments: [])
    }

    private static var pickles: [Pickle] {
        let auth = PickleTag(name: "@auth", astNodeId: "t0")
        return [
            Pickle(id: "p1", uri: uri, location: Location(line: 5, column: 3), name: "Successful login", language: "en", steps: [
                PickleStep(
                    argument: PickleStepArgument(dataTable: PickleTable(rows: [
                        PickleTableRow(cells: [PickleTableCell(value: "email"), PickleTableCell(value: "password")]),
                        PickleTableRow(cells: [PickleTableCell(value: "ana@shop.test"), PickleTableCell(value: "secret")]),
                    ])),
                    astNodeIds: ["s1"], id: "ps1", type: .context, text: "a registered user:"
                ),
                PickleStep(astNodeIds: ["s2"], id: "ps2", type: .action, text: "she logs in"),
                PickleStep(astNodeIds: ["s3"], id: "ps3", type: .outcome, text: "she sees her session"),
            ], tags: [auth, PickleTag(name: "@smoke", astNodeId: "t1")], astNodeIds: ["sc1"]),
            Pickle(id: "p2", uri: uri, location: Location(line: 12, column: 3), name: "Wrong password", language: "en", steps: [
                PickleStep(astNodeIds: ["s4"], id: "ps4", type: .context, text: "a registered user \"ana@shop.test\""),
                PickleStep(astNodeIds: ["s5"], id: "ps5", type: .action, text: "she logs in with \"bad\""),
                PickleStep(
                    argument: PickleStepArgument(docString: PickleDocString(content: "Wrong credentials")),
                    astNodeIds: ["s6"], id: "ps6", type: .outcome, text: "she is told:"
                ),
            ], tags: [auth], astNodeIds: ["sc2"]),
            Pickle(id: "p3", uri: uri, location: Location(line: 28, column: 9), name: "3 failures lock the account", language: "en", steps: [
                PickleStep(astNodeIds: ["s7", "exr1"], id: "ps7", type: .action, text: "she fails 3 times"),
                PickleStep(astNodeIds: ["s8", "exr1"], id: "ps8", type: .outcome, text: "the account is locked"),
            ], tags: [auth], astNodeIds: ["sc3", "exr1"]),
        ]
    }

    private static func step(_ id: String, line: Int, _ keyword: String, _ text: String, table: GherkinDataTable? = nil) -> Step {
        Step(location: Location(line: line, column: 5), keyword: keyword, text: text, dataTable: table, id: id)
    }

    private static func row(_ id: String, line: Int, _ values: [String]) -> TableRow {
        TableRow(location: Location(line: line, column: 7), cells: values.map { TableCell(location: Location(line: line, column: 9), value: $0) }, id: id)
    }
}
