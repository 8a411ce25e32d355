import XCTest

final class CatalogInfrastructurePlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
