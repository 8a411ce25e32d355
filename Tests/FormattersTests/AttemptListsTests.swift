@testable import Formatters
import XCTest

final class AttemptListsTests: XCTestCase {
    func test_append_twoAttemptsInterleaved_keepsEachListApartAndInOrder() {
        var sut = makeSUT()

        sut.start("a", capacity: 2)
        sut.append(1, to: "a")
        sut.append(10, to: "b")
        sut.append(2, to: "a")
        sut.append(20, to: "b")

        XCTAssertEqual(sut.elements(of: "a"), [1, 2])
        XCTAssertEqual(sut.elements(of: "b"), [10, 20])
    }

    func test_start_anotherAttemptWhileOneIsUnderWay_keepsTheFirstOnesList() {
        var sut = makeSUT()
        sut.append(1, to: "a")

        sut.start("b", capacity: 4)
        sut.append(2, to: "a")

        XCTAssertEqual(sut.elements(of: "a"), [1, 2])
        XCTAssertEqual(sut.elements(of: "b"), [])
    }

    func test_remove_currentAndParkedAttempts_givesTheirListsAndForgetsThem() {
        var sut = makeSUT()
        sut.append(1, to: "a")
        sut.append(2, to: "b")

        XCTAssertEqual(sut.remove("a"), [1])
        XCTAssertEqual(sut.remove("b"), [2])
        XCTAssertEqual(sut.elements(of: "a"), [])
        XCTAssertEqual(sut.elements(of: "b"), [])
        XCTAssertEqual(sut.remove("unknown"), [])
    }

    private func makeSUT() -> AttemptLists<Int> {
        AttemptLists<Int>()
    }
}
