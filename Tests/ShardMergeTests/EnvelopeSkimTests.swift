@testable import ShardMerge
import XCTest

final class EnvelopeSkimTests: XCTestCase {
    func test_init_ofAnEnvelope_namesItsMessageAndKeepsTheTopLevelStringsAsked() throws {
        let sut = try makeSUT(#"{"testCase":{"id":"t1","pickleId":"p\"1","testSteps":[{"id":"nested","pickleStepId":"s"}],"n":-1.5e3,"ok":true,"none":null}}"#, keys: ["id", "pickleId", "pickleStepId"])

        XCTAssertEqual(sut.name, "testCase")
        XCTAssertEqual(sut.fields, ["id": "t1", "pickleId": "p\"1"])
    }

    func test_init_withAnEscapedUnicodeId_decodesIt() throws {
        XCTAssertEqual(try makeSUT(#"{"pickle":{"uri":"caf\u00e9.feature"}}"#, keys: ["uri"]).fields["uri"], "café.feature")
    }

    func test_init_ofMalformedLines_throwsWithTheOffset() {
        for line in [#"{"testCase":{"id":"t1""#, #"{"testCase":{"id":"t1"}} extra"#, #"{"testCase":{"id":tru}}"#, "[1]", #"{"a":{"b":[1,}}"#] {
            XCTAssertThrowsError(try makeSUT(line, keys: ["id"]), line)
        }
    }

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

    private func makeSUT(_ line: String, keys: Set<String>) throws -> EnvelopeSkim {
        var line = line
        return try line.withUTF8 { bytes in try Result { () throws(EnvelopeSkim.Failure) in try EnvelopeSkim(bytes, keys: keys) }.get() }
    }
}
