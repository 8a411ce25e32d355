import XCTest

final class TagExpressionsPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
