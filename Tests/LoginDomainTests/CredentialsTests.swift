import XCTest
import LoginDomain

final class CredentialsTests: XCTestCase {
    func test_textualForms_ofCredentials_showTheEmailButNeverThePassword() throws {
        let credentials = Credentials(email: try Email("user@example.com"), password: try Password("Str0ngP@ss"))

        for text in textualForms(of: credentials) {
            XCTAssertFalse(text.contains("Str0ngP@ss"), "leaked in: \(text)")
            XCTAssertTrue(text.contains("user@example.com"), "email missing in: \(text)")
        }
    }
}
