import CucumberMessages
import Gherkin
import XCTest

final class GherkinLineReaderTests: XCTestCase {
    func test_lines_spanishFileWithAKeywordTypo_readsEachLineForWhatItIs() {
        let sut = makeSUT()

        let lines = sut.lines(of: "# language: es\n@wip\nCaracterística: Barriga\n  Escenarioo: Comer\n    Dado que como 3 pepinos\n      | a |\n")

        XCTAssertEqual(lines.map(\.type), [.language, .tagLine, .featureLine, .other, .stepLine, .tableRow])
        XCTAssertEqual(lines[2].keyword, "Característica")
        XCTAssertEqual(lines[2].text, "Barriga")
        XCTAssertEqual(lines[4].keyword, "Dado ")
        XCTAssertEqual(lines[4].keywordType, .context)
        XCTAssertEqual(lines[4].text, "que como 3 pepinos")
        XCTAssertEqual(lines[4].column, 5)
        XCTAssertEqual(lines[1].tags.map(\.name), ["@wip"])
        XCTAssertEqual(lines[5].cells.map(\.value), ["a"])
    }

    func test_lines_insideADocString_areItsContentEvenWhenTheyReadAsSteps() {
        let sut = makeSUT()

        let lines = sut.lines(of: "Feature: F\n  Scenario: S\n    Given a\n      \"\"\"\n      Given b\n      \"\"\"\n    Then c\n")

        XCTAssertEqual(lines.map(\.type), [.featureLine, .scenarioLine, .stepLine, .docStringSeparator, .other, .docStringSeparator, .stepLine])
    }

    func test_lines_languageHeaderAfterTheFirstKeywordLine_isAComment() {
        let sut = makeSUT()

        let lines = sut.lines(of: "Feature: F\n# language: es\n  Dado a\n")

        XCTAssertEqual(lines.map(\.type), [.featureLine, .comment, .other])
    }

    func test_lines_markdownFeature_readsHeadingsAndBulletSteps() {
        let sut = makeSUT()

        let lines = sut.lines(of: "# Feature: F\n\n## Scenario: S\n* Given a\n", format: .markdown)

        XCTAssertEqual(lines.filter { $0.type != .empty }.map(\.type), [.featureLine, .scenarioLine, .stepLine])
    }

    func test_lines_unknownDefaultLanguage_giveNothing() {
        let sut = GherkinLineReader(parser: GherkinParser(defaultLanguage: "xx"))

        XCTAssertEqual(sut.lines(of: "Feature: F\n"), [])
    }

    // MARK: - Helpers

    private func makeSUT() -> GherkinLineReader {
        GherkinLineReader(parser: GherkinParser())
    }
}
