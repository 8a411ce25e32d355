import CucumberMessages
import Foundation
import Gherkin
import XCTest
import TestSupport

/// The official Gherkin test data, compared as JSON values with what `GherkinMessages` produces.
final class GherkinConformanceTests: XCTestCase {
    func test_messages_everyGoodFeatureFile_matchesTheOfficialSourceDocumentAndPickles() throws {
        let suite = try ConformanceDirectory.suite("gherkin")
        let kinds: [(suffix: String, options: GherkinMessages.Options)] = [
            (".ast.ndjson", .init(includeSource: false, includeGherkinDocument: true, includePickles: false)),
            (".pickles.ndjson", .init(includeSource: false, includeGherkinDocument: false, includePickles: true)),
            (".source.ndjson", .init(includeSource: true, includeGherkinDocument: false, includePickles: false)),
        ]
        let parser = makeParser()
        var checked = 0

        for file in ConformanceDirectory.featureFiles(in: suite.appendingPathComponent("good")) {
            for kind in kinds {
                guard let expected = try expectedLines(for: file, suffix: kind.suffix) else { continue }
                let actual = try SUT(messages: GherkinMessages(parser: parser, options: kind.options)).lines(for: file)

                XCTAssertEqual(actual, expected, "\(file.lastPathComponent)\(kind.suffix)")
                checked += 1
            }
        }

        XCTAssertGreaterThan(checked, 100)
    }

    func test_messages_everyBadFeatureFile_matchesTheOfficialParseErrors() throws {
        let suite = try ConformanceDirectory.suite("gherkin")
        let sut = makeSUT(options: .init(includeSource: false))
        var checked = 0

        for file in ConformanceDirectory.featureFiles(in: suite.appendingPathComponent("bad")) {
            guard let expected = try expectedLines(for: file, suffix: ".errors.ndjson") else { continue }
            let actual = try sut.lines(for: file)

            XCTAssertEqual(actual, expected, file.lastPathComponent)
            checked += 1
        }

        XCTAssertGreaterThan(checked, 5)
    }

    func test_parseThenPickles_everyConformanceFileInTurn_givesWhatMessagesGivesUnderTheSameIds() throws {
        let suite = try ConformanceDirectory.suite("gherkin")
        let sut = GherkinMessages(parser: makeParser())
        let files = ConformanceDirectory.featureFiles(in: suite.appendingPathComponent("good"))
            + ConformanceDirectory.featureFiles(in: suite.appendingPathComponent("bad"))
        var inOnePass = IncrementingIdGenerator()
        var inTwoStages = IncrementingIdGenerator()
        var expected: [Envelope] = []
        var actual: [Envelope] = []

        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            let errors = sut.messages(uri: file.path, bytes: bytes, ids: &inOnePass) { expected.append($0) }
            let parsed = sut.parse(uri: file.path, bytes: bytes, ids: &inTwoStages)
            actual += parsed.envelopes
            sut.pickles(of: parsed) { actual.append($0) }

            XCTAssertEqual(parsed.errors, errors, file.lastPathComponent)
        }

        XCTAssertEqual(actual, expected)
        XCTAssertEqual(inTwoStages.newId(), inOnePass.newId(), "both go on from the same id")
        XCTAssertGreaterThan(files.count, 40)
    }

    // MARK: - Helpers

    private struct SUT {
        let messages: GherkinMessages

        func lines(for file: URL) throws -> [JSONValue] {
            var ids = IncrementingIdGenerator()
            let envelopes = messages.envelopes(uri: file.path, bytes: try [UInt8](Data(contentsOf: file)), ids: &ids)
            let encoder = MessageEncoder()
            return try JSONValue.lines(envelopes.map { try encoder.line(for: $0) }.joined(separator: "\n"))
        }
    }

    private func makeSUT(options: GherkinMessages.Options) -> SUT {
        SUT(messages: GherkinMessages(parser: makeParser(), options: options))
    }

    /// The built-in languages alone: the suite's files in every language parse without its keyword file.
    private func makeParser() -> GherkinParser {
        GherkinParser(dialects: .builtIn)
    }

    private func expectedLines(for file: URL, suffix: String) throws -> [JSONValue]? {
        guard let text = try? String(contentsOf: URL(fileURLWithPath: file.path + suffix), encoding: .utf8) else { return nil }
        return try JSONValue.lines(text)
    }
}
