import XCTest

final class BDDCommandLinePlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
