import XCTest

final class FormattersPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
