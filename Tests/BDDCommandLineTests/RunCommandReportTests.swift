import BDDCommandLine
import BDDRuntime
import TestSupport
import XCTest

/// The report paths of a run: checked before it starts, never left holding an earlier run's report, and a file
/// that does not parse listed in the JUnit report like any failed test.
@MainActor
final class RunCommandReportTests: XCTestCase {
    private var harness: CommandHarness!

    override func setUp() async throws {
        harness = try CommandHarness()
        try harness.write("Features/cukes.feature", SampleProject.cukes)
    }

    override func tearDown() async throws {
        harness.removeDirectory()
    }

    func test_run_withAFeatureFileAsReportPath_refusesBeforeRunningAndKeepsTheFile() async throws {
        let journal = Journal()

        let outcome = await harness.run(["--format", "junit:Features/cukes.feature"], steps: SampleProject.steps(journal))

        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("'Features/cukes.feature'"), outcome.error)
        XCTAssertTrue(outcome.error.contains("one of the feature files being run"), outcome.error)
        XCTAssertEqual(journal.entries, [])
        XCTAssertEqual(harness.read("Features/cukes.feature"), SampleProject.cukes)
    }

    func test_run_withAnUnwritableReportPath_refusesBeforeRunning() async throws {
        try harness.write("blocker", "a file where a folder should be")
        let journal = Journal()

        let outcome = await harness.run(["--format", "junit:blocker/junit.xml"], steps: SampleProject.steps(journal))

        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("Could not write report 'blocker/junit.xml'"), outcome.error)
        XCTAssertEqual(journal.entries, [], "nothing ran")
    }

    func test_run_withAFileThatDoesNotParse_listsItAsAFailedTestCase() async throws {
        try harness.write("Features/broken.feature", "Feature: Broken\n  Scenario: a\n    Given a step\n    | cell |\n  Scenaro: typo\n")

        let outcome = await harness.run(["--format", "junit:out.xml"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 1)
        let junit = try XCTUnwrap(harness.read("out.xml"))
        XCTAssertEqual(JUnitSchemaCheck.problems(in: junit), [])
        XCTAssertTrue(junit.contains("<testcase classname=\"Features/broken.feature\" name=\"Features/broken.feature could not be parsed\""), junit)
        XCTAssertTrue(junit.contains("Features/broken.feature:5:3: expected"), junit)
        XCTAssertTrue(junit.contains("failures=\"2\""), "the parse error and the failing scenario: \(junit)")
    }
}

@MainActor
final class RunFailureTests: XCTestCase {
    func test_run_whenNoWorkerCanStart_reportsTheRunsOwnExceptionAndExits1() async throws {
        let harness = try CommandHarness()
        defer { harness.removeDirectory() }
        try harness.write("Features/cukes.feature", SampleProject.cukes)
        harness.worker = WorkerLaunch(executable: harness.directory.appendingPathComponent("no-such-worker").path)

        let outcome = await harness.run(["--format", "message", "--format", "progress:progress.txt"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 1)
        let finished = try outcome.envelopes().compactMap { if case .testRunFinished(let finished) = $0 { finished } else { nil } }.first
        XCTAssertEqual(finished?.success, false)
        XCTAssertEqual(finished?.exception?.type, "WorkerFailure")
        XCTAssertTrue(finished?.exception?.message?.contains("could not be started") == true, "\(String(describing: finished))")
        XCTAssertTrue(harness.read("progress.txt")?.contains("could not be started") == true, "the console report says why nothing ran")
    }
}

@MainActor
final class UnusedStepDefinitionTests: XCTestCase {
    func test_run_dryRun_listsTheStepDefinitionsNoStepUsesAndANormalRunDoesNot() async throws {
        let harness = try CommandHarness()
        defer { harness.removeDirectory() }
        try harness.write("Features/one.feature", "Feature: One\n  Scenario: only\n    Given a passing step\n")

        let dryRun = await harness.run(["--dry-run", "--format", "progress", "--no-color"], steps: SampleProject.steps())
        let normal = await harness.run(["--format", "progress", "--no-color"], steps: SampleProject.steps())

        XCTAssertTrue(dryRun.output.contains("2 unused step definitions:\n  a failing step  # "), dryRun.output)
        XCTAssertTrue(dryRun.output.contains("  I have {int} cukes  # "), dryRun.output)
        XCTAssertFalse(dryRun.output.contains("a passing step  # "), "a used definition is not listed")
        XCTAssertFalse(normal.output.contains("unused"), normal.output)
    }
}
