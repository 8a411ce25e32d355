import BDDLanguageServer
import Foundation
import XCTest

final class JSONValueTests: XCTestCase {
    func test_parse_message_readsWholeNumbersAsIntsAndTheRestAsWritten() throws {
        let sut = try JSONValue.parse(Data(#"{"id": 7, "x": 1.5, "big": 1e3, "ok": true, "no": null, "text": "caf\u00e9", "list": [-2]}"#.utf8))

        XCTAssertEqual(sut["id"], .int(7))
        XCTAssertEqual(sut["x"], .double(1.5))
        XCTAssertEqual(sut["big"]?.int, 1000)
        XCTAssertEqual(sut["ok"], .bool(true))
        XCTAssertEqual(sut["no"], .null)
        XCTAssertEqual(sut["text"], .string("café"))
        XCTAssertEqual(sut["list"], .array([.int(-2)]))
    }

    func test_parse_textThatIsNotJSON_throws() {
        for text in ["", "{", #"{"a": 01}"#, #"{"a": 1-2}"#, #"{"a": "\q"}"#, "[1,]", #"{"a": 1} 2"#] {
            XCTAssertThrowsError(try JSONValue.parse(Data(text.utf8)), text)
        }
    }

    func test_parse_encodedValue_readsBackTheSame() throws {
        let value: JSONValue = ["name": "Escenario: ñ \"x\"", "line": 3, "items": [true, nil, .double(2.5)]]

        XCTAssertEqual(try JSONValue.parse(value.encoded()), value)
    }
}
