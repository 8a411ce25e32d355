import Foundation
import TestSupport
import XCTest

/// What supervision means on every platform: each of these differs between Linux and macOS, or between x86-64 and
/// ARM, underneath, and must read the same to the user.
final class PlatformSupervisionTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func test_run_stepThatTraps_namesThePlatformsTrapSignalAndTheStepsLine() throws {
        try writeScenario("a step that traps")

        let run = try SupervisedRun.run(["one.feature", "--format", "progress"], in: folder.path)

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("stopped on \(Self.swiftTrapSignal)"), run.output)
        XCTAssertTrue(run.output.contains("how Swift stops a program on a runtime error"), run.output)
        // The runtime prints the backtrace only when asked to on macOS: the worker's environment asks.
        XCTAssertTrue(namesTheTrappingLine(run.output), "the trapping line of the step is named\n\(run.output)")
    }

    func test_run_userSwiftBacktraceSetting_isLeftToTheWorkers() throws {
        try writeScenario("a step that traps")

        let run = try SupervisedRun.run(["one.feature", "--format", "progress"], in: folder.path, environment: ["SWIFT_BACKTRACE": "enable=no"])

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("stopped on \(Self.swiftTrapSignal)"), run.output)
        XCTAssertFalse(namesTheTrappingLine(run.output), "no backtrace was asked for\n\(run.output)")
    }

    func test_run_coordinatorWithADescriptorLeftOpen_startsWorkersWithoutIt() throws {
        try folder.write("leaked.txt", "held open by the coordinator")
        try writeScenario("no descriptor of the worker is open on \"\(folder.file("leaked.txt"))\"")
        let leaked = ["FIXTURE_LEAKED_FILE": folder.file("leaked.txt")]

        let supervised = try SupervisedRun.run(["one.feature", "--format", "progress"], in: folder.path, environment: leaked)
        let inProcess = try SupervisedRun.run(["one.feature", "--format", "progress", "--in-process"], in: folder.path, environment: leaked)

        XCTAssertEqual(supervised.status, 0, supervised.output)
        XCTAssertEqual(inProcess.status, 1, "the step sees the descriptor where it is open\n\(inProcess.output)")
    }

    func test_run_stepInAWorker_findsCrashReportsTurnedOffForItsProcess() throws {
        try writeScenario("no crash of the worker would leave a report behind")

        let run = try SupervisedRun.run(["one.feature", "--format", "progress"], in: folder.path, environment: ["FIXTURE_ALLOW_CORES": "1"])

        XCTAssertEqual(run.status, 0, run.output)
    }

    // MARK: - Helpers

    /// The signal a Swift runtime error stops a process with: the trap instruction is `ud2` on x86-64 (SIGILL) and
    /// `brk` on ARM (SIGTRAP), on Linux and macOS alike.
    private static var swiftTrapSignal: String {
        #if arch(x86_64)
        "SIGILL"
        #else
        "SIGTRAP"
        #endif
    }

    /// Whether the failure names the step's own line from the backtrace (`at …/main.swift:18:14`), not only the
    /// definition's place beside the step.
    private func namesTheTrappingLine(_ output: String) -> Bool {
        output.split(separator: "\n").contains { line in
            let words = line.trimmingCharacters(in: .whitespaces)
            return words.hasPrefix("at /") && words.contains("SupervisionFixture/main.swift:")
        }
    }

    private func writeScenario(_ step: String) throws {
        try folder.write("one.feature", """
        Feature: One scenario
          Scenario: one
            Given a step that passes
            And \(step)
        """)
    }
}
