import XCTest

final class PlatformPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
