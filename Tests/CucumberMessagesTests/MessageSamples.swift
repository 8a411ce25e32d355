import CucumberMessages

/// One envelope of every kind with every optional field set, each value distinct: a field the table forgot, or
/// wrote under another key, fails to come back.
enum MessageSamples {
    static let everyFieldSet: [Envelope] = [
        .meta(Meta(
            protocolVersion: "27.0.0",
            implementation: MetaProduct(name: "bdd", version: "1"),
            runtime: MetaProduct(name: "swift", version: "6.3"),
            os: MetaProduct(name: "linux", version: nil),
            cpu: MetaProduct(name: "x86_64", version: "v3"),
            ci: Ci(name: "ci", url: "https://ci", buildNumber: "7", git: Git(remote: "r", revision: "abc", branch: "main", tag: "v1"))
        )),
        .source(Source(uri: "a.feature.md", data: "# Feature: x\n", mediaType: .gherkinMarkdown)),
        .gherkinDocument(GherkinDocument(uri: "a.feature", feature: feature, comments: [Comment(location: Location(line: 1, column: 1), text: "# c")])),
        .pickle(Pickle(
            id: "p", uri: "a.feature", location: Location(line: 9, column: 3), name: "n", language: "en",
            steps: [
                PickleStep(
                    argument: PickleStepArgument(
                        docString: PickleDocString(mediaType: "json", content: "{}", argumentIndex: 1),
                        dataTable: PickleTable(rows: [PickleTableRow(cells: [PickleTableCell(value: "v")])], argumentIndex: 2)
                    ),
                    astNodeIds: ["s", "r"], id: "ps", type: .outcome, text: "t"
                ),
            ],
            tags: [PickleTag(name: "@t", astNodeId: "tg")], astNodeIds: ["sc"]
        )),
        .parseError(ParseError(source: SourceReference(uri: "a.feature", location: Location(line: 2, column: 4)), message: "bad")),
        .parameterType(ParameterTypeDeclaration(
            id: "pt", name: "color", regularExpressions: ["red|blue"], preferForRegularExpressionMatch: true, useForSnippets: false,
            sourceReference: SourceReference(uri: "Steps.swift", location: Location(line: 3))
        )),
        .undefinedParameterType(UndefinedParameterType(expression: "a {x}", name: "x")),
        .stepDefinition(StepDefinition(
            id: "sd", pattern: StepDefinitionPattern(source: "^a$", type: .regularExpression),
            sourceReference: SourceReference(
                uri: "Steps.swift", location: Location(line: 4, column: 2),
                javaMethod: JavaMethod(className: "steps.Steps", methodName: "a", methodParameterTypes: ["int", "java.lang.String"])
            )
        )),
        .hook(Hook(
            id: "h", name: "setUp",
            sourceReference: SourceReference(
                uri: "Hooks.swift", javaStackTraceElement: JavaStackTraceElement(className: "steps.Hooks", fileName: "Hooks.java", methodName: "<init>")
            ),
            tagExpression: "@db", type: .afterTestStep
        )),
        .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 2), id: "run")),
        .testCase(TestCase(
            id: "tc", pickleId: "p",
            testSteps: [
                TestStep(id: "ts1", hookId: "h"),
                TestStep(
                    id: "ts2", pickleStepId: "ps", stepDefinitionIds: ["sd"],
                    stepMatchArgumentsLists: [StepMatchArgumentsList(stepMatchArguments: [StepMatchArgument(
                        group: StepMatchGroup(children: [StepMatchGroup(children: [], start: 1, value: "b")], start: 0, value: "ab"),
                        parameterTypeName: "word"
                    )])]
                ),
            ],
            testRunStartedId: "run"
        )),
        .testRunHookStarted(TestRunHookStarted(id: "rhs", testRunStartedId: "run", hookId: "h", timestamp: Timestamp(seconds: 3, nanos: 4))),
        .testRunHookFinished(TestRunHookFinished(testRunHookStartedId: "rhs", result: result, timestamp: Timestamp(seconds: 5, nanos: 6))),
        .testCaseStarted(TestCaseStarted(attempt: 1, id: "tcs", testCaseId: "tc", workerId: "w1", timestamp: Timestamp(seconds: 7, nanos: 8))),
        .testStepStarted(TestStepStarted(testCaseStartedId: "tcs", testStepId: "ts2", timestamp: Timestamp(seconds: 9, nanos: 10))),
        .attachment(Attachment(
            body: "aGk=", contentEncoding: .base64, fileName: "hi.txt", mediaType: "text/plain",
            source: Source(uri: "b.feature", data: "", mediaType: .gherkinPlain), testCaseStartedId: "tcs", testStepId: "ts2",
            url: "https://x/hi.txt", testRunStartedId: "run", testRunHookStartedId: "rhs", timestamp: Timestamp(seconds: 11, nanos: 12)
        )),
        .testStepFinished(TestStepFinished(testCaseStartedId: "tcs", testStepId: "ts2", testStepResult: result, timestamp: Timestamp(seconds: 13, nanos: 14))),
        .testCaseFinished(TestCaseFinished(testCaseStartedId: "tcs", timestamp: Timestamp(seconds: 15, nanos: 16), willBeRetried: true)),
        .suggestion(Suggestion(id: "sg", pickleStepId: "ps", snippets: [Snippet(language: "swift", code: "given(\"a\") {}")])),
        .testRunFinished(TestRunFinished(
            message: "done", success: false, timestamp: Timestamp(seconds: 17, nanos: 18),
            exception: Exception(type: "E", message: "m", stackTrace: "at x"), testRunStartedId: "run"
        )),
    ]

    private static let result = TestStepResult(
        duration: Duration(seconds: 1, nanos: 500), message: "boom", status: .ambiguous, exception: Exception(type: "T", message: "m", stackTrace: "s")
    )

    private static let step = Step(
        location: Location(line: 5, column: 5), keyword: "Given ", keywordType: .context, text: "a",
        docString: GherkinDocString(location: Location(line: 6, column: 7), mediaType: "json", content: "{}", delimiter: "```"),
        dataTable: GherkinDataTable(location: Location(line: 8, column: 7), rows: [row]), id: "st"
    )

    private static let row = TableRow(location: Location(line: 8, column: 7), cells: [TableCell(location: Location(line: 8, column: 9), value: "v")], id: "row")

    private static let tag = Tag(location: Location(line: 2, column: 1), name: "@t", id: "tg")

    private static let background = Background(location: Location(line: 3, column: 3), keyword: "Background", name: "b", description: "d", steps: [step], id: "bg")

    private static let scenario = Scenario(
        location: Location(line: 4, column: 3), tags: [tag], keyword: "Scenario Outline", name: "s", description: "d", steps: [step],
        examples: [Examples(location: Location(line: 7, column: 5), tags: [tag], keyword: "Examples", name: "e", description: "d", tableHeader: row, tableBody: [row], id: "ex")],
        id: "sc"
    )

    private static let feature = Feature(
        location: Location(line: 1, column: 1), tags: [tag], language: "en", keyword: "Feature", name: "f", description: "d",
        children: [
            .background(background),
            .scenario(scenario),
            .rule(Rule(location: Location(line: 10, column: 3), tags: [tag], keyword: "Rule", name: "r", description: "d", children: [.background(background), .scenario(scenario)], id: "ru")),
        ]
    )
}
