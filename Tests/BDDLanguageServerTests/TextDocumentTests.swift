import XCTest
@testable import BDDLanguageServer

final class TextDocumentTests: XCTestCase {
    func test_apply_rangeInUTF16_replacesTheCharactersItCovers() {
        var sut = TextDocument(uri: "file:///a.feature", text: "Given 😀 café\nWhen x\n")

        sut.apply("tea", in: range(0, 9, 0, 13), encoding: .utf16)

        XCTAssertEqual(sut.text, "Given 😀 tea\nWhen x\n")
    }

    func test_apply_rangeInUTF8_replacesTheBytesItCovers() {
        var sut = TextDocument(uri: "file:///a.feature", text: "Given 😀 café\nWhen x\n")

        sut.apply("tea", in: range(0, 11, 0, 16), encoding: .utf8)

        XCTAssertEqual(sut.text, "Given 😀 tea\nWhen x\n")
    }

    func test_apply_rangeAcrossLines_joinsThem() {
        var sut = TextDocument(uri: "file:///a.feature", text: "one\ntwo\nthree")

        sut.apply("", in: range(0, 3, 2, 0), encoding: .utf16)

        XCTAssertEqual(sut.text, "onethree")
        XCTAssertEqual(sut.lineCount, 1)
    }

    func test_index_positionPastTheEndOfALine_isAtItsEnd() {
        let sut = TextDocument(uri: "file:///a.feature", text: "ab\r\ncd")

        let index = sut.index(of: TextPosition(line: 0, character: 40), encoding: .utf16)

        XCTAssertEqual(sut.text[..<index], "ab")
    }

    func test_position_gherkinColumnAfterWideCharacters_countsTheirUnits() {
        let sut = TextDocument(uri: "file:///a.feature", text: "😀😀 x")

        XCTAssertEqual(sut.position(line: 1, column: 4, encoding: .utf16), TextPosition(line: 0, character: 5))
        XCTAssertEqual(sut.position(line: 1, column: 4, encoding: .utf8), TextPosition(line: 0, character: 9))
    }

    // MARK: - Helpers

    private func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> TextRange {
        TextRange(start: TextPosition(line: startLine, character: startCharacter), end: TextPosition(line: endLine, character: endCharacter))
    }
}
