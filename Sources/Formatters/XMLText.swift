/// Makes any text safe inside an XML 1.0 document.
enum XMLText {
    /// Text without the characters XML 1.0 cannot hold at all (most C0 controls, so ANSI escapes lose their ESC).
    static func removingForbiddenCharacters(_ text: String) -> String {
        guard !text.unicodeScalars.allSatisfy(isAllowed) else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter(isAllowed))
        return String(scalars)
    }

    /// An attribute value, quoted: markup characters become entities, line breaks stay as written.
    static func quotedAttribute(_ value: String) -> String {
        var xml: [UInt8] = []
        writeQuotedAttribute(value, to: &xml)
        return String(decoding: xml, as: UTF8.self)
    }

    /// A CDATA section; a `]]>` in the text is split across two sections, the only way CDATA can hold it.
    static func cdata(_ text: String) -> String {
        var xml: [UInt8] = []
        writeCDATA(text, to: &xml)
        return String(decoding: xml, as: UTF8.self)
    }

    /// `quotedAttribute(value)`, added to `xml` as UTF-8.
    static func writeQuotedAttribute(_ value: String, to xml: inout [UInt8]) {
        xml.append(UInt8(ascii: "\""))
        if isPlain(value, inAttribute: true) {
            xml.append(contentsOf: value.utf8)
        } else {
            // The markup characters are ASCII, so once the forbidden characters are gone they are escaped byte by byte.
            for byte in removingForbiddenCharacters(value).utf8 {
                switch byte {
                case UInt8(ascii: "&"): xml.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): xml.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): xml.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): xml.append(contentsOf: "&quot;".utf8)
                default: xml.append(byte)
                }
            }
        }
        xml.append(UInt8(ascii: "\""))
    }

    /// Whether `text` goes into a CDATA section as it is.
    static func isPlainCDATA(_ text: String) -> Bool {
        isPlain(text, inAttribute: false)
    }

    /// `cdata(text)`, added to `xml` as UTF-8.
    static func writeCDATA(_ text: String, to xml: inout [UInt8]) {
        xml.append(contentsOf: "<![CDATA[".utf8)
        if isPlain(text, inAttribute: false) {
            xml.append(contentsOf: text.utf8)
        } else {
            xml.append(contentsOf: removingForbiddenCharacters(text).replacing("]]>", with: "]]]]><![CDATA[>").utf8)
        }
        xml.append(contentsOf: "]]>".utf8)
    }

    /// Whether `text` can stay as it is: no control but tabs and line breaks, no `>`, and in an attribute no `&`,
    /// `<` or `"`. Any scalar led by byte EF (U+F000...U+FFFF, U+FFFE and U+FFFF among them) takes the careful way.
    ///
    /// Most texts are plain: one pass over their bytes spares building a copy scalar by scalar.
    private static func isPlain(_ text: String, inAttribute: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes {
                switch byte {
                case 0x9, 0xA, 0xD: continue
                case 0..<0x20, 0xEF, UInt8(ascii: ">"): return false
                case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: "\""): if inAttribute { return false }
                default: continue
                }
            }
            return true
        }
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
