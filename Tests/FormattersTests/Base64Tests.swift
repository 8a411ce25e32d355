@testable import Formatters
import Foundation
import XCTest

final class Base64Tests: XCTestCase {
    func test_append_textsOfEveryLengthModuloThree_writesWhatFoundationWrites() {
        for text in ["", "h", "he", "hel", "hello", "héllo wörld ✓", String(repeating: "\u{0}\u{FF}", count: 40)] {
            var sut: [UInt8] = []

            Base64.append(encoding: text, to: &sut)

            XCTAssertEqual(String(decoding: sut, as: UTF8.self), Data(text.utf8).base64EncodedString(), text)
        }
    }

    func test_decodedText_whatFoundationEncodes_isTheTextAgain() {
        for text in ["", "h", "he", "hel", "hello", "héllo wörld ✓", String(repeating: "\u{0}\u{7F}", count: 40)] {
            let encoded = Data(text.utf8).base64EncodedString(options: .lineLength64Characters)

            XCTAssertEqual(Base64.decodedText(encoded), text, encoded)
        }
    }
}
