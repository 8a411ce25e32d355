import CucumberMessages
import Foundation
import XCTest

final class RandomIdGeneratorTests: XCTestCase {
    func test_newId_always_isFifteenAlphanumericCharacters() {
        var sut = makeSUT()

        let ids = (0..<1000).map { _ in sut.newId() }

        for id in ids {
            XCTAssertEqual(id.utf8.count, 15, id)
            XCTAssertTrue(id.utf8.allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }, id)
        }
    }

    func test_newId_manyIds_useEveryDigitInEveryPosition() {
        var sut = makeSUT()

        let ids = (0..<20_000).map { _ in Array(sut.newId().utf8) }

        for position in 0..<15 {
            XCTAssertEqual(Set(ids.map { $0[position] }).count, 62, "position \(position) draws from all 62 characters")
        }
    }

    func test_newId_manyCalls_neverRepeats() {
        var sut = makeSUT()

        let ids = (0..<100_000).map { _ in sut.newId() }

        XCTAssertEqual(Set(ids).count, ids.count)
    }

    func test_newId_twoGenerators_giveDifferentIds() {
        var first = makeSUT()
        var second = makeSUT()

        let firstIds = Set((0..<100).map { _ in first.newId() })
        let secondIds = Set((0..<100).map { _ in second.newId() })

        XCTAssertTrue(firstIds.isDisjoint(with: secondIds))
    }

    // MARK: - Helpers

    private func makeSUT() -> RandomIdGenerator {
        RandomIdGenerator()
    }
}
