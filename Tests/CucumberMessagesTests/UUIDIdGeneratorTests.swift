import CucumberMessages
import Foundation
import XCTest

final class UUIDIdGeneratorTests: XCTestCase {
    func test_newId_always_isALowercaseVersion4UUID() {
        var sut = makeSUT()

        let ids = (0..<1000).map { _ in sut.newId() }

        for id in ids {
            XCTAssertEqual(UUID(uuidString: id)?.uuidString.lowercased(), id, id)
            let characters = Array(id)
            XCTAssertEqual(characters[14], "4", "version nibble of \(id)")
            XCTAssertTrue("89ab".contains(characters[19]), "variant of \(id)")
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

    private func makeSUT() -> UUIDIdGenerator {
        UUIDIdGenerator()
    }
}
