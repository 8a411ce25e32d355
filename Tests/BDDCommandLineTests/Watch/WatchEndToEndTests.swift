import Foundation
import TestSupport
import XCTest

/// `bdd --watch` as a person uses it: the built executable in a package of its own. A save runs that file again, the
/// scenarios it changed first, a changed Swift source is built (by a build stub standing in for `swift build`,
/// through `BDD_WATCH_BUILD`) and runs everything, a build that fails leaves the watch running, and Ctrl-C ends it
/// with the last run's status.
final class WatchEndToEndTests: XCTestCase {
    func test_watch_savesAndBuilds_runAgainUntilCtrlCEndsWithTheLastStatus() throws {
        let (sut, package) = try makeSUT()
        defer { package.remove() }
        try sut.waitFor("Watching 2 feature files and 2 Swift sources")

        try write("Feature: A\n  Scenario: renamed first\n    Given nada\n", to: package.file("Features/a.feature"))
        try sut.waitFor("Scenario: renamed first")
        try write("// the steps, changed\n", to: package.file("Sources/Steps/Steps.swift"))
        try sut.waitFor("build stub: compiling", then: "Scenario: in b", count: 2)
        try write("// broken\n", to: package.file("Sources/Steps/Steps.swift"))
        try sut.waitFor("The build failed")
        try write("Feature: B\n  Scenario: in b\n    Given nada otra vez\n", to: package.file("Features/b.feature"))
        try sut.waitFor("Scenario: in b", count: 3)
        let status = try sut.interrupt()

        XCTAssertEqual(status, 0, sut.output)
        XCTAssertEqual(sut.output.components(separatedBy: "Scenario: renamed first").count - 1, 2, "b's save ran a.feature: \(sut.output)")
        XCTAssertTrue(sut.output.contains("Features/b.feature saved: running its scenarios"), sut.output)
    }

    func test_watch_scenarioEditedInTheMiddle_runsItFirstThenTheOthers() throws {
        let scenarios = ["first", "second", "third"].map { "  Scenario: \($0)\n    Given nada\n" }.joined()
        let (sut, package) = try makeSUT(a: "Feature: A\n" + scenarios)
        defer { package.remove() }
        try sut.waitFor("Watching 2 feature files")

        try write("Feature: A\n" + scenarios.replacingOccurrences(of: "second\n    Given nada", with: "second\n    Given nada más"), to: package.file("Features/a.feature"))
        let banner = "Features/a.feature changed: 1 scenario first, then the other 2"
        try sut.waitFor(banner, then: "Watching 2 feature files", count: 2)
        let status = try sut.interrupt()

        let rerun = try XCTUnwrap(sut.output.components(separatedBy: banner).last)
        XCTAssertEqual(rerun.matches(of: /Scenario: (\w+)/).map { String($0.1) }, ["second", "first", "third"], sut.output)
        XCTAssertEqual(status, 0, sut.output)
    }

    // MARK: - Helpers

    private func makeSUT(a: String = "Feature: A\n  Scenario: first\n    Given nada\n") throws -> (WatchSession, TemporaryFolder) {
        let bdd = try BuiltExecutable.require("bdd").path
        let package = TemporaryFolder()
        for folder in ["Features", "Sources/Steps"] {
            try FileManager.default.createDirectory(atPath: package.file(folder), withIntermediateDirectories: true)
        }
        try write("// swift-tools-version: 6.0\n", to: package.file("Package.swift"))
        try write("// the steps\n", to: package.file("Sources/Steps/Steps.swift"))
        try write(a, to: package.file("Features/a.feature"))
        try write("Feature: B\n  Scenario: in b\n    Given nada\n", to: package.file("Features/b.feature"))
        try write("echo 'build stub: compiling'\nif grep -q broken Sources/Steps/Steps.swift; then echo 'error: broken'; exit 1; fi\n", to: package.file("build-stub.sh"))
        let session = try WatchSession(
            executable: bdd, arguments: ["--watch", "Features", "--no-strict", "--format", "pretty"],
            folder: package.path, environment: ["BDD_WATCH_BUILD": "sh build-stub.sh", "NO_COLOR": "1"]
        )
        return (session, package)
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}

/// A running `bdd --watch`, its standard output and error read as they come.
private final class WatchSession: @unchecked Sendable {
    private let process = Process()
    private let lock = NSLock()
    private var text = ""

    init(executable: String, arguments: [String], folder: String, environment: [String: String]) throws {
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.text += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var output: String { lock.withLock { text } }

    /// Waits until the output holds `text` `count` times (after `first`, when given), failing after 60 seconds.
    func waitFor(_ first: String, then text: String? = nil, count: Int = 1, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if appeared(first, then: text, count: count, in: output) { return }
            guard process.isRunning else { break }
            RunLoop.current.run(until: Date().addingTimeInterval(0.05))
        }
        XCTFail("'\(text ?? first)' did not appear \(count) time(s):\n\(output)", file: file, line: line)
        throw XCTSkip("stopped waiting")
    }

    /// Ctrl-C, then the watch's exit status.
    func interrupt() throws -> Int32 {
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func appeared(_ first: String, then text: String?, count: Int, in output: String) -> Bool {
        guard let start = output.range(of: first) else { return false }
        guard let text else { return occurrences(of: first, in: output) >= count }
        return occurrences(of: text, in: String(output[start.lowerBound...])) >= 1 && occurrences(of: text, in: output) >= count
    }

    private func occurrences(of text: String, in output: String) -> Int {
        output.components(separatedBy: text).count - 1
    }
}
