import CucumberMessages
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

    private func makeSUT(_ line: String, keys: Set<String>) throws -> EnvelopeSkim {
        var line = line
        return try line.withUTF8 { bytes in try Result { () throws(EnvelopeSkim.Failure) in try EnvelopeSkim(bytes, keys: keys) }.get() }
    }
}
