@testable import Formatters
import XCTest

final class XMLTextTests: XCTestCase {
    func test_removingForbiddenCharacters_controlsTabsAndLineBreaks_dropsControlsOnly() {
        XCTAssertEqual(XMLText.removingForbiddenCharacters("a\u{1B}[1mb\u{0}\u{8}\t\r\n\u{FFFE}ç😀"), "a[1mb\t\r\nç😀")
    }

    func test_quotedAttribute_markupAndLineBreaks_escapesMarkupAndKeepsLineBreaks() {
        XCTAssertEqual(XMLText.quotedAttribute("<a & \"b\"> 'c'\nd"), "\"&lt;a &amp; &quot;b&quot;&gt; 'c'\nd\"")
    }

    func test_cdata_textWithEndMarkers_splitsEachOne() {
        XCTAssertEqual(XMLText.cdata("x]]>y]]>"), "<![CDATA[x]]]]><![CDATA[>y]]]]><![CDATA[>]]>")
    }

    func test_cdata_endMarkerMadeByRemovingAControl_isSplitToo() {
        XCTAssertEqual(XMLText.cdata("]]\u{7}>"), "<![CDATA[]]]]><![CDATA[>]]>")
    }

    func test_quotedAttribute_plainTextWithNoncharacters_dropsThem() {
        XCTAssertEqual(XMLText.quotedAttribute("a\u{FFFF}b\u{FFFE}ç\u{FFFD}"), "\"abç\u{FFFD}\"")
    }

    func test_cdata_plainTextWithAControlAndNoMarkup_dropsTheControl() {
        XCTAssertEqual(XMLText.cdata("a\u{1B}b\u{FFFF}\tç"), "<![CDATA[ab\tç]]>")
    }

    func test_cdata_plainText_staysAsWritten() {
        XCTAssertEqual(XMLText.cdata("Given a step ] with ] brackets\n😀"), "<![CDATA[Given a step ] with ] brackets\n😀]]>")
    }

    func test_writeQuotedAttribute_anyText_escapesMarkupAndDropsForbiddenCharacters() {
        // Markup at either end, a forbidden character after markup was already written, private-use characters
        // (led by byte EF like the noncharacters) beside markup.
        let expectations = [
            ("plain", "plain"),
            ("outline adds <a>", "outline adds &lt;a&gt;"),
            ("<a & b > c \"quoted\"", "&lt;a &amp; b &gt; c &quot;quoted&quot;"),
            ("tab\tand\nbreak", "tab\tand\nbreak"),
            ("a<b\u{1B}c&", "a&lt;bc&amp;"),
            ("bell\u{7}", "bell"),
            ("é ü 日本 <", "é ü 日本 &lt;"),
            ("non\u{FFFE}char>", "nonchar&gt;"),
            ("\u{F8FF} <private>", "\u{F8FF} &lt;private&gt;"),
            ("", ""),
        ]
        for (value, escaped) in expectations {
            var xml: [UInt8] = Array("x=".utf8)

            XMLText.writeQuotedAttribute(value, to: &xml)

            XCTAssertEqual(String(decoding: xml, as: UTF8.self), "x=\"" + escaped + "\"", value)
        }
    }

    func test_writeCDATA_anyText_writesTheBytesOfCDATA() {
        let values = ["plain", "a ]]> b", "bell\u{7} ]]", "<tag> & more"]
        for value in values {
            var xml: [UInt8] = []

            XMLText.writeCDATA(value, to: &xml)

            XCTAssertEqual(String(decoding: xml, as: UTF8.self), XMLText.cdata(value), value)
        }
    }
}
