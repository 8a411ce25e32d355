import XCTest

final class AcceptanceStepsPlaceholderTests: XCTestCase {
    func test_placeholder_builds() {}
}
