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

    func test_init_longKeysWithNonASCIIOrEscapesBesideAskedOnes_keepOnlyTheAskedOnes() throws {
        let line = #"{"testCase":{"testCaseStartedIdé":"no","pickle\u0049d":"escaped","testCaseStartedId":"yes","pickleIdentifier":"no"}}"#

        let sut = try makeSUT(line, keys: ["testCaseStartedId", "pickleId"])

        XCTAssertEqual(sut.fields, ["testCaseStartedId": "yes", "pickleId": "escaped"])
    }

    func test_init_withKeysOfManyLengthsOneEmptyAndOneGivenTwice_keepsEachByItsExactName() throws {
        let line = #"{"pickle":{"ur":"no","i":"1","uri":"3","id":"2","":"4","uris":"no","di":"no"}}"#

        let sut = try makeSUT(line, keys: ["uri", "id", "i", "", "id"])

        XCTAssertEqual(sut.fields, ["i": "1", "id": "2", "uri": "3", "": "4"])
    }

    func test_field_ofARepeatedAnAbsentAndANonStringKey_isTheLastStringOrNil() throws {
        let sut = try makeSUT(#"{"testCase":{"id":"a","pickleId":7,"id":"b"}}"#, keys: ["id", "pickleId", "uri"])

        XCTAssertEqual(sut.field("id"), "b")
        XCTAssertNil(sut.field("pickleId"))
        XCTAssertNil(sut.field("uri"))
        XCTAssertEqual(sut.fields, ["id": "b"])
    }

    func test_init_ofMalformedLines_throwsWithTheOffset() {
        for line in [#"{"testCase":{"id":"t1""#, #"{"testCase":{"id":"t1"}} extra"#, #"{"testCase":{"id":tru}}"#, "[1]", #"{"a":{"b":[1,}}"#] {
            XCTAssertThrowsError(try makeSUT(line, keys: ["id"]), line)
        }
    }

    func test_init_anyLine_isRefusedExactlyWhenDecodingRefusesIt() {
        let lines = [
            #"{"testCase":{"id":"t","n":1.5e-3,"m":-0,"list":[true,false,null,{}]}}"#,
            #"{"testCase":{"id":"t","n":1-2}}"#, #"{"testCase":{"id":"t","n":01}}"#, #"{"testCase":{"id":"t","n":1.}}"#,
            #"{"testCase":{"id":"t","n":2e}}"#, #"{"testCase":{"id":"t","n":-}}"#, #"{"testCase":{"id":"t","s":"a\qb"}}"#,
            #"{"testCase":{"id":"t","s":"tab\#there"}}"#, #"{"testCase":{"id":"t" "x":1}}"#, #"{"testCase":{"id":"t",}}"#,
            #"{"testCase":{"id":"t","n":nul}}"#, #"{"testCase":[1,2]}"#,
        ]
        for line in lines {
            var bytes = Array(line.utf8)
            let decoded = bytes.withUnsafeMutableBufferPointer { buffer in (try? JSONNode.parse(UnsafeBufferPointer(buffer))) != nil }

            XCTAssertEqual((try? makeSUT(line, keys: ["id"])) != nil, decoded, line)
        }
    }

    private func makeSUT(_ line: String, keys: EnvelopeSkim.Keys) throws -> EnvelopeSkim {
        var line = line
        return try line.withUTF8 { bytes in try Result { () throws(EnvelopeSkim.Failure) in try EnvelopeSkim(bytes, keys: keys) }.get() }
    }
}
