import XCTest

final class GherkinPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
