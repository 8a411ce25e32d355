import XCTest

final class LoginDomainPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
