import Foundation
import XCTest
@testable import Gherkin
import TestSupport

/// The tokenizer against the official `.tokens` files: every line recognised as Cucumber does.
final class TokenGoldenTests: XCTestCase {
    func test_run_everyGoodFeatureFile_yieldsTheOfficialTokens() throws {
        let suite = try ConformanceDirectory.suite("gherkin")
        let sut = makeSUT()
        var checked = 0

        for file in ConformanceDirectory.featureFiles(in: suite.appendingPathComponent("good")) {
            guard let expected = try? String(contentsOf: URL(fileURLWithPath: file.path + ".tokens"), encoding: .utf8) else { continue }
            let bytes = try [UInt8](Data(contentsOf: file))
            let (recorder, errors) = sut.run(bytes, format: GherkinFormat(uri: file.path), builder: { TokenRecorder(source: $0) })

            XCTAssertEqual(errors, [], file.lastPathComponent)
            XCTAssertEqual(recorder.lines, Self.lines(of: expected), file.lastPathComponent)
            checked += 1
        }

        XCTAssertGreaterThan(checked, 40)
    }

    // MARK: - Helpers

    private func makeSUT() -> GherkinParser {
        GherkinParser(dialects: .builtIn)
    }

    /// The expected lines; a token's text may hold line breaks (an unescaped `\n` in a cell), so a new
    /// line starts only at a `(line:column)` prefix or at `EOF`.
    private static func lines(of text: String) -> [String] {
        var rawLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rawLines.last == "" { rawLines.removeLast() }
        var lines: [String] = []
        for line in rawLines {
            if line == "EOF" || startsWithPosition(line) || lines.isEmpty {
                lines.append(line)
            } else {
                lines[lines.count - 1] += "\n" + line
            }
        }
        return lines
    }

    private static func startsWithPosition(_ line: String) -> Bool {
        line.range(of: #"^\(\d+:\d+\)"#, options: .regularExpression) != nil
    }
}
