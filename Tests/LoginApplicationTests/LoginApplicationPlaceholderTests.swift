import XCTest

final class LoginApplicationPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
