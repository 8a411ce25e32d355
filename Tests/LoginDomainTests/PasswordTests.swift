import XCTest
import LoginDomain

final class PasswordTests: XCTestCase {
    func test_init_with_empty_string_throws_empty() {
        XCTAssertThrowsError(try Password("")) { error in
            XCTAssertEqual(error as? Password.ValidationError, .empty)
        }
    }

    func test_init_withNonEmptyString_keepsTheValue() throws {
        let password = try Password("Str0ngP@ss")

        XCTAssertEqual(password.value, "Str0ngP@ss")
    }

    func test_init_withWhitespaceOnly_keepsItUntrimmed() throws {
        let password = try Password("  ")

        XCTAssertEqual(password.value, "  ")
    }

    func test_textualForms_ofAPassword_neverContainTheValue() throws {
        let password = try Password("Str0ngP@ss")

        for text in textualForms(of: password) {
            XCTAssertFalse(text.contains("Str0ngP@ss"), "leaked in: \(text)")
            XCTAssertTrue(text.contains("redacted"), "not marked as redacted: \(text)")
        }
    }
}
