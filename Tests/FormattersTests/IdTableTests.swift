@testable import Formatters
import XCTest

final class IdTableTests: XCTestCase {
    func test_subscript_fewEntriesSetOverwrittenAndRemoved_readsTheLatestValues() {
        var sut = makeSUT()

        sut["a"] = 1
        sut["b"] = 2
        sut["a"] = 3
        let removed = sut.removeValue(forKey: "b")

        XCTAssertEqual(sut["a"], 3)
        XCTAssertNil(sut["b"])
        XCTAssertEqual(removed, 2)
        XCTAssertEqual(sut.allValues, [3])
    }

    func test_subscript_moreEntriesThanTheListHolds_keepsEveryEntryAcrossTheSwitch() {
        // Past the limit the entries move into a dictionary: none may be lost or changed on the way.
        var sut = makeSUT()
        let count = IdTable<Int>.listLimit * 3

        for index in 0..<count { sut["id\(index)"] = index }
        sut["id0"] = -1

        XCTAssertEqual((0..<count).map { sut["id\($0)"] }, [-1] + (1..<count).map { $0 })
        XCTAssertEqual(sut.allValues.sorted(), [-1] + (1..<count).map { $0 })
        XCTAssertNil(sut["id\(count)"])
    }

    func test_removeValue_everyEntryOfALongTable_emptiesItAndItFillsAgain() {
        var sut = makeSUT()
        let count = IdTable<Int>.listLimit + 4
        for index in 0..<count { sut["id\(index)"] = index }

        for index in 0..<count { sut["id\(index)"] = nil }
        let emptied = sut.isEmpty
        sut["again"] = 7

        XCTAssertTrue(emptied)
        XCTAssertEqual(sut["again"], 7)
        XCTAssertNil(sut.removeValue(forKey: "id0"))
        XCTAssertEqual(sut.allValues, [7])
    }

    // MARK: - Helpers

    private func makeSUT() -> IdTable<Int> {
        IdTable<Int>()
    }
}
