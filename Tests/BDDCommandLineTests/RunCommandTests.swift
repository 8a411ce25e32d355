import BDDCommandLine
import BDDRuntime
import CucumberMessages
import Formatters
import XCTest
#if canImport(Glibc)
import Glibc
#endif

@MainActor
final class RunCommandTests: XCTestCase {
    private var harness: CommandHarness!

    override func setUp() async throws {
        harness = try CommandHarness()
        try harness.write("Features/cukes.feature", SampleProject.cukes)
    }

    override func tearDown() async throws {
        harness.removeDirectory()
    }

    func test_run_withAFailingScenario_runsEverythingAndExits1() async throws {
        let journal = Journal()

        let outcome = await harness.run(["--format", "message"], steps: SampleProject.steps(journal))

        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(journal.entries, ["Passing", "Failing", "Eating 1: 1", "Eating 2: 2", "Eating 10: 10"])
        XCTAssertEqual(try outcome.envelopes().stepStatuses, [.passed, .failed, .passed, .passed, .passed])
    }

    func test_run_withOnlyPassingScenarios_exits0() async throws {
        let outcome = await harness.run(["--format", "message", "--tags", "not @smoke", "--name", "Eating"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["Eating 1", "Eating 2", "Eating 10"])
    }

    func test_run_withUndefinedStep_exits1WhenStrictAnd0Otherwise() async throws {
        try harness.write("Gaps/gaps.feature", SampleProject.undefined)

        let strict = await harness.run(["--format", "message", "Gaps"], steps: SampleProject.steps())
        let lenient = await harness.run(["--format", "message", "--no-strict", "Gaps"], steps: SampleProject.steps())

        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(lenient.status, 0)
        XCTAssertEqual(try lenient.envelopes().stepStatuses, [.undefined])
    }

    func test_run_withAFileThatDoesNotParse_runsTheOthersAndExits1() async throws {
        try harness.write("Features/zz-broken.feature", SampleProject.broken)

        let outcome = await harness.run(["--format", "message", "--tags", "@smoke"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 1)
        let envelopes = try outcome.envelopes()
        XCTAssertEqual(envelopes.startedPickleNames, ["Passing"])
        XCTAssertEqual(envelopes.filter { $0.name == "parseError" }.count, 1)
    }

    func test_run_withUnreadableFiles_reportsEachLikeAParseErrorRunsTheOthersAndExits1() async throws {
        try makeFIFO("Features/fifo.feature")
        try FileManager.default.createSymbolicLink(
            atPath: harness.directory.appendingPathComponent("Features/dangling.feature").path, withDestinationPath: "missing.feature"
        )

        let outcome = await harness.run(["--format", "message", "--tags", "@smoke"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 1)
        let envelopes = try outcome.envelopes()
        XCTAssertEqual(envelopes.startedPickleNames, ["Passing"])
        let errors = envelopes.compactMap { envelope -> ParseError? in
            guard case .parseError(let error) = envelope else { return nil }
            return error
        }
        XCTAssertEqual(errors, [
            ParseError(source: SourceReference(uri: "Features/dangling.feature"), message: "Could not read the file: it is a link to a missing file"),
            ParseError(source: SourceReference(uri: "Features/fifo.feature"), message: "Could not read the file: it is a FIFO, not a regular file"),
        ])
    }

    func test_run_withAnUnreadableFile_printsItsNameAndReasonInThePrettyReport() async throws {
        try makeFIFO("Features/fifo.feature")

        let outcome = await harness.run(["--format", "pretty", "--tags", "@smoke"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.output.contains("Features/fifo.feature: Could not read the file: it is a FIFO, not a regular file\n"), outcome.output)
    }

    func test_run_withFileLine_selectsTheScenarioOutlineExamplesOrRowAtThatLine() async throws {
        let cases: [(String, [String])] = [
            ("Features/cukes.feature:4", ["Passing"]),
            ("Features/cukes.feature:4:7", ["Passing", "Failing"]),
            ("Features/cukes.feature:10", ["Eating 1", "Eating 2", "Eating 10"]),
            ("Features/cukes.feature:13", ["Eating 1", "Eating 2"]),
            ("Features/cukes.feature:16", ["Eating 2"]),
            ("Features/cukes.feature:20", ["Eating 10"]),
        ]
        for (operand, expected) in cases {
            let outcome = await harness.run(["--format", "message", operand], steps: SampleProject.steps())

            XCTAssertEqual(try outcome.envelopes().startedPickleNames, expected, operand)
        }
    }

    func test_run_withFileLineAnywhereInAScenario_selectsThatScenarioRowsOrFile() async throws {
        let cases: [(String, [String])] = [
            ("Features/cukes.feature:3", ["Passing"]),
            ("Features/cukes.feature:5", ["Passing"]),
            ("Features/cukes.feature:8:9", ["Failing"]),
            ("Features/cukes.feature:11", ["Eating 1", "Eating 2", "Eating 10"]),
            ("Features/cukes.feature:14", ["Eating 1", "Eating 2"]),
            ("Features/cukes.feature:19", ["Eating 10"]),
            ("Features/cukes.feature:1", ["Passing", "Failing", "Eating 1", "Eating 2", "Eating 10"]),
            ("Features/cukes.feature:2:15", ["Passing", "Failing", "Eating 1", "Eating 2", "Eating 10"]),
        ]
        for (operand, expected) in cases {
            let outcome = await harness.run(["--format", "message", operand], steps: SampleProject.steps())

            XCTAssertEqual(try outcome.envelopes().startedPickleNames, expected, operand)
        }
    }

    func test_run_withLineInABackground_selectsEveryScenarioOfTheFile() async throws {
        try harness.write("Other/background.feature", """
            Feature: With a background
              Background:
                Given a passing step

              Scenario: One
                Given a passing step

              Scenario: Two
                Given a passing step

            """)

        let outcome = await harness.run(["--format", "message", "Other/background.feature:3"], steps: SampleProject.steps())

        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["One", "Two"])
    }

    func test_run_withLineOfARuleHeader_selectsTheScenariosOfThatRuleOnly() async throws {
        try harness.write("Other/rules.feature", """
            Feature: With rules
              Scenario: Outside
                Given a passing step

              @fast
              Rule: First rule
                Scenario: One
                  Given a passing step

              Rule: Second rule
                Scenario: Two
                  Given a passing step

            """)

        let tagLine = await harness.run(["--format", "message", "Other/rules.feature:5"], steps: SampleProject.steps())
        let stepLine = await harness.run(["--format", "message", "Other/rules.feature:12"], steps: SampleProject.steps())

        XCTAssertEqual(try tagLine.envelopes().startedPickleNames, ["One"])
        XCTAssertEqual(try stepLine.envelopes().startedPickleNames, ["Two"])
    }

    func test_run_withRerunFileOfARedRun_runsExactlyTheScenariosThatDidNotPass() async throws {
        let red = await harness.run(["--format", "progress", "--format", "rerun:reports/rerun.txt"], steps: SampleProject.steps())

        let rerun = await harness.run(["--format", "message", "@reports/rerun.txt"], steps: SampleProject.steps())

        XCTAssertEqual(red.status, 1)
        XCTAssertEqual(harness.read("reports/rerun.txt"), "Features/cukes.feature:7\n")
        XCTAssertEqual(try rerun.envelopes().startedPickleNames, ["Failing"])
    }

    func test_run_withRerunFileOfARunThatDidNotFinish_refusesIt() async throws {
        try harness.write("rerun.txt", RerunFormatter(write: { _ in }).unfinishedReport(startedAt: Timestamp(seconds: 0, nanos: 0)))

        let outcome = await harness.run(["--format", "message", "@rerun.txt"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.hasPrefix("Error: The rerun file 'rerun.txt' was written by a run that did not finish"), outcome.error)
    }

    func test_run_withEmptyRerunFile_runsNothingAndExits0() async throws {
        try harness.write("rerun.txt", "")

        let outcome = await harness.run(["--format", "message", "@rerun.txt"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.output, "")
        XCTAssertEqual(outcome.error, "The rerun file lists no scenario: nothing to run.\n")
    }

    func test_run_withDryRun_runsNoBodyAndExits0WhenEverythingIsDefined() async throws {
        let journal = Journal()

        let outcome = await harness.run(["--format", "message", "--dry-run"], steps: SampleProject.steps(journal))

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(journal.entries, [])
        XCTAssertEqual(try outcome.envelopes().stepStatuses, [.skipped, .skipped, .skipped, .skipped, .skipped])
    }

    func test_run_withFailFast_stopsAfterTheFirstFailure() async throws {
        let outcome = await harness.run(["--format", "message", "--fail-fast"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["Passing", "Failing"])
    }

    func test_run_withReverseOrder_runsBackwards() async throws {
        let outcome = await harness.run(["--format", "message", "--order", "reverse", "--name", "Eating"], steps: SampleProject.steps())

        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["Eating 10", "Eating 2", "Eating 1"])
    }

    func test_run_withFirst_runsWhatItsLinesSelectBeforeTheRest() async throws {
        let outcome = await harness.run(["--format", "message", "--first", "Features/cukes.feature:20:7"], steps: SampleProject.steps())

        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["Failing", "Eating 10", "Passing", "Eating 1", "Eating 2"])
    }

    func test_run_withFirstNamingAMissingFile_refusesToStart() async {
        let outcome = await harness.run(["--first", "Features/gone.feature:3"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.hasPrefix("Error: --first: No such file or directory: 'Features/gone.feature'"), outcome.error)
    }

    func test_run_withRandomOrderAndNoSeed_printsTheSeedItChose() async throws {
        let outcome = await harness.run(["--format", "message", "--order", "random"], steps: SampleProject.steps())

        let seed = try XCTUnwrap(outcome.error.firstMatch(of: /seed (\d+) \(repeat it with --order random:(\d+)\)/))
        XCTAssertEqual(seed.1, seed.2)
        let again = await harness.run(["--format", "message", "--order", "random:\(seed.1)"], steps: SampleProject.steps())
        XCTAssertEqual(try again.envelopes().startedPickleNames, try outcome.envelopes().startedPickleNames)
    }

    func test_run_withoutFormat_printsPrettyAndWritesJUnitReport() async throws {
        let outcome = await harness.run([], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.output.contains("Scenario: Passing"), outcome.output)
        XCTAssertFalse(outcome.output.contains("\u{1B}["), "no colour off a terminal")
        let report = try XCTUnwrap(harness.read("reports/junit.xml"))
        XCTAssertTrue(report.contains(#"<testsuite name="Cucumber""#), report)
        XCTAssertTrue(report.contains(#"tests="5""#), report)
    }

    func test_run_onATerminal_coloursUnlessNoColorOrNoColorOption() async throws {
        harness.outputIsTerminal = true

        let coloured = await harness.run(["--format", "pretty"], steps: SampleProject.steps())
        let flagged = await harness.run(["--format", "pretty", "--no-color"], steps: SampleProject.steps())
        harness.environment["NO_COLOR"] = "1"
        let environment = await harness.run(["--format", "pretty"], steps: SampleProject.steps())

        XCTAssertTrue(coloured.output.contains("\u{1B}["))
        XCTAssertFalse(flagged.output.contains("\u{1B}["))
        XCTAssertFalse(environment.output.contains("\u{1B}["))
    }

    func test_run_onATerminal_writesReportFilesWithoutColour() async throws {
        harness.outputIsTerminal = true

        let outcome = await harness.run(["--format", "pretty", "--format", "progress:reports/progress.txt", "--tags", "@smoke"], steps: SampleProject.steps())

        XCTAssertTrue(outcome.output.contains("\u{1B}["), "the console report should be coloured")
        let file = try XCTUnwrap(harness.read("reports/progress.txt"))
        XCTAssertTrue(file.hasPrefix(".\n"), file)
        XCTAssertFalse(file.contains("\u{1B}"), "a report file should never hold escape codes: \(file)")
    }

    func test_run_withUnwritableReport_quotesThePathAsTyped() async throws {
        try harness.write("blocked", "a file where a folder should be")

        let outcome = await harness.run(["--format", "progress", "--format", "junit:blocked/junit.xml", "--tags", "@smoke"], steps: SampleProject.steps())

        XCTAssertTrue(outcome.error.hasPrefix("Error: Could not write report 'blocked/junit.xml': Not a directory\n"), outcome.error)
    }

    func test_run_withSpanishLanguage_readsFilesWithoutHeaderInSpanish() async throws {
        try harness.write("Es/cukes.feature", """
            Característica: Pepinos

              Escenario: Uno
                Dado a passing step

            """)

        let outcome = await harness.run(["--format", "message", "--language", "es", "Es"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["Uno"])
    }

    func test_run_stepDefinitionsUnderTheCurrentDirectory_areReportedRelativeToIt() async throws {
        var steps = StepLibrary()
        steps.given("a passing step", file: harness.directory.path + "/Sources/Steps.swift", line: 12) { (_: ScenarioContext) in }

        let outcome = await harness.run(["--format", "message", "--tags", "@smoke"], steps: steps)

        let definitions = try outcome.envelopes().compactMap { if case .stepDefinition(let definition) = $0 { definition } else { nil } }
        XCTAssertEqual(definitions.map(\.sourceReference.uri), ["Sources/Steps.swift"])
    }

    // MARK: - Helpers

    private func makeFIFO(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let status = mkfifo(harness.directory.appendingPathComponent(path).path, 0o644)
        XCTAssertEqual(status, 0, "mkfifo failed", file: file, line: line)
    }
}
