import CucumberMessages
@testable import Formatters
import XCTest

final class ParseErrorTextTests: XCTestCase {
    func test_plainWords_withUnexpectedLine_listsTheExpectedLinesInWordsAndQuotesTheLine() {
        let text = ParseErrorText.plainWords("(9:1): expected: #EOF, #TableRow, #Comment, #Empty, got 'another invalid line'")

        XCTAssertEqual(text, "expected a table row (| … |), a comment (# …), an empty line or the end of the file; got 'another invalid line'")
    }

    func test_plainWords_withEndOfFile_saysTheFileEndedTooEarly() {
        let text = ParseErrorText.plainWords("(7:0): unexpected end of file, expected: #DocStringSeparator, #Other")

        XCTAssertEqual(text, "the file ended too early; expected a doc string delimiter (\"\"\" or ```) or a line of description")
    }

    func test_plainWords_withOtherMessage_dropsOnlyThePosition() {
        XCTAssertEqual(ParseErrorText.plainWords("(5:3): inconsistent cell count within the table"), "inconsistent cell count within the table")
    }

    func test_plainWords_withUnknownLanguage_pointsToTheListOfLanguages() {
        XCTAssertEqual(
            ParseErrorText.plainWords("(1:1): Language not supported: xx"),
            "Language not supported: xx (see bdd --i18n-languages)"
        )
    }

    func test_plainWords_withUnknownTokenName_keepsTheNameWithoutItsHash() {
        XCTAssertEqual(ParseErrorText.plainWords("(1:1): expected: #Something, got 'x'"), "expected Something; got 'x'")
    }

    func test_place_withColumnZero_namesFileAndLineOnly() {
        let error = ParseError(source: .init(uri: "f.feature", location: .init(line: 7, column: 0)), message: "")

        XCTAssertEqual(ParseErrorText.place(of: error), "f.feature:7")
    }
}
