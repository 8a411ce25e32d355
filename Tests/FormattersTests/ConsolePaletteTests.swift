import CucumberMessages
@testable import Formatters
import XCTest

final class ConsolePaletteTests: XCTestCase {
    func test_paint_withColour_usesCucumbersColourForEachStatus() {
        let sut = ConsolePalette(colored: true)

        let painted = [TestStepResultStatus.passed, .failed, .ambiguous, .pending, .undefined, .skipped].map { sut.paint("x", as: $0) }

        XCTAssertEqual(painted, ["32", "31", "31", "33", "33", "36"].map { "\u{1B}[\($0)mx\u{1B}[0m" })
    }

    func test_paint_withoutColour_leavesTheTextAsItIs() {
        XCTAssertEqual(ConsolePalette(colored: false).paint("x\ny", as: .failed), "x\ny")
    }

    func test_paint_withSeveralLines_resetsAtTheEndOfEachLine() {
        XCTAssertEqual(ConsolePalette(colored: true).paint("a\n\nb", as: .passed), "\u{1B}[32ma\u{1B}[0m\n\n\u{1B}[32mb\u{1B}[0m")
    }
}
