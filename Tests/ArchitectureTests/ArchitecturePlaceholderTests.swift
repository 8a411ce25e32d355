import XCTest

final class ArchitecturePlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
