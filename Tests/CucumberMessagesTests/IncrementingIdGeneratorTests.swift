import CucumberMessages
import XCTest

final class IncrementingIdGeneratorTests: XCTestCase {
    func test_newId_fromZero_countsInDecimal() {
        var sut = IncrementingIdGenerator()

        let ids = (0..<12).map { _ in sut.newId() }

        XCTAssertEqual(ids, ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
    }

    func test_newId_acrossEveryDigitCount_matchesStringOfInt() {
        var starts = [0, 9, 10, 99, 100, 999_999, 123_456_789_012_345, 999_999_999_999_999, Int.max - 2]
        starts += (1...18).map { power in (1...power).reduce(1) { result, _ in result * 10 } - 1 }

        for start in starts {
            var sut = IncrementingIdGenerator(start: start)

            XCTAssertEqual(sut.newId(), String(start))
            XCTAssertEqual(sut.newId(), String(start + 1))
        }
    }

    func test_newId_negativeStart_isStringOfInt() {
        var sut = IncrementingIdGenerator(start: -2)

        XCTAssertEqual([sut.newId(), sut.newId(), sut.newId()], ["-2", "-1", "0"])
    }

    func test_reserve_count_handsThoseIdsToTheReservedGeneratorAndGoesOnAfterThem() {
        var sut = IncrementingIdGenerator(start: 7)

        var reserved = sut.reserve(3)

        XCTAssertEqual([reserved.newId(), reserved.newId(), reserved.newId()], ["7", "8", "9"])
        XCTAssertEqual(sut.newId(), "10")
    }

    func test_reserve_zeroOrNegative_setsNothingAside() {
        var sut = IncrementingIdGenerator(start: 4)

        _ = sut.reserve(0)
        _ = sut.reserve(-5)

        XCTAssertEqual(sut.newId(), "4")
    }

    func test_reserve_throughTheProtocol_keepsCountingInTurn() {
        var sut: any IdGenerator = IncrementingIdGenerator(start: 7)

        var reserved = sut.reserve(2)

        XCTAssertEqual([reserved.newId(), reserved.newId(), sut.newId()], ["7", "8", "9"])
    }
}
