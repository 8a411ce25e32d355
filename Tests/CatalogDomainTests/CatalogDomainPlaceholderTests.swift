import XCTest

final class CatalogDomainPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
