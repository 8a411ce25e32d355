import BDDCommandLine
import XCTest

final class ConsoleColorTests: XCTestCase {
    func test_isEnabled_onTerminalWithoutNoColor_isTrue() {
        XCTAssertTrue(ConsoleColor.isEnabled(isTerminal: true, environment: ["TERM": "xterm"]))
    }

    func test_isEnabled_withNoColorSet_isFalse() {
        XCTAssertFalse(ConsoleColor.isEnabled(isTerminal: true, environment: ["NO_COLOR": "1"]))
    }

    func test_isEnabled_withEmptyNoColor_isTrue() {
        XCTAssertTrue(ConsoleColor.isEnabled(isTerminal: true, environment: ["NO_COLOR": ""]))
    }

    func test_isEnabled_offTerminal_isFalse() {
        XCTAssertFalse(ConsoleColor.isEnabled(isTerminal: false, environment: [:]))
    }
}
