@testable import BDDRuntime
import XCTest

final class TextCacheTests: XCTestCase {
    func test_subscript_withinTheLimit_keepsEveryText() {
        var sut = makeSUT(limit: 3)

        sut["a"] = 1
        sut["b"] = 2
        sut["a"] = 3

        XCTAssertEqual(sut["a"], 3)
        XCTAssertEqual(sut["b"], 2)
    }

    func test_subscript_newTextWhenFull_forgetsTheOthersAndKeepsIt() {
        var sut = makeSUT(limit: 2)
        sut["a"] = 1
        sut["b"] = 2

        sut["c"] = 3

        XCTAssertNil(sut["a"])
        XCTAssertNil(sut["b"])
        XCTAssertEqual(sut["c"], 3)
    }

    // MARK: - Helpers

    private func makeSUT(limit: Int) -> TextCache<Int> {
        TextCache(limit: limit)
    }
}
