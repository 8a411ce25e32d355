import XCTest

final class CucumberMessagesPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
