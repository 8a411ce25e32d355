import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// `beforeRun` and `afterRun` under real supervision: once per run in the coordinator, their environment in every
/// worker, each worker told its id, and the run's end whatever stopped it.
final class RunSetupSupervisionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func test_run_parallelFour_runsBeforeRunOnceInTheCoordinatorAndItsEnvironmentReachesEveryWorker() throws {
        try writeNoting(scenarios: 8)

        let run = try SupervisedRun.run(["noting.feature", "--parallel", "4"], in: folder.path, environment: runLog)

        XCTAssertEqual(run.status, 0, run.output + run.error)
        let log = lines("run.log")
        XCTAssertEqual(log.filter { $0.hasPrefix("beforeRun ") }.count, 1, "\(log)")
        XCTAssertEqual(log.last, "afterRun shared")
        let notes = lines("workers.log").map { $0.split(separator: " ").map(String.init) }
        XCTAssertEqual(notes.count, 8)
        XCTAssertEqual(Set(notes.map { $0[2] }), ["shared"], "every worker's steps see what beforeRun set")
        XCTAssertEqual(Set(notes.map { $0[1] }), ["4"])
        XCTAssertFalse(notes.map { $0[3] }.contains(log.first?.split(separator: " ").last.map(String.init)), "beforeRun ran in no worker")
    }

    func test_run_parallelFour_givesEachWorkerADistinctIdBelowTheCount() throws {
        try writeNoting(scenarios: 8)

        let run = try SupervisedRun.run(["noting.feature", "--parallel", "4"], in: folder.path)

        XCTAssertEqual(run.status, 0, run.output + run.error)
        let idByProcess = Dictionary(lines("workers.log").map { note in
            let fields = note.split(separator: " ").map(String.init)
            return (fields[3], Int(fields[0]) ?? -1)
        }, uniquingKeysWith: { first, _ in first })
        XCTAssertGreaterThanOrEqual(idByProcess.count, 2, "several workers ran")
        XCTAssertEqual(Set(idByProcess.values).count, idByProcess.count, "no two workers share an id: \(idByProcess)")
        XCTAssertTrue(idByProcess.values.allSatisfy { (0..<4).contains($0) }, "\(idByProcess)")
    }

    func test_run_failingBeforeRun_startsNoWorkerCountsEverySelectedScenarioNotRunRunsAfterRunAndExits1() throws {
        try writeNoting(scenarios: 3)
        let environment = runLog.merging(["FIXTURE_FAILING_BEFORE_RUN": "1"]) { $1 }

        let run = try SupervisedRun.run(
            ["noting.feature", "--parallel", "2", "--format", "progress", "--format", "message:messages.ndjson"],
            in: folder.path, environment: environment
        )

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("beforeRun was told to fail"), run.output)
        XCTAssertTrue(run.output.contains("3 scenarios (3 skipped)\n6 steps (6 skipped)"), run.output)
        XCTAssertNil(folder.contents(of: "workers.log"), "no step ran")
        XCTAssertEqual(lines("run.log").last, "afterRun shared", "afterRun ran after the failed beforeRun, with what it set")
        let envelopes = try MessageDecoder().envelopes(from: try XCTUnwrap(folder.contents(of: "messages.ndjson")))
        XCTAssertFalse(envelopes.contains { if case .attachment(let attachment) = $0 { attachment.body == "worker ready" } else { false } }, "no worker started")
    }

    func test_run_interruptedBySIGINT_stillRunsAfterRun() throws {
        try folder.write("waiting.feature", """
        Feature: Waiting
          Scenario: waits
            Given a step that marks "started" and awaits forever
        """)
        let (process, output, error) = try SupervisedRun.start(["waiting.feature"], in: folder.path, environment: runLog)
        try SupervisedRun.waitFor { FileManager.default.fileExists(atPath: self.folder.file("started")) }

        kill(process.processIdentifier, SIGINT)
        let run = SupervisedRun.finish(process, output, error)

        XCTAssertEqual(run.status, 130)
        XCTAssertEqual(lines("run.log").last, "afterRun shared")
    }

    func test_run_workerThatCrashes_isReplacedByAWorkerWithItsIdAndTheReportSaysSo() throws {
        try folder.write("crash.feature", """
        Feature: Crash
          Scenario: before
            Given a step that notes its worker in "workers.log"
          Scenario: crashes
            Given a step that traps
          Scenario: after
            Given a step that notes its worker in "workers.log"
        """)

        let run = try SupervisedRun.run(["crash.feature", "--format", "progress"], in: folder.path)

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("A fresh worker takes its place as worker 0 (BDD_WORKER_ID)"), run.output)
        let notes = lines("workers.log").map { $0.split(separator: " ").map(String.init) }
        XCTAssertEqual(notes.map { $0[0] }, ["0", "0"], "the fresh worker keeps the id")
        XCTAssertEqual(Set(notes.map { $0[3] }).count, 2, "two processes")
    }

    // MARK: - Helpers

    private var runLog: [String: String] { ["FIXTURE_RUN_LOG": folder.file("run.log")] }

    private func writeNoting(scenarios: Int) throws {
        let rows = (1...scenarios).map { "      | \($0) |" }.joined(separator: "\n")
        try folder.write("noting.feature", """
        Feature: Noting
          Scenario Outline: noter <n>
            Given a step that sleeps 0.1 s
            And a step that notes its worker in "\(folder.file("workers.log"))"
            Examples:
              | n |
        \(rows)
        """)
    }

    private func lines(_ file: String) -> [String] {
        (folder.contents(of: file) ?? "").split(separator: "\n").map(String.init)
    }
}
