import XCTest

final class LoginInterfacePlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
