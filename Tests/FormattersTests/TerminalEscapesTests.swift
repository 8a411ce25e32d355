@testable import Formatters
import XCTest

final class TerminalEscapesTests: XCTestCase {
    func test_removed_colourCursorAndTitleSequences_leavesTheTextOnly() {
        XCTAssertEqual(TerminalEscapes.removed(from: "\u{1B}[31mred\u{1B}[0m \u{1B}[2K\u{1B}]0;title\u{07}done\u{1B}(B"), "red done")
    }

    func test_removed_textWithoutEscapes_isUnchanged() {
        XCTAssertEqual(TerminalEscapes.removed(from: "contraseña [31m"), "contraseña [31m")
    }

    func test_removed_truncatedSequenceAtTheEnd_isDropped() {
        XCTAssertEqual(TerminalEscapes.removed(from: "a\u{1B}[3"), "a")
        XCTAssertEqual(TerminalEscapes.removed(from: "a\u{1B}"), "a")
    }

    func test_keepingColours_colourAndOtherSequences_keepsColoursAndEndsWithAReset() {
        XCTAssertEqual(TerminalEscapes.keepingColours(in: "\u{1B}[1;31mred\u{1B}[H!"), "\u{1B}[1;31mred!\u{1B}[0m")
    }

    func test_keepingColours_noColour_addsNoReset() {
        XCTAssertEqual(TerminalEscapes.keepingColours(in: "a\u{1B}[2Jb"), "ab")
    }
}
