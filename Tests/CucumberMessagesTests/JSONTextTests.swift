@testable import CucumberMessages
import Foundation
import XCTest

final class JSONTextTests: XCTestCase {
    func test_writeString_everyControlCharacterQuoteAndBackslash_matchesFoundationAndParsesBack() throws {
        let text = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))) + #"a"b\c/d"#

        let json = written(text)

        XCTAssertEqual(json, try foundationEncoded(text))
        XCTAssertEqual(try JSONDecoder().decode(String.self, from: Data(json.utf8)), text)
    }

    func test_writeString_nonASCIIText_matchesFoundationAndParsesBack() throws {
        let text = "café — 日本語 🥒 e\u{301} \u{2028}\u{2029} \u{7F} \u{FEFF}"

        let json = written(text)

        XCTAssertEqual(json, try foundationEncoded(text))
        XCTAssertEqual(try JSONDecoder().decode(String.self, from: Data(json.utf8)), text)
    }

    func test_writeInteger_extremesAndSmallValues_matchFoundation() throws {
        for value: Int64 in [.min, .max, -1, 0, 9, 10, -10, 1_000_000_007] {
            var bytes: [UInt8] = []

            JSONText.writeInteger(value, to: &bytes)

            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), try foundationEncoded(value))
        }
    }

    // MARK: - Helpers

    private func written(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONText.writeString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func foundationEncoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
