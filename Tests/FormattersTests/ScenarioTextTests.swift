@testable import Formatters
import XCTest

final class ScenarioTextTests: XCTestCase {
    func test_indented_severalLines_indentsEachAndEndsWithALineBreak() {
        XCTAssertEqual(ScenarioText.indented("expected 2\ngot 3", by: "    "), "    expected 2\n    got 3\n")
    }

    func test_indented_emptyLines_stayEmpty() {
        XCTAssertEqual(ScenarioText.indented("\na\n\nb\n", by: "  "), "\n  a\n\n  b\n\n")
    }

    func test_indented_nonASCIIText_keepsItsCharacters() {
        XCTAssertEqual(ScenarioText.indented("contraseña\n日本 😀", by: "  "), "  contraseña\n  日本 😀\n")
    }

    func test_indented_emptyText_isOneLineBreak() {
        XCTAssertEqual(ScenarioText.indented("", by: "  "), "\n")
    }
}
