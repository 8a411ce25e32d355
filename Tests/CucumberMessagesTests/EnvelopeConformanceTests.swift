import CucumberMessages
import Foundation
import XCTest
import TestSupport

final class EnvelopeConformanceTests: XCTestCase {
    func test_decodeThenEncode_everyEnvelopeOfTheSuites_givesBackTheSameJSON() throws {
        let root = try ConformanceDirectory.root()
        let files = ndjsonFiles(under: root)
        XCTAssertFalse(files.isEmpty, "no .ndjson files under \(root.path)")
        var checked = 0

        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n").enumerated() where !line.isEmpty {
                let envelope = try MessageDecoder().envelope(from: line)
                let reencoded = try MessageEncoder().line(for: envelope)
                XCTAssertEqual(try jsonValue(reencoded), try jsonValue(String(line)), "\(file.lastPathComponent):\(index + 1)")
                checked += 1
            }
        }

        XCTAssertGreaterThan(checked, 1000)
    }

    func test_envelope_everyLineOfTheSuites_decodesAsFoundationDecodesIt() throws {
        let root = try ConformanceDirectory.root()
        var checked = 0

        for file in ndjsonFiles(under: root) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n").enumerated() where !line.isEmpty {
                let foundation = try JSONDecoder().decode(Envelope.self, from: Data(line.utf8))
                XCTAssertEqual(try MessageDecoder().envelope(from: line), foundation, "\(file.lastPathComponent):\(index + 1)")
                checked += 1
            }
        }

        XCTAssertGreaterThan(checked, 1000)
    }

    func test_envelope_withJSONFoundationRefuses_isRefusedToo() {
        for line in [#"{"testRunStarted":{"timestamp":{"seconds":01,"nanos":0}}}"#, #"{"testRunStarted":{"timestamp":{"seconds":+1,"nanos":0}}}"#,
                     #"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":0}}"#, "{\"source\":{\"uri\":\"a\u{01}\",\"data\":\"\",\"mediaType\":\"text/x.cucumber.gherkin+plain\"}}"] {
            XCTAssertThrowsError(try MessageDecoder().envelope(from: line), line)
        }
    }

    func test_line_everyEnvelopeOfTheSuites_isByteForByteWhatFoundationWrites() throws {
        let root = try ConformanceDirectory.root()
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var checked = 0

        for file in ndjsonFiles(under: root) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n").enumerated() where !line.isEmpty {
                let envelope = try MessageDecoder().envelope(from: line)
                let expected = String(decoding: try foundation.encode(envelope), as: UTF8.self)
                XCTAssertEqual(try MessageEncoder().line(for: envelope), expected, "\(file.lastPathComponent):\(index + 1)")
                checked += 1
            }
        }

        XCTAssertGreaterThan(checked, 1000)
    }

    // MARK: - Helpers

    private func ndjsonFiles(under root: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "ndjson" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    private func jsonValue(_ line: String) throws -> NSObject {
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as! NSObject
    }
}
