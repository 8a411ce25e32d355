import XCTest
@testable import BDDLanguageServer

final class MessageFramerTests: XCTestCase {
    func test_next_messageArrivingInPieces_isHandedOutOnceWhole() {
        var sut = MessageFramer()
        let framed = MessageFramer.frame(Array(#"{"a":"ñ"}"#.utf8))

        sut.append(framed.prefix(10))
        XCTAssertNil(sut.next())
        sut.append(framed.dropFirst(10).dropLast(1))
        XCTAssertNil(sut.next())
        sut.append(framed.suffix(1))

        XCTAssertEqual(sut.next(), .body(Array(#"{"a":"ñ"}"#.utf8)))
        XCTAssertNil(sut.next())
    }

    func test_frame_nonASCIIBody_countsItsLengthInBytes() {
        let framed = String(decoding: MessageFramer.frame(Array("ñ😀".utf8)), as: UTF8.self)

        XCTAssertTrue(framed.hasPrefix("Content-Length: 6\r\n\r\n"), framed)
    }

    func test_next_twoMessagesInOneChunkWithOtherHeaders_areBothHandedOut() {
        var sut = MessageFramer()

        sut.append(Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}Content-Length: 2\r\n\r\n[]".utf8))

        XCTAssertEqual(sut.next(), .body(Array("{}".utf8)))
        XCTAssertEqual(sut.next(), .body(Array("[]".utf8)))
    }

    func test_next_headerWithoutALength_isReportedAndTheNextMessageStillRead() {
        var sut = MessageFramer()

        sut.append(Array("Content-Length: lots\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))

        guard case .malformedHeader(let detail) = sut.next() else { return XCTFail("expected a malformed header") }
        XCTAssertTrue(detail.contains("Content-Length"), detail)
        XCTAssertEqual(sut.next(), .body(Array("{}".utf8)))
    }

    func test_next_bareNewlines_separateHeaderAndBody() {
        var sut = MessageFramer()

        sut.append(Array("Content-Length: 2\n\n{}".utf8))

        XCTAssertEqual(sut.next(), .body(Array("{}".utf8)))
    }
}
