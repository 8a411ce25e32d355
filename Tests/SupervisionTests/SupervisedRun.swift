import Foundation
import TestSupport
import XCTest

/// Runs the `SupervisionFixture` executable (a `bdd` whose steps trap, exit, hang and flood standard error) as a
/// user would, in a folder of its own, and captures what it says.
struct SupervisedRun {
    let status: Int32
    let output: String
    let error: String

    /// Starts the fixture with `arguments` in `directory`; `whileRunning` is called once it started.
    static func start(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> (Process, Pipe, Pipe) {
        // Under CI a fixture that was not built fails the test; elsewhere the test skips.
        let fixture = try BuiltExecutable.require("SupervisionFixture")
        let process = Process()
        process.executableURL = fixture
        process.arguments = arguments + ["--no-color"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return (process, output, error)
    }

    /// Runs the fixture to its end.
    static func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> SupervisedRun {
        let (process, output, error) = try start(arguments, in: directory, environment: environment)
        return finish(process, output, error)
    }

    /// Waits for a condition the process under test makes true, failing after ten seconds.
    static func waitFor(_ condition: @escaping () -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { throw WaitTimedOut() }
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
    }

    /// Reads everything the process writes, then waits for it to end.
    static func finish(_ process: Process, _ output: Pipe, _ error: Pipe) -> SupervisedRun {
        // Standard error is drained on another thread so a chatty run cannot block on a full pipe.
        let errorText = ErrorCollector(error.fileHandleForReading)
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return SupervisedRun(status: process.terminationStatus, output: outputText, error: errorText.text())
    }
}

/// Reads a pipe to its end on a thread of its own.
final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The process under test never got where the test waited for it.
struct WaitTimedOut: Error {}
