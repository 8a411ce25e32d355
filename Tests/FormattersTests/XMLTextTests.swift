@testable import Formatters
import XCTest

final class XMLTextTests: XCTestCase {
    func test_removingForbiddenCharacters_dropsControlsButKeepsTabsAndLineBreaks() {
        XCTAssertEqual(XMLText.removingForbiddenCharacters("a\u{1B}[1mb\u{0}\u{8}\t\r\n\u{FFFE}ç😀"), "a[1mb\t\r\nç😀")
    }

    func test_quotedAttribute_escapesMarkupAndKeepsLineBreaks() {
        XCTAssertEqual(XMLText.quotedAttribute("<a & \"b\"> 'c'\nd"), "\"&lt;a &amp; &quot;b&quot;&gt; 'c'\nd\"")
    }

    func test_cdata_splitsEveryEndMarker() {
        XCTAssertEqual(XMLText.cdata("x]]>y]]>"), "<![CDATA[x]]]]><![CDATA[>y]]]]><![CDATA[>]]>")
    }

    func test_cdata_endMarkerMadeByRemovingAControl_isSplitToo() {
        XCTAssertEqual(XMLText.cdata("]]\u{7}>"), "<![CDATA[]]]]><![CDATA[>]]>")
    }
}
