import XCTest
import LoginDomain

final class EmailTests: XCTestCase {
    func test_init_withValidFormat_keepsTheAddress() throws {
        let email = try Email("user@example.com")

        XCTAssertEqual(email.value, "user@example.com")
    }

    func test_init_with_invalid_format_throws_invalidFormat() {
        XCTAssertThrowsError(try Email("esto-no-es-un-email")) { error in
            XCTAssertEqual(error as? Email.ValidationError, .invalidFormat)
        }
    }

    func test_init_withMalformedAddresses_throwsInvalidFormat() {
        let malformed = [
            "", "   ", "@example.com", "user@", "user@example", "user@@example.com", "a@b@example.com",
            "us er@example.com", "user@exa mple.com", "user\t@example.com", "user@.example.com",
            "user@example.com.", "user@example..com", "user.example.com",
        ]

        for candidate in malformed {
            XCTAssertThrowsError(try Email(candidate), "\(candidate.debugDescription) should be rejected") { error in
                XCTAssertEqual(error as? Email.ValidationError, .invalidFormat)
            }
        }
    }

    func test_init_withWellFormedAddresses_acceptsThem() {
        let wellFormed = ["user@example.com", "first.last+tag@mail.example.co.uk", "X@Y.ES", "1@2.3"]

        for candidate in wellFormed {
            XCTAssertNoThrow(try Email(candidate), "\(candidate.debugDescription) should be accepted")
        }
    }

    func test_init_withSurroundingWhitespace_trimsIt() throws {
        let email = try Email("  user@example.com \n")

        XCTAssertEqual(email.value, "user@example.com")
        XCTAssertEqual(email, try Email("user@example.com"))
    }

    func test_init_mixedLetterCase_keepsIt() throws {
        let email = try Email("User@Example.com")

        XCTAssertEqual(email.value, "User@Example.com")
    }

    func test_description_ofAnEmail_isTheAddress() throws {
        let email = try Email("user@example.com")

        XCTAssertEqual("\(email)", "user@example.com")
    }
}
