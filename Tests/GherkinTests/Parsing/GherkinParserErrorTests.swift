import CucumberMessages
import Gherkin
import XCTest

/// Each kind of syntax error, with the official wording and position.
final class GherkinParserErrorTests: XCTestCase {
    func test_parse_lineBeforeTheFeature_reportsTheTokensTheGrammarExpected() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "not gherkin\nFeature: Login\n")

        XCTAssertEqual(errors.map(\.message), [
            "(1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'not gherkin'",
        ])
        XCTAssertEqual(errors.first?.column, 1)
    }

    func test_parse_strayLineAfterAStep_reportsItTrimmedAtItsIndentation() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "Feature: Login\n  Scenario: ok\n    Given a user\n  \t what is this?  \n")

        XCTAssertEqual(errors.map(\.message), [
            "(4:5): expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'what is this?'",
        ])
    }

    func test_parse_docStringNeverClosed_reportsUnexpectedEndOfFileWithoutColumn() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "Feature: Login\n  Scenario: ok\n    Given a note\n      \"\"\"\n      text\n")

        XCTAssertEqual(errors.map(\.message), ["(6:0): unexpected end of file, expected: #DocStringSeparator, #Other"])
        XCTAssertEqual(errors.first?.line, 6)
        XCTAssertNil(errors.first?.column)
    }

    func test_parse_tagsBeforeTheEndOfTheFile_reportsUnexpectedEndOfFile() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "Feature: Login\n  Scenario: ok\n    Given a user\n  @orphan\n")

        XCTAssertEqual(errors.map(\.message), ["(5:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"])
    }

    func test_parse_rowWithAnotherCellCount_reportsInconsistentCellCountAtTheRow() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "Feature: Login\n  Scenario: ok\n    Given users\n      | name | role |\n      | ana |\n")

        XCTAssertEqual(errors.map(\.message), ["(5:7): inconsistent cell count within the table"])
        XCTAssertEqual(errors.first?.kind, .inconsistentCellCount)
    }

    func test_parse_tagWithWhitespace_reportsTheTagAndTheLineItCouldNotBe() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "@smoke @needs review\nFeature: Login\n")

        XCTAssertEqual(errors.map(\.message), [
            "(1:8): A tag may not contain whitespace",
            "(1:1): expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got '@smoke @needs review'",
        ])
        XCTAssertEqual(errors.first?.kind, .tagWithWhitespace)
    }

    func test_parse_unknownLanguage_namesItAndListsTheAvailableLanguages() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "# language: xx\nFeature: Login\n")

        XCTAssertEqual(errors.map(\.message), ["(1:1): Language not supported: xx"])
        XCTAssertEqual(errors.first?.kind, .unsupportedLanguage("xx", available: DialectCatalog.builtIn.languageCodes))
        XCTAssertTrue(errors.first?.description.hasPrefix("(1:1): Language not supported: xx (available: af, am, amh, an, ar, ") == true)
    }

    func test_parse_invalidUTF8_reportsTheByteOffsetInsteadOfCrashing() {
        let sut = makeSUT()
        let bytes = Array("Feature: Login\n  Scenario: ".utf8) + [0xC3, 0x28] + Array(" bad\n".utf8)

        let errors = parseErrors(sut, bytes)

        XCTAssertEqual(errors.map(\.kind), [.invalidUTF8(byteOffset: 27)])
        XCTAssertEqual(errors.map(\.message), ["(2:13): invalid UTF-8 at byte offset 27"])
    }

    func test_parse_severalMistakes_collectsThemAllInOrder() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "oops\nFeature: Login\n  Scenario: ok\n    Given a user\n    | a |\n    | b | c |\nnot a step\n")

        XCTAssertEqual(errors.map(\.line), [1, 7, 6], "the ragged table is found when it closes, after the stray line")
    }

    func test_parse_moreThanTenMistakes_stopsAfterElevenAsTheOfficialParsersDo() {
        let sut = makeSUT()
        let text = (1...30).map { "wrong line \($0)" }.joined(separator: "\n")

        let errors = parseErrors(sut, text)

        XCTAssertEqual(errors.count, 11)
        XCTAssertEqual(errors.last?.line, 11)
    }

    func test_parse_sameMessageTwice_reportsItOnce() {
        let sut = makeSUT()

        let errors = parseErrors(sut, "Feature: Login\n  Scenario: ok\n    Given a user\n  @a b\n  Scenario: other\n")

        XCTAssertEqual(errors.filter { $0.kind == .tagWithWhitespace }.count, 1)
    }

    // MARK: - Helpers

    private func makeSUT() -> GherkinParser {
        GherkinParser()
    }

    private func parseErrors(_ sut: GherkinParser, _ text: String, file: StaticString = #filePath, line: UInt = #line) -> [GherkinError] {
        parseErrors(sut, Array(text.utf8), file: file, line: line)
    }

    private func parseErrors(_ sut: GherkinParser, _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [GherkinError] {
        var ids = IncrementingIdGenerator()
        do {
            let document = try sut.parse(bytes, ids: &ids)
            XCTFail("Expected errors, parsed \(document)", file: file, line: line)
            return []
        } catch {
            return error.errors
        }
    }
}
