@testable import BDDRuntime
import XCTest

final class WireTextTests: XCTestCase {
    func test_decode_ofWhatAppendWrote_isTheTextForEveryByteThatNeedsEscaping() {
        let texts = ["plain", "", "a b\tc\nd", "%41 is not A", "k=v,w!", "日本 €", String(UnicodeScalar(1))]

        for text in texts {
            var bytes: [UInt8] = []
            WireText.append(text, to: &bytes)

            XCTAssertFalse(bytes.contains { $0 <= 32 || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ",") }, text)
            XCTAssertEqual(decode(bytes), text)
        }
    }

    func test_decode_escapeCutShortOrNotHex_isNil() {
        XCTAssertNil(decode(Array("ab%4".utf8)))
        XCTAssertNil(decode(Array("ab%zz".utf8)))
        XCTAssertNil(decode(Array("%".utf8)))
    }

    private func decode(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { WireText.decode($0[...]) }
    }
}
