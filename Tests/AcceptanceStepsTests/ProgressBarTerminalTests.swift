import Foundation
import TestSupport
import XCTest

/// `bdd --format progress-bar` on `Features/`, in a pseudo-terminal and through a pipe, as a person and a CI log see it.
final class ProgressBarTerminalTests: XCTestCase {
    func test_progressBar_inAPseudoTerminal_redrawsItsLineInPlace() throws {
        #if os(Linux)
        let bdd = try BuiltExecutable.require("bdd")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("needs util-linux's script for a pseudo-terminal") }

        let output = try run("/usr/bin/script", ["-qec", "'\(bdd.path)' Features/ --format progress-bar", "/dev/null"])

        XCTAssertTrue(output.contains("\r["), output)
        XCTAssertTrue(output.contains("\u{1B}[K"), output)
        XCTAssertTrue(output.contains("scenarios ("), output)
        #else
        throw XCTSkip("the pseudo-terminal is made with util-linux's script")
        #endif
    }

    func test_progressBar_throughAPipe_movesNoCursor() throws {
        let bdd = try BuiltExecutable.require("bdd")

        let output = try run(bdd.path, ["Features/", "--format", "progress-bar"])

        XCTAssertFalse(output.contains("\r"), output)
        XCTAssertFalse(output.contains("\u{1B}"), output)
        XCTAssertTrue(output.contains("] "), output)
        XCTAssertTrue(output.contains(" scenarios ("), output)
    }

    // MARK: - Helpers

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = ConformanceDirectory.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        return text
    }
}
