import XCTest

final class CatalogApplicationPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
