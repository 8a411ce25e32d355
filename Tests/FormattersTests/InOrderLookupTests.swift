@testable import Formatters
import XCTest

final class InOrderLookupTests: XCTestCase {
    func test_element_askedInOrder_findsEach() {
        var sut = makeSUT(["a", "b", "c"])

        let found = ["a", "b", "c"].map { sut.element(id: $0)?.lookupId }

        XCTAssertEqual(found, ["a", "b", "c"])
    }

    func test_element_askedOutOfOrder_stillFindsEach() {
        var sut = makeSUT(["a", "b", "c"])

        let found = ["c", "a", "b", "b"].map { sut.element(id: $0)?.lookupId }

        XCTAssertEqual(found, ["c", "a", "b", "b"])
    }

    func test_element_unknownId_isNil() {
        var sut = makeSUT(["a"])

        XCTAssertNil(sut.element(id: "z"))
    }

    // MARK: - Helpers

    private struct Element: LookupIdentified {
        let lookupId: String
    }

    private func makeSUT(_ ids: [String]) -> InOrderLookup<Element> {
        InOrderLookup(ids.map(Element.init))
    }
}
