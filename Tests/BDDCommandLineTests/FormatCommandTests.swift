import BDDCommandLine
import CucumberMessages
import Reports
import TestSupport
import XCTest

final class FormatCommandTests: XCTestCase {
    private var folder: TemporaryFolder!

    // Made in setUp, not as the property's initial value: XCTest makes an instance of the class for every test
    // method, also those a filtered or parallel run never calls, and only a called test's tearDown removes it.
    override func setUp() {
        super.setUp()
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func test_run_withoutFile_readsStandardInput() throws {
        let input = try Self.stream()

        let result = run(["--format", "message"], input: input)

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, input)
        XCTAssertEqual(result.errors, "")
    }

    func test_run_withFile_readsIt() throws {
        try ReportFileWriter().write(try Self.stream(), to: folder.file("run.ndjson"))

        let result = run(["--format=junit", folder.file("run.ndjson")])

        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite name=\"Cucumber\" time=\"0.002\" tests=\"0\""), result.output)
    }

    func test_run_withoutFormat_writesPretty() throws {
        let result = run([], input: try Self.stream())

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "0 scenarios\n0 steps\n0m0.002s\n")
    }

    func test_run_withReportPaths_writesEachFileAndNothingToStandardOutput() throws {
        let input = try Self.stream()

        let result = run(["--format", "message:\(folder.file("a/run.ndjson"))", "--format", "junit:\(folder.file("b/junit.xml"))"], input: input)

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(folder.contents(of: "a/run.ndjson"), input)
        XCTAssertEqual(folder.contents(of: "b/junit.xml")?.hasSuffix("</testsuite>\n"), true)
    }

    func test_run_withUnwritableReport_exitsOneNamingItAndKeepsTheConsoleOutput() throws {
        try ReportFileWriter().write("plain file", to: folder.file("blocker"))
        let path = folder.file("blocker/junit.xml")

        let result = run(["--format", "junit:\(path)", "--format", "pretty"], input: try Self.stream())

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "0 scenarios\n0 steps\n0m0.002s\n")
        XCTAssertEqual(result.errors, "Error: Could not write report '\(path)': Not a directory\n")
    }

    func test_run_withUnknownOption_exitsTwoWithUsage() {
        let result = run(["--colour"])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, """
        Error: Unknown option '--colour'
        Usage: bdd format [--format NAME[:PATH]]... [MESSAGES.ndjson]
        See 'bdd format --help' for more information.

        """)
    }

    func test_run_withTwoFormattersOnStandardOutput_exitsTwoNamingTheFlag() {
        let result = run(["--format", "pretty", "--format", "progress"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.hasPrefix("Error: Invalid value 'progress' for option '--format': only one formatter can write to standard output"), result.errors)
    }

    func test_run_withUnknownFormatter_exitsTwoNamingIt() {
        let result = run(["--format", "cucumber-html"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.hasPrefix("Error: Invalid value 'cucumber-html' for option '--format': unknown formatter 'cucumber-html'"), result.errors)
    }

    func test_run_withTwoFiles_exitsTwoNamingTheSecond() {
        let result = run(["a.ndjson", "b.ndjson"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.hasPrefix("Error: Invalid argument 'b.ndjson': only one message stream can be read\n"), result.errors)
    }

    func test_run_withMissingFile_exitsTwoNamingIt() {
        let result = run([folder.file("nope.ndjson")])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errors, "Error: Could not read '\(folder.file("nope.ndjson"))': no such file\n")
    }

    func test_run_withMalformedLine_exitsTwoNamingTheLine() throws {
        let result = run(["--format", "message"], input: try Self.stream() + "{not json\n")

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(result.errors.hasPrefix("Error: standard input, line 3: "), result.errors)
    }

    func test_run_withMessageOfANewerProtocol_skipsIt() throws {
        let input = try Self.stream()

        let result = run(["--format", "message"], input: #"{"somethingNew":{"id":"1"}}"# + "\n" + input)

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, input)
    }

    func test_run_withHelp_writesTheHelpText() {
        let result = run(["--help"])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, """
        OVERVIEW: Renders a saved Cucumber Messages stream with any formatter.

        USAGE: bdd format [--format NAME[:PATH]]... [MESSAGES.ndjson]

        ARGUMENTS:
          <MESSAGES.ndjson>     The stream to read (default: standard input).

        OPTIONS:
          --format NAME[:PATH]  Writes the report of formatter NAME to PATH, or to standard output without one.
                                Repeatable; at most one may use standard output (default: pretty).
          --no-color            Never colours the output.
          -h, --help            Shows this help.

        FORMATTERS:
          pretty                Features, scenarios and steps with their status, then the summary.
          progress              One character per step, then the failures and the summary.
          progress-bar          A line redrawn in place on a terminal, each failure above it, then the summary.
          junit                 JUnit XML, as Cucumber's junit-xml-formatter writes it.
          json                  Cucumber JSON, as Cucumber's cucumber-json-formatter writes it (Jenkins, Xray, Allure).
          message               Cucumber Messages, one JSON envelope per line (NDJSON).
          html                  One self-contained HTML page of the run, to read and filter.
          github                GitHub Actions annotations at each failing step's line, and the job summary.
          rerun                 file:line of every scenario that did not pass, for bdd @FILE.
          usage                 Each step definition, the steps that used it and how long they took.

        """)
    }

    func test_run_colouredWithNoColorFlag_writesNoEscapeCodes() throws {
        let input = try Self.stream(passedSteps: 1)

        let coloured = run(["--format", "progress"], input: input, colored: true)
        let plain = run(["--format", "progress", "--no-color"], input: input, colored: true)

        XCTAssertTrue(coloured.output.contains("\u{1B}["), coloured.output)
        XCTAssertFalse(plain.output.contains("\u{1B}["), plain.output)
    }

    // MARK: - Helpers

    private func run(_ arguments: [String], input: String = "", colored: Bool = false) -> (status: Int32, output: String, errors: String) {
        let output = OutputSpy()
        let errors = OutputSpy()
        let status = FormatCommand.run(arguments: arguments, standardInput: { input }, standardOutput: output.write, standardError: errors.write, colored: colored)
        return (status, output.text, errors.text)
    }

    /// A run two milliseconds long as NDJSON; with steps, one test case holding that many passed steps.
    private static func stream(passedSteps: Int = 0) throws -> String {
        let encoder = MessageEncoder()
        let time = Timestamp(seconds: 0, nanos: 1_000_000)
        var envelopes = [Envelope.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0), id: "r"))]
        if passedSteps > 0 {
            let steps = (0..<passedSteps).map { TestStep(id: "s\($0)", pickleStepId: "ps\($0)") }
            envelopes.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: steps)))
            envelopes.append(.testCaseStarted(TestCaseStarted(attempt: 0, id: "a", testCaseId: "tc", timestamp: time)))
            for step in steps {
                let result = TestStepResult(duration: .zero, status: .passed)
                envelopes.append(.testStepFinished(TestStepFinished(testCaseStartedId: "a", testStepId: step.id, testStepResult: result, timestamp: time)))
            }
            envelopes.append(.testCaseFinished(TestCaseFinished(testCaseStartedId: "a", timestamp: time, willBeRetried: false)))
        }
        envelopes.append(.testRunFinished(TestRunFinished(success: true, timestamp: Timestamp(seconds: 0, nanos: 2_000_000), testRunStartedId: "r")))
        return try envelopes.map { try encoder.line(for: $0) + "\n" }.joined()
    }
}
