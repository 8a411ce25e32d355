import XCTest

final class LoginInfrastructurePlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
