@testable import Formatters
import XCTest

final class ConsoleWidthTests: XCTestCase {
    func test_of_printableASCII_countsBytes() {
        XCTAssertEqual(ConsoleWidth.of("Given a step"), 12)
    }

    func test_of_textWithCombiningMarksEmojiAndControls_countsTheColumnsItTakes() {
        XCTAssertEqual(ConsoleWidth.of("e\u{301}✔😀\r\n"), 4)
    }

    func test_of_wideCharacters_countsTwoColumnsEach() {
        XCTAssertEqual(ConsoleWidth.of("抹茶 latte"), 10)
    }

    func test_isPrintableASCII_controlOrNonASCII_isFalse() {
        XCTAssertFalse(ConsoleWidth.isPrintableASCII("a\tb"))
        XCTAssertFalse(ConsoleWidth.isPrintableASCII("ç"))
        XCTAssertTrue(ConsoleWidth.isPrintableASCII("a b~"))
    }

    func test_repeated_positiveCount_repeatsTheCharacter() {
        XCTAssertEqual(ConsoleWidth.repeated(".", count: 3), "...")
    }

    func test_repeated_zeroOrNegativeCount_isEmpty() {
        XCTAssertEqual(ConsoleWidth.repeated(" ", count: 0), "")
        XCTAssertEqual(ConsoleWidth.repeated(" ", count: -2), "")
    }
}
