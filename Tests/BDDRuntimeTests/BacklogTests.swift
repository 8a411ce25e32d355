@testable import BDDRuntime
import XCTest

final class BacklogTests: XCTestCase {
    func test_popFirst_appendsAndPopsInterleavedPastCompaction_keepsFirstInFirstOut() {
        // A worker's backlog is topped up while it is drained: compaction must never reorder or lose an entry.
        var sut = makeSUT()
        var popped: [Int] = []
        var next = 0

        for round in 0..<50 {
            for _ in 0..<(round % 7 + 1) {
                sut.append(next)
                next += 1
            }
            for _ in 0..<(round % 5 + 1) {
                if let value = sut.popFirst() { popped.append(value) }
            }
        }
        while let value = sut.popFirst() { popped.append(value) }

        XCTAssertEqual(popped, Array(0..<next))
        XCTAssertTrue(sut.isEmpty)
    }

    func test_removeAll_afterSomeWerePopped_givesTheRestInOrderAndEmpties() {
        var sut = makeSUT()
        for value in 0..<10 { sut.append(value) }
        _ = sut.popFirst()
        _ = sut.popFirst()

        let rest = sut.removeAll()

        XCTAssertEqual(rest, Array(2..<10))
        XCTAssertEqual(sut.count, 0)
        XCTAssertNil(sut.popFirst())
    }

    func test_count_afterPops_countsOnlyWhatWaits() {
        var sut = makeSUT()
        for value in 0..<5 { sut.append(value) }

        _ = sut.popFirst()

        XCTAssertEqual(sut.count, 4)
    }

    // MARK: - Helpers

    private func makeSUT() -> Backlog<Int> {
        Backlog<Int>()
    }
}
