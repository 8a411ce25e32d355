import CucumberMessages
@testable import Formatters
import XCTest

final class ParseErrorExplainerTests: XCTestCase {
    func test_text_englishStepInSpanishFile_namesTheSpanishKeywordsAndTheOneItMeant() throws {
        var sut = makeSUT(source: "# language: es\nCaracterística: C\n  Escenario: E\n    Dado algo\n    Then otra cosa\n")

        let text = try XCTUnwrap(sut.text(for: error(line: 5, column: 5, expected: "#EOF, #TableRow, #StepLine, #ScenarioLine, #Comment, #Empty", got: "Then otra cosa")))

        XCTAssertTrue(text.hasPrefix("features/a.feature:5:5: expected a table row (| … |), a step (Dado, Cuando, Entonces, Y, Pero), a 'Escenario:' line"), text)
        XCTAssertTrue(text.contains("did you mean 'Entonces'?"), text)
    }

    func test_text_misspeltBlockKeyword_isExplainedOnceAndTheErrorsItCausesAreLeftOut() throws {
        var sut = makeSUT(source: "# language: es\nCaracterística: C\n\n  Escenarioo: E\n    Dado algo\n    Cuando algo\n")

        let first = sut.text(for: error(line: 4, column: 3, expected: "#TagLine, #RuleLine, #Comment, #Empty", got: "Escenarioo: E"))
        let second = sut.text(for: error(line: 5, column: 5, expected: "#TagLine, #RuleLine, #Comment, #Empty", got: "Dado algo"))
        let third = sut.text(for: error(line: 6, column: 5, expected: "#TagLine, #RuleLine, #Comment, #Empty", got: "Cuando algo"))

        XCTAssertTrue(try XCTUnwrap(first).contains("'Escenarioo:' is not a keyword: did you mean 'Escenario:'?"), first ?? "")
        XCTAssertNil(second)
        XCTAssertNil(third)
    }

    func test_text_nonBreakingSpaceAfterKeyword_saysSo() throws {
        var sut = makeSUT(source: "# language: es\nCaracterística: C\n  Escenario: E\n    Cuando\u{a0}algo\n")

        let text = try XCTUnwrap(sut.text(for: error(line: 4, column: 5, expected: "#EOF, #StepLine, #Comment, #Empty", got: "Cuando\u{a0}algo")))

        XCTAssertTrue(text.contains("'Cuando' is followed by a non-breaking space (U+00A0)"), text)
    }

    func test_text_unclosedDocString_pointsAtTheLineThatOpenedIt() throws {
        var sut = makeSUT(source: "Feature: F\n  Scenario: S\n    Given a text:\n      \"\"\"\n      never closed\n")
        let endOfFile = ParseError(source: SourceReference(uri: "features/a.feature", location: Location(line: 6, column: 0)), message: "(6:0): unexpected end of file, expected: #DocStringSeparator, #Other")

        let text = try XCTUnwrap(sut.text(for: endOfFile))

        XCTAssertTrue(text.contains("the doc string opened at line 4 is never closed"), text)
    }

    func test_text_englishFileWithMisspeltKeyword_keepsTheEnglishWordingAndSuggestsTheKeyword() throws {
        var sut = makeSUT(source: "Feature: F\n  Scenaro: S\n")

        let text = try XCTUnwrap(sut.text(for: error(line: 2, column: 3, expected: "#EOF, #ScenarioLine, #StepLine", got: "Scenaro: S")))

        XCTAssertTrue(text.hasPrefix("features/a.feature:2:3: expected a 'Scenario:' line, a step (Given, When, Then, And, But) or the end of the file"), text)
        XCTAssertTrue(text.contains("did you mean 'Scenario:'?"), text)
    }

    func test_text_misspeltFrenchBlockKeyword_suggestsTheFrenchKeyword() throws {
        var sut = makeSUT(source: "# language: fr\nFonctionnalité: F\n\n  Scénarioo: S\n    Soit un pas\n")

        let text = try XCTUnwrap(sut.text(for: error(line: 4, column: 3, expected: "#EOF, #Empty, #Comment, #BackgroundLine, #TagLine, #ScenarioLine, #RuleLine, #Other", got: "Scénarioo: S")))

        XCTAssertTrue(text.contains("'Scénarioo:' is not a keyword: did you mean 'Scénario:'?"), text)
        XCTAssertTrue(text.contains("a 'Scénario:' line"), text)
    }

    func test_text_misspeltKeywordNearTwoKeywords_suggestsTheNearest() throws {
        var sut = makeSUT(source: "# language: fr\nFonctionnalité: F\n  Scénario: S\n    Soit un pas\n\n    Exempless:\n")

        let text = try XCTUnwrap(sut.text(for: error(line: 6, column: 5, expected: "#EOF, #StepLine, #Empty", got: "Exempless:")))

        XCTAssertTrue(text.contains("did you mean 'Exemples:'?"), text)
    }

    func test_text_englishStepInGermanFile_suggestsTheGermanKeyword() throws {
        var sut = makeSUT(source: "# language: de\nFunktionalität: F\n  Szenario: S\n    Angenommen ein Schritt\n    When etwas\n")

        let text = try XCTUnwrap(sut.text(for: error(line: 5, column: 5, expected: "#EOF, #StepLine, #Empty", got: "When etwas")))

        XCTAssertTrue(text.contains("'When' is English, and the steps of this file (Deutsch) start with Angenommen, Wenn, Dann, Und, Aber: did you mean 'Wenn'?"), text)
    }

    func test_text_englishStepInJapaneseFile_suggestsTheJapaneseKeywordWrittenWithoutASpace() throws {
        var sut = makeSUT(source: "# language: ja\nフィーチャ: F\n  シナリオ: S\n    前提ユーザーがいる\n    Then 見える\n")

        let text = try XCTUnwrap(sut.text(for: error(line: 5, column: 5, expected: "#EOF, #StepLine, #Empty", got: "Then 見える")))

        XCTAssertTrue(text.contains("did you mean 'ならば'?"), text)
    }

    func test_text_japaneseStepInTheWrongPlace_isNotCalledAMisspelling() throws {
        var sut = makeSUT(source: "# language: ja\nフィーチャ: F\n  前提ユーザーがいる\n")

        let text = try XCTUnwrap(sut.text(for: error(line: 3, column: 3, expected: "#EOF, #ScenarioLine, #Empty", got: "前提ユーザーがいる")))

        XCTAssertFalse(text.contains("did you mean"), text)
        XCTAssertFalse(text.contains("not a keyword"), text)
    }

    // MARK: - Helpers

    private func makeSUT(source: String) -> ParseErrorExplainer {
        var sut = ParseErrorExplainer()
        sut.record(.source(Source(uri: "features/a.feature", data: source, mediaType: .gherkinPlain)))
        return sut
    }

    private func error(line: Int, column: Int, expected: String, got: String) -> ParseError {
        ParseError(
            source: SourceReference(uri: "features/a.feature", location: Location(line: line, column: column)),
            message: "(\(line):\(column)): expected: \(expected), got '\(got)'"
        )
    }
}
