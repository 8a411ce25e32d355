import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// What a supervised run does when a step traps, exits, hangs or floods standard error, and when the run is
/// interrupted: the other scenarios run, the report tells the truth, and the exit status says the run failed.
final class SupervisionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func test_run_stepThatTraps_failsItsStepWithTheCrashWordsAndRunsTheOthers() throws {
        try writeFive(third: "a step that traps")

        let run = try SupervisedRun.run(["five.feature", "--format", "progress", "--format", "junit:reports/junit.xml"], in: folder.path)

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("5 scenarios (1 failed, 4 passed)"), run.output)
        let junit = try XCTUnwrap(folder.contents(of: "reports/junit.xml"))
        XCTAssertEqual(JUnitSchemaCheck.problems(in: junit), [])
        XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, 5)
        XCTAssertTrue(junit.contains("Fatal error: Index out of range"), junit)
        XCTAssertTrue(junit.contains("SupervisionFixture/main.swift:"), "the trapping line of the step is named")
    }

    func test_run_stepThatEndsTheWorkerAfterOthersPassed_blamesThatStepAndKeepsTheResultsBeforeIt() throws {
        // The worker writes a test case's events when it finishes: the ones of a test case cut short come from its
        // journal, or the first step would take the blame. (Exiting is at once; a trap first prints a backtrace.)
        try writeFive(third: "a step that exits with status 0")

        let run = try SupervisedRun.run(["five.feature", "--format", "message:reports/messages.ndjson"], in: folder.path)

        XCTAssertEqual(run.status, 1)
        let stream = try XCTUnwrap(folder.contents(of: "reports/messages.ndjson"))
        let statuses = try MessageDecoder().envelopes(from: stream).compactMap { envelope -> TestStepResultStatus? in
            if case .testStepFinished(let finished) = envelope { finished.testStepResult.status } else { nil }
        }
        XCTAssertEqual(statuses, [.passed, .passed, .passed, .failed, .skipped, .passed, .passed])
    }

    func test_run_stepThatExitsWithZero_failsTheRunAndRunsTheOthers() throws {
        try writeFive(third: "a step that exits with status 0")

        let run = try SupervisedRun.run(["five.feature", "--format", "progress"], in: folder.path)

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("5 scenarios (1 failed, 4 passed)"), run.output)
        XCTAssertTrue(run.output.contains("exited with status 0"), run.output)
    }

    func test_run_stepThatSpinsPastItsTimeout_isStoppedAndNamesTheTimeout() throws {
        try writeFive(third: "a step that spins forever")

        let run = try SupervisedRun.run(["five.feature", "--format", "progress", "--step-timeout", "1"], in: folder.path)

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("5 scenarios (1 failed, 4 passed)"), run.output)
        XCTAssertTrue(run.output.contains("ran longer than its timeout of 1 s"), run.output)
    }

    func test_run_stepThatAwaitsPastItsOwnTimeout_isCancelledWithTheDefinitionsTimeout() throws {
        try writeFive(third: "a step with its own timeout of one second")

        let run = try SupervisedRun.run(["five.feature", "--format", "progress"], in: folder.path)

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("StepTimedOut: The step ran longer than its timeout of 1 s and was cancelled."), run.output)
        XCTAssertTrue(run.output.contains("5 scenarios (1 failed, 4 passed)"), run.output)
    }

    func test_run_stepThatWritesTenMegabytesToStandardError_passesWithoutBlocking() throws {
        try writeFive(third: "a step that writes 10 MB to standard error")

        let run = try SupervisedRun.run(["five.feature", "--format", "progress"], in: folder.path)

        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("5 scenarios (5 passed)"), run.output)
        XCTAssertGreaterThanOrEqual(run.error.utf8.count, 10 * 1024 * 1024, "what the step printed reaches the user")
    }

    func test_run_interruptedBySIGINT_writesValidReportsWithWhatRanAndExits130() throws {
        try writeFive(third: "a step that marks \"started\" and awaits forever")
        let (process, output, error) = try SupervisedRun.start(["five.feature", "--format", "progress", "--format", "junit:reports/junit.xml"], in: folder.path)
        try waitFor { FileManager.default.fileExists(atPath: self.folder.file("started")) }

        kill(process.processIdentifier, SIGINT)
        let run = SupervisedRun.finish(process, output, error)

        XCTAssertEqual(run.status, 130)
        let junit = try XCTUnwrap(folder.contents(of: "reports/junit.xml"))
        XCTAssertEqual(JUnitSchemaCheck.problems(in: junit), [])
        XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, 3, "two passed, the third interrupted, the rest never started")
        XCTAssertTrue(junit.contains("interrupted by SIGINT"), junit)
    }

    func test_run_whileRunning_reportPathSaysTheRunHasNotFinished() throws {
        try folder.write("reports/junit.xml", "<testsuite name=\"an old green run\"/>")
        try writeFive(third: "a step that marks \"started\" and awaits forever")
        let (process, output, error) = try SupervisedRun.start(["five.feature", "--format", "junit:reports/junit.xml"], in: folder.path)
        try waitFor { FileManager.default.fileExists(atPath: self.folder.file("started")) }

        let during = try XCTUnwrap(folder.contents(of: "reports/junit.xml"))
        process.terminate()
        _ = SupervisedRun.finish(process, output, error)

        XCTAssertFalse(during.contains("an old green run"))
        XCTAssertTrue(during.contains("has not finished"), during)
        XCTAssertEqual(JUnitSchemaCheck.problems(in: during), [])
    }

    func test_run_parallelFour_runsScenariosAtTheSameTimeAndWritesTheSerialJUnit() throws {
        try folder.write("sleep.feature", """
        Feature: Sleepers
          Scenario Outline: sleeper <n>
            Given a step that sleeps 0.2 s
            Examples:
              | n |
              | 1 |
              | 2 |
              | 3 |
              | 4 |
              | 5 |
              | 6 |
        """)

        let parallel = try SupervisedRun.run(["sleep.feature", "--parallel", "4", "--format", "junit:parallel.xml", "--format", "message"], in: folder.path)
        let serial = try SupervisedRun.run(["sleep.feature", "--format", "junit:serial.xml", "--order", "reverse"], in: folder.path)

        XCTAssertEqual(parallel.status, 0)
        XCTAssertEqual(serial.status, 0)
        XCTAssertGreaterThanOrEqual(try mostAtOnce(in: parallel.output), 2, "several workers ran scenarios at the same time")
        XCTAssertEqual(withoutTimes(folder.contents(of: "parallel.xml")), withoutTimes(folder.contents(of: "serial.xml")))
    }

    func test_run_serialScenarios_neverOverlapAnother() throws {
        let notes = folder.file("notes.txt")
        try folder.write("serial.feature", """
        Feature: Serial
          Scenario: a
            Given a step that notes its run in "\(notes)"
          @serial
          Scenario: b
            Given a step that notes its run in "\(notes)"
          Scenario: c
            Given a step that notes its run in "\(notes)"
          @serial
          Scenario: d
            Given a step that notes its run in "\(notes)"
          Scenario: e
            Given a step that notes its run in "\(notes)"
        """)

        let run = try SupervisedRun.run(["serial.feature", "--parallel", "3", "--format", "progress"], in: folder.path)

        XCTAssertEqual(run.status, 0, run.output + run.error)
        let spans = try XCTUnwrap(folder.contents(of: "notes.txt")).split(separator: "\n").map { line -> (String, Double, Double) in
            let parts = line.split(separator: " ")
            return (String(parts[0]), Double(parts[1])!, Double(parts[2])!)
        }
        XCTAssertEqual(spans.count, 5)
        for serial in spans where serial.0 == "b" || serial.0 == "d" {
            for other in spans where other.0 != serial.0 {
                XCTAssertTrue(other.2 <= serial.1 || other.1 >= serial.2, "\(other.0) overlaps @serial \(serial.0)")
            }
        }
    }

    func test_run_shards_coverEveryScenarioExactlyOnce() throws {
        try folder.write("sleep.feature", """
        Feature: Many
          Scenario Outline: scenario <n>
            Given a step that passes
            Examples:
              | n |
              | 1 |
              | 2 |
              | 3 |
              | 4 |
              | 5 |
              | 6 |
              | 7 |
        """)

        var names: [String] = []
        for shard in 1...3 {
            let run = try SupervisedRun.run(["sleep.feature", "--shard", "\(shard)/3", "--format", "message"], in: folder.path)
            XCTAssertEqual(run.status, 0)
            let envelopes = try MessageDecoder().envelopes(from: run.output)
            // A shard publishes the pickles it runs, each with its test case.
            let pickles = Dictionary(uniqueKeysWithValues: envelopes.compactMap { if case .pickle(let pickle) = $0 { (pickle.id, pickle.name) } else { nil } })
            let ran = envelopes.compactMap { if case .testCase(let testCase) = $0 { pickles[testCase.pickleId] } else { nil } }
            XCTAssertEqual(ran.count, pickles.count)
            names += ran
        }

        XCTAssertEqual(names.sorted(), (1...7).map { "scenario \($0)" }.sorted())
    }

    func test_run_reportThroughASymbolicLink_replacesTheTargetAndKeepsTheLink() throws {
        try writeFive(third: "a step that passes")
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("junit.xml"), withDestinationPath: "real/report.xml")

        let run = try SupervisedRun.run(["five.feature", "--format", "junit:junit.xml"], in: folder.path)

        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("junit.xml")), "real/report.xml")
        XCTAssertTrue(folder.contents(of: "real/report.xml")?.contains("tests=\"5\"") == true)
    }

    func test_run_withRetry_retriesInTheWorkerAndCountsTheLastAttempt() throws {
        try writeFive(third: "a step that passes on its second attempt")

        let run = try SupervisedRun.run(["five.feature", "--format", "message", "--retry", "1"], in: folder.path)

        XCTAssertEqual(run.status, 0, run.error)
        let envelopes = try MessageDecoder().envelopes(from: run.output)
        let finishes = envelopes.compactMap { if case .testCaseFinished(let finished) = $0 { finished.willBeRetried } else { nil } }
        XCTAssertEqual(finishes.filter { $0 }.count, 1, "one retried attempt")
        XCTAssertEqual(finishes.count, 6, "five test cases, one of them twice")
    }

    func test_run_beforeAllAttachment_reachesTheStreamFromTheWorker() throws {
        try writeFive(third: "a step that passes")

        let run = try SupervisedRun.run(["five.feature", "--format", "message"], in: folder.path)

        let envelopes = try MessageDecoder().envelopes(from: run.output)
        let attachments = envelopes.compactMap { if case .attachment(let attachment) = $0 { attachment } else { nil } }
        XCTAssertEqual(attachments.map(\.body), ["worker ready"])
        XCTAssertNotNil(attachments.first?.testRunHookStartedId)
        let beforeAllId = envelopes.compactMap { if case .hook(let hook) = $0, hook.type == .beforeTestRun { hook.id } else { nil } }.first
        let attachedTo = envelopes.first { if case .testRunHookStarted(let started) = $0 { started.id == attachments.first?.testRunHookStartedId } else { false } }
        guard case .testRunHookStarted(let started)? = attachedTo else { return XCTFail("the attachment names no hook run") }
        XCTAssertEqual(started.hookId, beforeAllId, "the worker names the hook by position and the stream by the run's id")
    }

    func test_run_stepThatFails_namesItsFeatureLineFromTheWorker() throws {
        try writeFive(third: "a step that fails")

        let run = try SupervisedRun.run(["five.feature", "--format", "progress"], in: folder.path)

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("five.feature:8"), "the failing step's line travels to the worker with its pickle\n\(run.output)")
    }

    func test_run_withFailFast_startsNoTestCaseAfterTheFailingOne() throws {
        try writeFive(third: "a step that fails")

        let run = try SupervisedRun.run(["five.feature", "--format", "message", "--fail-fast"], in: folder.path)

        XCTAssertEqual(run.status, 1, run.error)
        let envelopes = try MessageDecoder().envelopes(from: run.output)
        let started = envelopes.filter { if case .testCaseStarted = $0 { true } else { false } }
        XCTAssertEqual(started.count, 3, "no test case was sent ahead to run after the failure")
    }

    func test_run_listenerThatFails_stopsSchedulingAndEndsWithItsErrorAsTheRunsException() throws {
        try writeFive(third: "a step that passes")

        let run = try SupervisedRun.run(["five.feature", "--format", "message", "--fixture-failing-listener"], in: folder.path)

        XCTAssertEqual(run.status, 1, run.error)
        let envelopes = try MessageDecoder().envelopes(from: run.output)
        let started = envelopes.filter { if case .testCaseStarted = $0 { true } else { false } }
        XCTAssertEqual(started.count, 1, "no test case starts after the listener failed")
        guard case .testRunFinished(let finished)? = envelopes.last else { return XCTFail("the stream ends with testRunFinished") }
        XCTAssertFalse(finished.success)
        XCTAssertEqual(finished.exception?.type, "Down")
        XCTAssertEqual(finished.exception?.message, "the listener went down")
    }

    // MARK: - Helpers

    private func writeFive(third: String) throws {
        try folder.write("five.feature", """
        Feature: Five scenarios
          Scenario: one
            Given a step that passes
          Scenario: two
            Given a step that passes
          Scenario: three
            Given a step that passes
            And \(third)
            And a step that passes
          Scenario: four
            Given a step that passes
          Scenario: five
            Given a step that passes
        """)
    }

    /// The most test cases that were running at one moment, from their start and finish timestamps.
    private func mostAtOnce(in stream: String) throws -> Int {
        var events: [(Int64, Int)] = []
        for envelope in try MessageDecoder().envelopes(from: stream) {
            switch envelope {
            case .testCaseStarted(let started): events.append((Int64(started.timestamp.seconds) * 1_000_000_000 + Int64(started.timestamp.nanos), 1))
            case .testCaseFinished(let finished): events.append((Int64(finished.timestamp.seconds) * 1_000_000_000 + Int64(finished.timestamp.nanos), -1))
            default: break
            }
        }
        var running = 0
        var most = 0
        for event in events.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
            running += event.1
            most = max(most, running)
        }
        return most
    }

    private func withoutTimes(_ xml: String?) -> String? {
        xml?.replacingOccurrences(of: #" (time|timestamp)="[^"]*""#, with: "", options: .regularExpression)
    }

    private func waitFor(_ condition: @escaping () -> Bool) throws {
        try SupervisedRun.waitFor(condition)
    }
}

extension TemporaryFolder {
    func write(_ relativePath: String, _ text: String) throws {
        let url = URL(fileURLWithPath: file(relativePath))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
