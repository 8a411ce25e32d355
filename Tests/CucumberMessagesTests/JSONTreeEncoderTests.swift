@testable import CucumberMessages
import Foundation
import XCTest

final class JSONTreeEncoderTests: XCTestCase {
    func test_encode_everyControlCharacterQuoteAndBackslash_matchesFoundationAndParsesBack() throws {
        let text = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init))) + #"a"b\c/d"#

        let json = try encoded(["text": text])

        XCTAssertEqual(json, try foundationEncoded(["text": text]))
        XCTAssertEqual(try parsed(json)["text"], text)
    }

    func test_encode_nonASCIIText_matchesFoundationAndParsesBack() throws {
        let text = "café — 日本語 🥒 e\u{301} \u{2028}\u{2029} \u{7F} \u{FEFF}"

        let json = try encoded(["text": text])

        XCTAssertEqual(json, try foundationEncoded(["text": text]))
        XCTAssertEqual(try parsed(json)["text"], text)
    }

    func test_encode_keysOutOfOrder_sortsThemByUTF8BytesAsFoundationDoes() throws {
        let value = ["b": 1, "a": 2, "B": 3, "é": 4, "ab": 5, "": 6]

        let json = try encoded(value)

        XCTAssertEqual(json, #"{"":6,"B":3,"a":2,"ab":5,"b":1,"é":4}"#)
        XCTAssertEqual(json, try foundationEncoded(value))
    }

    func test_encode_integerExtremesNilsAndNesting_matchFoundation() throws {
        let value = Sample(
            small: Int64.min, large: UInt64.max, byte: -128, flag: true, missing: nil,
            nested: [[:], ["z": [nil, "y"]]], empty: []
        )

        XCTAssertEqual(try encoded(value), try foundationEncoded(value))
    }

    func test_encode_nestedContainersAndSuperEncoder_writeWhatTheyWereGiven() throws {
        let json = try encoded(ManualContainers())

        XCTAssertEqual(json, #"{"list":[1,{"k":"v"},[true]],"object":{"inner":null},"super":["s"]}"#)
    }

    func test_encode_nonFiniteFloat_throwsWithThePath() {
        XCTAssertThrowsError(try encoded(["ratio": Double.nan])) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["ratio"])
        }
    }

    func test_encode_finiteFloat_writesANumberThatParsesBack() throws {
        let json = try encoded(["ratio": 0.1, "tiny": 1e-7])

        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Double]
        XCTAssertEqual(object, ["ratio": 0.1, "tiny": 1e-7])
    }

    // MARK: - Helpers

    private struct Sample: Encodable {
        let small: Int64
        let large: UInt64
        let byte: Int8
        let flag: Bool
        let missing: String?
        let nested: [[String: [String?]]]
        let empty: [Int]
    }

    /// Exercises the container calls synthesized code never makes.
    private struct ManualContainers: Encodable {
        private enum Keys: String, CodingKey {
            case list, object, inner, k
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            var element = list.nestedContainer(keyedBy: Keys.self)
            try element.encode("v", forKey: .k)
            var inner = list.nestedUnkeyedContainer()
            try inner.encode(true)
            var object = container.nestedContainer(keyedBy: Keys.self, forKey: .object)
            try object.encodeNil(forKey: .inner)
            var superContainer = container.superEncoder().unkeyedContainer()
            try superContainer.encode("s")
        }
    }

    private func encoded(_ value: some Encodable) throws -> String {
        String(decoding: try JSONTreeEncoder.encode(value), as: UTF8.self)
    }

    private func foundationEncoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func parsed(_ json: String) throws -> [String: String] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
    }
}
