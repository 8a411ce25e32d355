import XCTest
import LoginDomain
import SharedKernel

final class SessionTests: XCTestCase {
    func test_init_keeps_token_and_email() throws {
        let email = try Email("user@example.com")

        let session = Session(token: AccessToken("secret-token"), email: email)

        XCTAssertEqual(session.token.value, "secret-token")
        XCTAssertEqual(session.email, email)
    }

    func test_textual_forms_show_email_but_never_token() throws {
        let session = Session(token: AccessToken("secret-token"), email: try Email("user@example.com"))

        for text in textualForms(of: session) + textualForms(of: session.token) {
            XCTAssertFalse(text.contains("secret-token"), "leaked in: \(text)")
            XCTAssertTrue(text.contains("redacted"), "not marked as redacted: \(text)")
        }
        XCTAssertTrue("\(session)".contains("user@example.com"))
    }
}
