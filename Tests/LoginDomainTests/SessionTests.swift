import XCTest
import LoginDomain
import SharedKernel

final class SessionTests: XCTestCase {
    func test_equality_tokenOrEmailDiffering_makesSessionsUnequal() throws {
        let session = Session(token: AccessToken("token-1"), email: try Email("user@example.com"))

        XCTAssertEqual(session, Session(token: AccessToken("token-1"), email: try Email("user@example.com")))
        XCTAssertNotEqual(session, Session(token: AccessToken("token-2"), email: try Email("user@example.com")))
        XCTAssertNotEqual(session, Session(token: AccessToken("token-1"), email: try Email("other@example.com")))
    }

    func test_textualForms_ofASession_showTheEmailButNeverTheToken() throws {
        let session = Session(token: AccessToken("secret-token"), email: try Email("user@example.com"))

        for text in textualForms(of: session) + textualForms(of: session.token) {
            XCTAssertFalse(text.contains("secret-token"), "leaked in: \(text)")
            XCTAssertTrue(text.contains("redacted"), "not marked as redacted: \(text)")
        }
        XCTAssertTrue("\(session)".contains("user@example.com"))
    }
}
