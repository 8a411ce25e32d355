import BDDCommandLine
import BDDRuntime
import Foundation
import XCTest

/// A run in a GitHub Actions job annotates each scenario that did not pass at its file and line, warns of flaky
/// scenarios, points at a broken feature file, and writes the job summary; outside a job, or when asked not to, it
/// says nothing of the kind.
@MainActor
final class GitHubReportTests: XCTestCase {
    private var harness: CommandHarness!

    override func setUp() async throws {
        harness = try CommandHarness()
        try harness.write("Features/cukes.feature", SampleProject.cukes)
        try harness.write("Features/gaps.feature", SampleProject.undefined)
        try harness.write("Features/broken.feature", SampleProject.broken)
        try harness.write("Features/flaky.feature", Self.flaky)
        harness.environment = [
            "GITHUB_ACTIONS": "true",
            "GITHUB_WORKSPACE": harness.directory.path,
            "GITHUB_STEP_SUMMARY": harness.directory.appendingPathComponent("summary.md").path,
        ]
    }

    override func tearDown() async throws {
        harness.removeDirectory()
    }

    func test_run_inAGitHubJob_annotatesEachScenarioThatDidNotPassAtItsStepsLine() async throws {
        let outcome = await harness.run(["--retry", "1"], steps: steps())

        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.output.contains("::error file=Features/cukes.feature,line=8,title=Failing::SampleFailure: expected 1 cuke, got 2%0AFeatures/cukes.feature:8\n"), outcome.output)
        XCTAssertTrue(outcome.output.contains("::error file=Features/gaps.feature,line=4,title=Not written yet::Undefined step: Given a step nobody wrote\n"), outcome.output)
        XCTAssertTrue(outcome.output.contains("::warning file=Features/flaky.feature,line=3,title=Flaky%3A Second time lucky::Passed on attempt 2 after failing:%0ASampleFailure: expected 1 cuke, got 2%0AFeatures/flaky.feature:4\n"), outcome.output)
        XCTAssertTrue(outcome.output.contains("::error file=Features/broken.feature,line=5,col=5,title=Features/broken.feature could not be parsed::"), outcome.output)
    }

    func test_run_inAGitHubJob_foldsEachFailingScenariosOutputInAGroup() async throws {
        let outcome = await harness.run(["--retry", "1"], steps: steps())

        let group = try XCTUnwrap(outcome.output.range(of: "::group::failed: Scenario: Failing (Features/cukes.feature:7)\n"), outcome.output)
        let end = try XCTUnwrap(outcome.output.range(of: "::endgroup::\n", range: group.upperBound..<outcome.output.endIndex))
        XCTAssertTrue(outcome.output[group.upperBound..<end.lowerBound].contains("Given a failing step"), outcome.output)
    }

    func test_run_inAGitHubJob_appendsTheRunsSummaryToTheJobSummary() async throws {
        try harness.write("summary.md", "Earlier step's summary\n")

        _ = await harness.run(["--retry", "1", "--format", "rerun:reports/rerun.txt", "--format", "github"], steps: steps())

        let summary = try XCTUnwrap(harness.read("summary.md"))
        XCTAssertTrue(summary.hasPrefix("Earlier step's summary\n### bdd: 7 scenarios, 3 did not pass\n"), summary)
        XCTAssertTrue(summary.contains("| flaky (passed on a later attempt) | 1 | |"), summary)
        XCTAssertTrue(summary.contains("| failed | Cukes | Failing | `Features/cukes.feature:8` | SampleFailure: expected 1 cuke, got 2 |"), summary)
        XCTAssertTrue(summary.contains("| Flaky | Second time lucky | `Features/flaky.feature:3` | SampleFailure: expected 1 cuke, got 2 |"), summary)
        XCTAssertTrue(summary.contains("Run them again: `bdd @reports/rerun.txt`"), summary)
    }

    func test_run_withBDDGitHubOff_annotatesNothing() async throws {
        harness.environment["BDD_GITHUB"] = "0"

        let outcome = await harness.run(["--retry", "1"], steps: steps())

        XCTAssertFalse(outcome.output.contains("::error"), outcome.output)
        XCTAssertNil(harness.read("summary.md"))
    }

    func test_run_withFormatsThatLeaveGitHubOut_annotatesNothing() async throws {
        let outcome = await harness.run(["--retry", "1", "--format", "progress"], steps: steps())

        XCTAssertFalse(outcome.output.contains("::error"), outcome.output)
    }

    func test_run_onlyAFlakyScenario_exitsZeroAndCountsItFlaky() async throws {
        let outcome = await harness.run(["Features/flaky.feature", "--retry", "1", "--format", "progress"], steps: steps())

        XCTAssertEqual(outcome.status, 0, outcome.output + outcome.error)
        XCTAssertTrue(outcome.output.contains("1 scenario (1 flaky)"), outcome.output)
    }

    func test_merge_inAGitHubJob_annotatesTheMergedRunOnce() async throws {
        _ = await harness.run(["Features/cukes.feature", "--shard", "1/2", "--format", "message:shards/1.ndjson"], steps: steps())
        _ = await harness.run(["Features/cukes.feature", "--shard", "2/2", "--format", "message:shards/2.ndjson"], steps: steps())

        let outcome = await harness.run(["merge", "shards", "--format", "junit:merged.xml", "--format", "github"])

        XCTAssertEqual(outcome.status, 1, outcome.error)
        XCTAssertEqual(outcome.output.components(separatedBy: "::error file=Features/cukes.feature,line=8,").count, 2, outcome.output)
    }

    // MARK: - Helpers

    private static let flaky = """
        Feature: Flaky

          Scenario: Second time lucky
            Given a step that passes the second time

        """

    private func steps() -> StepLibrary {
        var steps = SampleProject.steps()
        let attempts = Journal()
        steps.given("a step that passes the second time") { (_: ScenarioContext) in
            attempts.record("attempt")
            if attempts.entries.count < 2 { throw SampleFailure() }
        }
        return steps
    }
}
