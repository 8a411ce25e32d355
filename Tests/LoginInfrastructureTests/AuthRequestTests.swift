import XCTest
@testable import LoginInfrastructure

final class AuthRequestTests: XCTestCase {
    func test_textualForms_ofARequest_neverContainThePassword() {
        let request = AuthRequest(email: "user@example.com", password: "Str0ngP@ss")
        var dumped = ""
        dump(request, to: &dumped)

        for text in ["\(request)", String(reflecting: request), dumped, "\([request])"] {
            XCTAssertFalse(text.contains("Str0ngP@ss"), "leaked in: \(text)")
            XCTAssertTrue(text.contains("user@example.com"), "email missing in: \(text)")
        }
    }
}
