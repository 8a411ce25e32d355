import XCTest

final class AppCompositionPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
