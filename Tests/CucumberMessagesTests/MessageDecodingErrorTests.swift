import CucumberMessages
import XCTest

final class MessageDecodingErrorTests: XCTestCase {
    func test_envelope_withMissingField_namesItAndWhereItIsMissing() {
        let error = decodingError(#"{"testRunStarted":{"id":"1"}}"#)

        XCTAssertEqual(error?.fault, .invalidMessage)
        XCTAssertEqual(error?.description, "missing 'timestamp' at testRunStarted")
    }

    func test_envelope_withFieldOfWrongTypeInAnArray_namesTheElementsPath() {
        let line = #"{"pickle":{"astNodeIds":[],"id":"p","language":"en","name":"n","steps":[{"astNodeIds":[],"id":"s","text":"t"},{"astNodeIds":[],"id":"s2","text":7}],"tags":[],"uri":"u"}}"#

        let error = decodingError(line)

        XCTAssertEqual(error?.path, "pickle.steps[1].text")
        XCTAssertEqual(error?.description, "expected a string, found the number 7 at pickle.steps[1].text")
    }

    func test_envelope_withUnknownEnumValue_namesTheValue() {
        let line = #"{"testStepFinished":{"testCaseStartedId":"c","testStepId":"s","testStepResult":{"duration":{"seconds":0,"nanos":0},"status":"GREEN"},"timestamp":{"seconds":0,"nanos":0}}}"#

        XCTAssertEqual(decodingError(line)?.description, "unknown value 'GREEN' at testStepFinished.testStepResult.status")
    }

    func test_envelope_withNonIntegerNumber_saysAnIntegerWasExpected() {
        XCTAssertEqual(
            decodingError(#"{"testRunStarted":{"timestamp":{"seconds":1.5,"nanos":0}}}"#)?.description,
            "expected an integer, found 1.5 at testRunStarted.timestamp.seconds"
        )
    }

    func test_envelope_withNoKnownMessage_isAnUnknownMessageNamingItsKeys() {
        let error = decodingError(#"{"somethingNew":{},"other":1}"#)

        XCTAssertEqual(error?.fault, .unknownMessage)
        XCTAssertEqual(error?.description, "an envelope holds no known message (found 'somethingNew', 'other')")
    }

    func test_envelope_withArrayInsteadOfObject_saysAnObjectWasExpected() {
        XCTAssertEqual(decodingError("[1]")?.description, "expected an object, found an array")
    }

    func test_envelope_withMalformedJSON_saysWhatAndAtWhichColumn() {
        let cases: [(line: String, description: String)] = [
            ("{not json", "not JSON: expected a key in quotes, found 'n' at column 2"),
            (#"{"a" 1}"#, "not JSON: expected ':' after the key 'a' at column 6"),
            (#"{"a":1"#, "not JSON: expected ',' or '}', found the end of the line at column 7"),
            (#"{"a":[1 2]}"#, "not JSON: expected ',' or ']', found '2' at column 9"),
            (#"{"a":01}"#, "not JSON: a number with a leading zero at column 6"),
            (#"{"a":tru}"#, "not JSON: expected 'true' at column 6"),
            (#"{"a":"b\x"}"#, #"not JSON: an invalid escape '\x' at column 9"#),
            ("{\"a\":\"b\u{01}\"}", "not JSON: a control character in a string at column 8"),
            (#"{"a":"b"#, "not JSON: a string with no closing quote at column 8"),
            (#"{} x"#, "not JSON: unexpected 'x' after the value at column 4"),
            ("", "not JSON: unexpected end of the line at column 1"),
        ]

        for (line, description) in cases {
            let error = decodingError(line)

            XCTAssertEqual(error?.fault, .malformedJSON, line)
            XCTAssertEqual(error?.description, description, line)
        }
    }

    func test_envelope_withUnknownFieldsAndNullOptionals_readsWhatItKnows() throws {
        let line = #"{"testRunStarted":{"id":null,"future":{"x":[1,2]},"timestamp":{"seconds":1,"nanos":2}},"later":true}"#

        let envelope = try MessageDecoder().envelope(from: line)

        XCTAssertEqual(envelope, .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 2), id: nil)))
    }

    func test_envelopes_withBadLine_givesItsNumberAndTheReason() {
        let text = "{\"testRunStarted\":{\"timestamp\":{\"seconds\":1,\"nanos\":2}}}\n{\"testRunStarted\":{}}\n"

        XCTAssertThrowsError(try MessageDecoder().envelopes(from: text)) { error in
            XCTAssertEqual((error as? MessageDecoder.LineError)?.line, 2)
            XCTAssertEqual((error as? MessageDecoder.LineError)?.reason, "missing 'timestamp' at testRunStarted")
        }
    }

    // MARK: - Helpers

    private func decodingError(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> MessageDecodingError? {
        do {
            let envelope = try MessageDecoder().envelope(from: line)
            XCTFail("decoded \(envelope)", file: file, line: number)
            return nil
        } catch {
            return error
        }
    }
}
