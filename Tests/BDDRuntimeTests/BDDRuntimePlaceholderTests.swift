import XCTest

final class BDDRuntimePlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
