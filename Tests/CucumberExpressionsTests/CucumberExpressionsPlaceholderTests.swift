import XCTest

final class CucumberExpressionsPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
