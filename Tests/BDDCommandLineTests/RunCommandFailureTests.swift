import BDDCommandLine
import BDDRuntime
import XCTest

/// Every invocation that cannot start a run exits 2 with one `Error:` line, the usage and a pointer to `--help`.
@MainActor
final class RunCommandFailureTests: XCTestCase {
    private var harness: CommandHarness!

    override func setUp() async throws {
        harness = try CommandHarness()
        try harness.write("Features/cukes.feature", SampleProject.cukes)
    }

    override func tearDown() async throws {
        harness.removeDirectory()
    }

    func test_run_withUnknownOption_namesIt() async {
        await assertCannotStart(["--colour"], error: "Unknown option '--colour'")
    }

    func test_run_withOptionMissingItsValue_namesIt() async {
        await assertCannotStart(["--tags"], error: "Missing value for option '--tags'")
    }

    func test_run_withValueOnAFlag_namesIt() async {
        await assertCannotStart(["--dry-run=yes"], error: "Option '--dry-run' does not take a value")
    }

    func test_run_withBadOrder_namesIt() async {
        await assertCannotStart(["--order", "sideways"], error: "Invalid value 'sideways' for option '--order': expected defined, reverse, random or random:SEED")
    }

    func test_run_withMalformedTagExpression_namesIt() async {
        await assertCannotStart(["--tags", "@a and"], errorPrefix: "Invalid value '@a and' for option '--tags': ")
    }

    func test_run_withMalformedNamePattern_namesIt() async {
        await assertCannotStart(["--name", "(unclosed"], error: "Invalid value '(unclosed' for option '--name': not a valid regular expression")
    }

    func test_run_withUnknownFormatter_namesIt() async {
        await assertCannotStart(["--format", "cucumber-html"], errorPrefix: "Invalid value 'cucumber-html' for option '--format': ")
    }

    func test_run_withTwoFormattersOnStandardOutput_namesThem() async {
        await assertCannotStart(["--format", "pretty", "--format", "progress"], errorPrefix: "Invalid value 'progress' for option '--format': ")
    }

    func test_run_withTwoReportsOnOneFile_namesThemAsWritten() async {
        await assertCannotStart(
            ["--format", "message:reports/run.out", "--format", "junit:./reports/run.out"],
            error: "Invalid value 'junit:./reports/run.out' for option '--format': 'reports/run.out' is already the report of 'message'"
        )
    }

    func test_run_withUnknownLanguage_namesIt() async {
        await assertCannotStart(["--language", "xx"], error: "Invalid value 'xx' for option '--language': unknown language (see --i18n-languages)")
    }

    func test_run_withKeywordsOfUnknownLanguage_namesIt() async {
        await assertCannotStart(["--i18n-keywords", "xx"], error: "Invalid value 'xx' for option '--i18n-keywords': unknown language (see --i18n-languages)")
    }

    func test_run_withMissingLanguagesFile_namesIt() async {
        await assertCannotStart(["--languages", "nope.json"], errorPrefix: "Invalid value 'nope.json' for option '--languages': ")
    }

    func test_run_withMissingPath_namesIt() async {
        await assertCannotStart(["Features/nope.feature:3"], error: "No such file or directory: 'Features/nope.feature'")
    }

    func test_run_withLineZero_namesTheBadLineNumber() async {
        await assertCannotStart(
            ["Features/cukes.feature:0"],
            error: "Invalid argument 'Features/cukes.feature:0': '0' is not a line number (PATH:LINE takes a LINE of 1 or more)"
        )
    }

    func test_run_withoutFeaturesFolder_namesTheDefaultPath() async throws {
        harness.removeDirectory()
        try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)

        await assertCannotStart([], error: "No such file or directory: 'Features/'")
    }

    func test_run_withFolderWithoutFeatureFiles_saysSo() async throws {
        try harness.write("Empty/readme.txt", "nothing here")

        await assertCannotStart(["Empty"], error: "No feature files found in 'Empty'")
    }

    func test_run_withTagsSelectingNothing_saysSoInOneLineAndExits0() async {
        let journal = Journal()

        let outcome = await harness.run(["--tags", "@nothing"], steps: SampleProject.steps(journal))

        XCTAssertEqual(outcome.status, 0, "a tag that selects nothing today is not a broken run")
        XCTAssertEqual(outcome.error, "No scenario selected in 1 feature file matching --tags '@nothing'\n")
        XCTAssertEqual(journal.entries, [])
    }

    func test_run_withMalformedStepDefinition_namesIt() async {
        var steps = StepLibrary()
        steps.step(regex: "^(unclosed$", file: "/elsewhere/Steps.swift", line: 3) { (_: ScenarioContext) in }

        await assertCannotStart([], steps: steps, errorPrefix: "Step definition \"^(unclosed$\" at /elsewhere/Steps.swift:3: ")
    }

    func test_run_withBodyNotFittingItsExpression_namesTheDefinitionAndTheMismatch() async {
        var steps = StepLibrary()
        steps.given("{int} of {string}", file: "/elsewhere/CartSteps.swift", line: 12) { (_: ScenarioContext, _: String, _: Int) in }

        for arguments in [[], ["--dry-run"]] {
            await assertCannotStart(
                arguments, steps: steps,
                error: "Step definition \"{int} of {string}\" at /elsewhere/CartSteps.swift:12 does not fit its expression: "
                    + "the body's first value is String, but {int} gives Int"
            )
        }
    }

    // MARK: - Helpers

    private func assertCannotStart(
        _ arguments: [String],
        steps: StepLibrary = SampleProject.steps(),
        error: String? = nil,
        errorPrefix: String? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        let outcome = await harness.run(arguments, steps: steps)

        XCTAssertEqual(outcome.status, 2, file: file, line: line)
        XCTAssertEqual(outcome.output, "", file: file, line: line)
        let lines = outcome.error.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, 4, "three lines and a final newline: \(outcome.error)", file: file, line: line)
        if let error { XCTAssertEqual(lines.first, "Error: \(error)", file: file, line: line) }
        if let errorPrefix { XCTAssertTrue(lines[0].hasPrefix("Error: \(errorPrefix)"), lines[0], file: file, line: line) }
        XCTAssertEqual(Array(lines.dropFirst()), ["Usage: bdd [<options>] [<path> ...]", "See 'bdd --help' for more information.", ""], file: file, line: line)
    }
}
