import CucumberMessages
import Foundation
import XCTest

final class MessageLineReaderTests: XCTestCase {
    func test_next_overLinesLongerThanABlock_givesEveryLineWholeWithItsNumberAndOffset() throws {
        let lines = (0..<50).map { String(repeating: Character(UnicodeScalar(UInt8(97 + $0 % 26))), count: 1 + $0 * 7) }
        let path = try write(lines.joined(separator: "\n") + "\n")
        let sut = try makeSUT(path: path, blockSize: 64)

        var read: [(Int, Int, String)] = []
        while let line = try sut.next() { read.append((line.number, line.offset, String(decoding: line.bytes, as: UTF8.self))) }

        XCTAssertEqual(read.map(\.2), lines)
        XCTAssertEqual(read.map(\.0), Array(1...50))
        var offset = 0
        for (number, found, text) in read {
            XCTAssertEqual(found, offset, "line \(number)")
            offset += text.utf8.count + 1
        }
    }

    func test_next_withALastLineWithoutLineFeedAndCarriageReturns_givesItWithoutThem() throws {
        let sut = MessageLineReader(text: "one\r\ntwo\n\nthree", path: "memory")

        var read: [String] = []
        while let line = try sut.next() { read.append(String(decoding: line.bytes, as: UTF8.self)) }

        XCTAssertEqual(read, ["one", "two", "", "three"])
    }

    func test_bytes_atALineFoundEarlier_readsItAgain() throws {
        let path = try write("{\"a\":1}\n{\"b\":2}\n")
        let sut = try makeSUT(path: path, blockSize: 16)
        _ = try sut.next()
        let second = try XCTUnwrap(try sut.next())
        let (offset, length) = (second.offset, second.bytes.count)

        XCTAssertEqual(String(decoding: try sut.bytes(at: offset, length: length), as: UTF8.self), "{\"b\":2}")
    }

    func test_init_withAMissingFileOrAFolder_throwsSayingWhy() {
        XCTAssertThrowsError(try MessageLineReader(path: "/nonexistent/stream.ndjson")) { error in
            XCTAssertEqual("\(error)", "Could not read '/nonexistent/stream.ndjson': no such file")
        }
        XCTAssertThrowsError(try MessageLineReader(path: NSTemporaryDirectory())) { error in
            XCTAssertTrue("\(error)".hasSuffix("it is a folder"), "\(error)")
        }
    }

    func test_messageName_ofEnvelopeLines_namesTheMessageWithoutDecodingIt() {
        XCTAssertEqual(name(#"{"testCase":{"id":"1"}}"#), "testCase")
        XCTAssertEqual(name(#"  { "pickle" : {}}"#), "pickle")
        XCTAssertNil(name("[1,2]"))
        XCTAssertNil(name(#"{"unterminated"#))
    }

    private func name(_ line: String) -> String? {
        var line = line
        return line.withUTF8 { MessageDecoder.messageName(of: $0) }
    }

    private func makeSUT(path: String, blockSize: Int) throws -> MessageLineReader {
        let descriptor = open(path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        return MessageLineReader(descriptor: descriptor, path: path, ownsDescriptor: true, blockSize: blockSize)
    }

    private func write(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "lines-\(UUID().uuidString).ndjson"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
