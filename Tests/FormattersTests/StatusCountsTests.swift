import CucumberMessages
import Formatters
import XCTest

final class StatusCountsTests: XCTestCase {
    func test_add_eachStatusADifferentNumberOfTimes_countsEachApart() {
        var sut = StatusCounts()
        let statuses = TestStepResultStatus.allCases

        for (times, status) in statuses.enumerated() {
            for _ in 0...times { sut.add(status) }
        }

        for (times, status) in statuses.enumerated() {
            XCTAssertEqual(sut[status], times + 1, "\(status)")
        }
        XCTAssertEqual(sut.total, (1...statuses.count).reduce(0, +))
    }

    func test_nonZero_someStatuses_listsOnlyThoseWorstFirst() {
        var sut = StatusCounts()
        sut.add(.passed)
        sut.add(.passed)
        sut.add(.failed)
        sut.add(.skipped)

        XCTAssertEqual(sut.nonZero.map(\.status), [.failed, .skipped, .passed])
        XCTAssertEqual(sut.nonZero.map(\.count), [1, 1, 2])
    }

    func test_init_nothingAdded_isZeroEverywhereAndEqualToAnother() {
        let sut = StatusCounts()

        XCTAssertEqual(sut.total, 0)
        XCTAssertTrue(sut.nonZero.isEmpty)
        XCTAssertEqual(sut, StatusCounts())
    }
}
