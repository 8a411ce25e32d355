import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// The writers, readers and Codable conformances are generated from one table (`generate-messages.py`): the files
/// must be what it writes now, and every field it lists must survive a trip through them.
final class MessageTableTests: XCTestCase {
    func test_generate_fromTheTable_writesTheCommittedFiles() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let sources = ConformanceDirectory.packageRoot.appendingPathComponent("Sources/CucumberMessages")

        let result = try run(["python3", sources.appendingPathComponent("generate-messages.py").path, folder.path])

        XCTAssertEqual(result.status, 0, result.error)
        for name in ["DirectJSON+Messages.swift", "JSONReadable+Messages.swift", "Codable+Messages.swift"] {
            let committed = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(folder.contents(of: name), committed, "\(name) is out of date: run python3 Sources/CucumberMessages/generate-messages.py")
        }
    }

    func test_lineThenEnvelope_everyFieldOfEveryMessageSet_givesBackTheSameEnvelope() throws {
        for envelope in MessageSamples.everyFieldSet {
            let line = try MessageEncoder().line(for: envelope)

            XCTAssertEqual(try MessageDecoder().envelope(from: line), envelope, envelope.name)
        }
    }

    func test_line_everyFieldOfEveryMessageSet_isWhatFoundationWritesThroughCodable() throws {
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

        for envelope in MessageSamples.everyFieldSet {
            let line = try MessageEncoder().line(for: envelope)

            XCTAssertEqual(line, String(decoding: try foundation.encode(envelope), as: UTF8.self), envelope.name)
            XCTAssertEqual(try JSONDecoder().decode(Envelope.self, from: Data(line.utf8)), envelope, envelope.name)
        }
    }

    func test_everyFieldSet_ofTheSamples_holdsEveryKindOfEnvelope() {
        let names = Set(MessageSamples.everyFieldSet.map(\.name))

        XCTAssertEqual(names.count, 20)
    }

    // MARK: - Helpers

    private func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { throw XCTSkip("python3 cannot be run: \(error)") }
        let text = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw XCTSkip("python3 is not installed") }
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }
}
