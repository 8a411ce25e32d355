import Foundation
import TestSupport
import XCTest

/// A worker started by hand and told what no coordinator of its library would tell it: it refuses, saying what.
final class WorkerProtocolTests: XCTestCase {
    func test_worker_libraryOfOtherSize_refusesNamingIt() throws {
        let run = try runWorker(commands: "library 1 0\n")

        XCTAssertEqual(run.status, 3)
        XCTAssertTrue(run.error.contains("bdd worker: the coordinator sent a library of 1 definitions and 0 hooks, which is not this one's"), run.error)
    }

    func test_worker_runBeforeItsLibrary_refusesNamingIt() throws {
        let run = try runWorker(commands: "run r1\n")

        XCTAssertEqual(run.status, 3)
        XCTAssertTrue(run.error.contains("bdd worker: the coordinator sent a run before its library"), run.error)
    }

    func test_worker_lineThatIsNoCommand_refusesNamingIt() throws {
        let run = try runWorker(commands: "hello there\n")

        XCTAssertEqual(run.status, 3)
        XCTAssertTrue(run.error.contains("bdd worker: the coordinator sent 'hello there', which does not read (no such command)"), run.error)
    }

    // MARK: - Helpers

    private func runWorker(commands: String) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = try BuiltExecutable.require("SupervisionFixture")
        process.arguments = ["__bdd-worker"]
        let input = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(commands.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
