import XCTest

final class CatalogInterfacePlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
