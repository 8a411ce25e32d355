import Foundation
@testable import Formatters
import XCTest

final class JSONBytesTests: XCTestCase {
    func test_string_markupAndQuotes_areEscapedSoTheScriptElementCannotBeClosed() {
        XCTAssertEqual(text { $0.string("</script><!-- a & \"b\" \\ c") }, #""\u003c/script\u003e\u003c!-- a \u0026 \"b\" \\ c""#)
    }

    func test_string_notScriptSafe_leavesMarkupAndSeparatorsAsTheyAre() {
        var sut = JSONBytes()

        sut.string("<b>&\u{2028}")

        XCTAssertEqual(sut.text, "\"<b>&\u{2028}\"")
    }

    func test_string_controls_useShortEscapesForBreaksAndTabsAndHexForTheRest() {
        XCTAssertEqual(text { $0.string("a\nb\rc\td\u{0}e\u{8}f\u{1F}") }, #""a\nb\rc\td\u0000e\u0008f\u001f""#)
    }

    func test_string_lineAndParagraphSeparators_areEscapedButOtherCharactersSharingTheirLeadByteAreNot() {
        // U+2028 and U+2029 begin E2 80 like the dash (U+2014) and the euro sign (U+20AC, E2 82 AC) begins E2.
        XCTAssertEqual(text { $0.string("x\u{2028}y\u{2029}z — 5 €") }, "\"x\\u2028y\\u2029z — 5 €\"")
    }

    func test_string_separatorCutShortAtTheEnd_isCopiedAsIs() {
        XCTAssertEqual(text { $0.string("ends with é and ₀") }, "\"ends with é and ₀\"")
    }

    func test_string_anyText_isJSONThatDecodesToTheSameText() throws {
        let values = ["", "plain", "日本語 😀", "a\u{2028}\u{2029}<>&\"\\\u{7F}\u{1}", String(repeating: "ab<", count: 40)]
        for value in values {
            let json = text { $0.stringArray([value]) }

            let decoded = try JSONDecoder().decode([String].self, from: Data(json.utf8))

            XCTAssertEqual(decoded, [value], json)
        }
    }

    func test_field_afterTheFirstField_writesACommaBeforeIt() {
        let json = text {
            $0.raw("{")
            $0.field("n", -42, first: true)
            $0.field("s", "v")
            $0.raw("}")
        }

        XCTAssertEqual(json, #"{"n":-42,"s":"v"}"#)
    }

    // MARK: - Helpers

    private func text(_ build: (inout JSONBytes) -> Void) -> String {
        var json = JSONBytes(scriptSafe: true)
        build(&json)
        return json.text
    }
}
