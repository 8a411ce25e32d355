@testable import ShardMerge
import XCTest

final class ShardMergeReadingTests: XCTestCase {
    func test_add_ofLinesThatFollowEachOther_joinsThemIntoOneRange() {
        var sut = LineSpans()

        sut.add(offset: 0, length: 9)
        sut.add(offset: 10, length: 4)
        sut.add(offset: 30, length: 2)

        XCTAssertEqual(sut.ranges, [0..<15, 30..<33])
    }

    func test_missingMessage_ofOneAndOfSeveralShards_namesThemCountsAndFiles() {
        let one = ShardSet.missingMessage([2], total: 3, scenarios: 12, files: ["a.feature", "b.feature"])
        let several = ShardSet.missingMessage([1, 3, 4], total: 4, scenarios: 1, files: (1...7).map { "f\($0).feature" })

        XCTAssertTrue(one.hasPrefix("shard 2/3 is missing: its 12 scenarios did not run (in a.feature, b.feature)"), one)
        XCTAssertTrue(several.hasPrefix("shards 1/4, 3/4 and 4/4 are missing: their 1 scenario did not run (in f1.feature, f2.feature, f3.feature, f4.feature, f5.feature and 2 more)"), several)
    }
}
