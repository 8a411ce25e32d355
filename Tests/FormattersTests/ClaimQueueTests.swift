@testable import Formatters
import XCTest

final class ClaimQueueTests: XCTestCase {
    func test_claim_inTheOrderAnnounced_takesEachOnce() {
        var sut = makeSUT(count: 40)

        let claimed = (0..<40).map { sut.claim("id\($0)") }

        XCTAssertEqual(claimed, Array(0..<40).map(Optional.init))
        XCTAssertNil(sut.claim("id0"), "a value is claimed once")
    }

    func test_claim_slightlyOutOfTurnAndFarOutOfTurn_takesEachStill() {
        var sut = makeSUT(count: 40)

        let near = [sut.claim("id2"), sut.claim("id0"), sut.claim("id1")]
        let far = [sut.claim("id39"), sut.claim("id3")]
        sut.append(40, id: "id40")
        let rest = (4..<41).map { sut.claim("id\($0)") }

        XCTAssertEqual(near, [2, 0, 1])
        XCTAssertEqual(far, [39, 3])
        XCTAssertEqual(rest, Array(4..<39).map(Optional.init) + [nil, 40], "what was claimed out of turn is gone")
    }

    func test_claim_idNeverAnnounced_isNilAndTakesNothing() {
        var sut = makeSUT(count: 3)

        XCTAssertNil(sut.claim("other"))

        XCTAssertEqual((0..<3).map { sut.claim("id\($0)") }, [0, 1, 2])
    }

    func test_claim_emptiedThenRefilled_takesInTurnAgain() {
        var sut = makeSUT(count: 2)
        _ = sut.claim("id1")
        _ = sut.claim("id0")

        sut.append(7, id: "id7")

        XCTAssertEqual(sut.claim("id7"), 7)
    }

    // MARK: - Helpers

    private func makeSUT(count: Int) -> ClaimQueue<Int> {
        var sut = ClaimQueue<Int>()
        for value in 0..<count { sut.append(value, id: "id\(value)") }
        return sut
    }
}
