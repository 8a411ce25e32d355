import CucumberMessages
import Gherkin
import XCTest

/// The envelopes of one file, as `bdd gherkin` prints them.
final class GherkinMessagesTests: XCTestCase {
    func test_messages_validFile_givesSourceDocumentThenPickles() {
        let sut = makeSUT()

        let output = messages(sut, uri: "features/login.feature", "Feature: Login\n  Scenario: ok\n    Given a user\n")

        XCTAssertEqual(output.envelopes.map(\.name), ["source", "gherkinDocument", "pickle"])
        XCTAssertEqual(output.errors, [])
        guard case .source(let source) = output.envelopes.first else { return XCTFail("expected a source first") }
        XCTAssertEqual(source.uri, "features/login.feature")
        XCTAssertEqual(source.mediaType, .gherkinPlain)
        guard case .gherkinDocument(let document) = output.envelopes[1] else { return XCTFail("expected a document") }
        XCTAssertEqual(document.uri, "features/login.feature")
    }

    func test_messages_optionsOff_leaveOutThoseEnvelopes() {
        let sut = makeSUT(options: .init(includeSource: false, includeGherkinDocument: false, includePickles: true))

        let output = messages(sut, uri: "a.feature", "Feature: Login\n  Scenario: ok\n    Given a user\n")

        XCTAssertEqual(output.envelopes.map(\.name), ["pickle"])
    }

    func test_messages_invalidFile_givesOneParseErrorPerErrorAndNoDocument() {
        let sut = makeSUT()

        let output = messages(sut, uri: "bad.feature", "oops\nFeature: Login\n  Scenario: ok\n    Given a\n    | a |\n    | b | c |\n")

        XCTAssertEqual(output.envelopes.map(\.name), ["source", "parseError", "parseError"])
        guard case .parseError(let error) = output.envelopes.last else { return XCTFail("expected a parse error") }
        XCTAssertEqual(error.source, SourceReference(uri: "bad.feature", location: Location(line: 6, column: 5)))
        XCTAssertEqual(error.message, "(6:5): inconsistent cell count within the table")
        XCTAssertEqual(output.errors.count, 2)
    }

    func test_messages_markdownFile_isReadAsMarkdownWithGherkin() {
        let sut = makeSUT()

        let output = messages(sut, uri: "login.feature.md", "# Feature: Login\n\nSome prose.\n\n## Scenario: ok\n* Given a user\n")

        guard case .source(let source) = output.envelopes.first,
              case .pickle(let pickle) = output.envelopes.last else { return XCTFail("expected a source and a pickle") }
        XCTAssertEqual(source.mediaType, .gherkinMarkdown)
        XCTAssertEqual(pickle.steps.map(\.text), ["a user"])
    }

    func test_messages_byteOrderMark_isNotPartOfTheSource() {
        let sut = makeSUT(options: .init(includeGherkinDocument: false, includePickles: false))
        var ids = IncrementingIdGenerator()

        let envelopes = sut.envelopes(uri: "a.feature", bytes: [0xEF, 0xBB, 0xBF] + Array("Feature: x\n".utf8), ids: &ids)

        guard case .source(let source) = envelopes.first else { return XCTFail("expected a source") }
        XCTAssertEqual(source.data, "Feature: x\n")
    }

    func test_parseThenPickles_filesInTurnPicklesMadeLast_giveWhatMessagesGivesUnderTheSameIds() {
        let files = [
            ("a.feature", "Feature: A\n  Background:\n    Given b\n  Scenario Outline: o\n    When <x>\n    Examples:\n      | x |\n      | 1 |\n      | 2 |\n"),
            ("bad.feature", "oops\nFeature: Login\n  Scenario: ok\n    Given a\n"),
            ("c.feature", "Feature: C\n  Rule: r\n    Background:\n      Given rb\n    Scenario: s\n      Then t\n"),
        ]
        for options in [GherkinMessages.Options(), .init(includePickles: false), .init(includeSource: false, includeGherkinDocument: false)] {
            let sut = makeSUT(options: options)
            var inOnePass = IncrementingIdGenerator()
            var inTwoStages = IncrementingIdGenerator()
            var expected: [Envelope] = []
            var actual: [Envelope] = []

            // Every file parsed before any pickle is made, as `bdd gherkin` does on two threads.
            let parsed = files.map { sut.parse(uri: $0.0, bytes: Array($0.1.utf8), ids: &inTwoStages) }
            for (file, parsedFile) in zip(files, parsed) {
                _ = sut.messages(uri: file.0, bytes: Array(file.1.utf8), ids: &inOnePass) { expected.append($0) }
                actual += parsedFile.envelopes
                sut.pickles(of: parsedFile) { actual.append($0) }
            }

            XCTAssertEqual(actual, expected, "\(options)")
            XCTAssertEqual(inTwoStages.newId(), inOnePass.newId(), "\(options)")
            XCTAssertEqual(parsed.map(\.errors.count), [0, 1, 0], "\(options)")
        }
    }

    func test_messagesEach_validAndInvalidFiles_handOnTheSameEnvelopesAndErrorsInOrder() {
        let sut = makeSUT()
        let files = [
            ("a.feature", "Feature: A\n  Background:\n    Given b\n  Scenario Outline: o\n    When <x>\n    Examples:\n      | x |\n      | 1 |\n      | 2 |\n"),
            ("bad.feature", "oops\nFeature: Login\n  Scenario: ok\n    Given a\n    | a |\n    | b | c |\n"),
        ]
        for (uri, text) in files {
            var gathered = IncrementingIdGenerator()
            var streamed = IncrementingIdGenerator()
            var handed: [Envelope] = []

            let output = sut.messages(uri: uri, bytes: Array(text.utf8), ids: &gathered)
            let errors = sut.messages(uri: uri, bytes: Array(text.utf8), ids: &streamed) { handed.append($0) }

            XCTAssertEqual(handed, output.envelopes, uri)
            XCTAssertEqual(errors, output.errors, uri)
            XCTAssertEqual(streamed.newId(), gathered.newId(), "\(uri): the ids go on from the same number")
        }
    }

    // MARK: - Helpers

    private func makeSUT(options: GherkinMessages.Options = .init()) -> GherkinMessages {
        GherkinMessages(parser: GherkinParser(), options: options)
    }

    private func messages(_ sut: GherkinMessages, uri: String, _ text: String) -> GherkinMessages.Output {
        var ids = IncrementingIdGenerator()
        return sut.messages(uri: uri, bytes: Array(text.utf8), ids: &ids)
    }
}
