@testable import CucumberMessages
import Foundation
import XCTest

final class JSONWriterTests: XCTestCase {
    func test_writeString_backspaceAndFormFeed_areShortEscapesAsFoundationWritesThem() {
        XCTAssertEqual(written { $0.writeString("a\u{8}b\u{C}c") }, #""a\bb\fc""#)
    }

    func test_writeString_hexControlEscapes_writesBackspaceAndFormFeedAsUnicodeEscapes() throws {
        let text = "a\u{8}b\u{C}c\n\t\"\\\u{1F}"

        let json = written(hexControlEscapes: true) { $0.writeString(text) }

        XCTAssertEqual(json, #""a\u0008b\u000cc\n\t\"\\\u001f""#)
        XCTAssertEqual(try JSONDecoder().decode(String.self, from: Data(json.utf8)), text)
    }

    func test_truncate_afterMoreWasWritten_forgetsWhatCameAfterTheCount() {
        let json = written {
            $0.write("[1")
            let count = $0.count
            $0.write(",2,3")
            $0.truncate(to: count)
            $0.write(UInt8(ascii: "]"))
        }

        XCTAssertEqual(json, "[1]")
    }

    // MARK: - Helpers

    private func written(hexControlEscapes: Bool = false, _ body: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter(capacity: 16, hexControlEscapes: hexControlEscapes)
        body(&json)
        return json.withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
