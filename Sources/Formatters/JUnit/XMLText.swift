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
    ///
    /// One pass over the bytes, copying the runs between markup characters whole; a byte that may start a character
    /// XML cannot hold sends the value the careful way, scalar by scalar; byte by byte, every name of a large
    /// report would pay for each of its characters.
    static func writeQuotedAttribute(_ value: String, to xml: inout [UInt8]) {
        xml.append(UInt8(ascii: "\""))
        let start = xml.count
        var text = value
        if !text.withUTF8({ appendEscapingMarkup($0, to: &xml, stoppingAtForbidden: true) }) {
            xml.removeSubrange(start...)
            var allowed = removingForbiddenCharacters(value)
            _ = allowed.withUTF8 { appendEscapingMarkup($0, to: &xml, stoppingAtForbidden: false) }
        }
        xml.append(UInt8(ascii: "\""))
    }

    /// Adds `bytes` with `&`, `<`, `>` and `"` as entities; false, part written, at the first byte that may start a
    /// forbidden character when `stoppingAtForbidden`.
    private static func appendEscapingMarkup(_ bytes: UnsafeBufferPointer<UInt8>, to xml: inout [UInt8], stoppingAtForbidden: Bool) -> Bool {
        var run = 0
        for (position, byte) in bytes.enumerated() where !isPlain(byte, mask: attributeMask) {
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            default:
                if stoppingAtForbidden { return false }
                continue
            }
            xml.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<position]))
            xml.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            run = position + 1
        }
        xml.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        return true
    }

    /// Whether `text` goes into a CDATA section as it is.
    static func isPlainCDATA(_ text: String) -> Bool {
        isPlain(text, inAttribute: false)
    }

    /// `cdata(text)`, added to `xml` as UTF-8.
    static func writeCDATA(_ text: String, to xml: inout [UInt8]) {
        xml.appendLiteral("<![CDATA[")
        if isPlain(text, inAttribute: false) {
            xml.appendUTF8(text)
        } else {
            xml.append(contentsOf: removingForbiddenCharacters(text).replacing("]]>", with: "]]]]><![CDATA[>").utf8)
        }
        xml.appendLiteral("]]>")
    }

    /// Whether `text` can stay as it is: no control but tabs and line breaks, no `>`, and in an attribute no `&`,
    /// `<` or `"`. Any scalar led by byte EF (U+F000...U+FFFF, U+FFFE and U+FFFF among them) takes the careful way.
    ///
    /// Most texts are plain: one pass over their bytes spares building a copy scalar by scalar.
    private static func isPlain(_ text: String, inAttribute: Bool) -> Bool {
        let mask = inAttribute ? attributeMask : cdataMask
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { isPlain($0, mask: mask) } }
    }

    /// Bit N set: byte N (below 64) is not plain. Controls (0x00...0x1F) but tab, line feed and carriage return;
    /// and `>` (0x3E).
    private static var cdataMask: UInt64 { 0xFFFF_D9FF | 1 << 0x3E }

    /// `cdataMask` and the markup characters of an attribute: `&` (0x26), `<` (0x3C) and `"` (0x22).
    private static var attributeMask: UInt64 { cdataMask | 1 << 0x26 | 1 << 0x3C | 1 << 0x22 }

    /// A byte test by mask rather than by cases: it runs over every byte of every name in a report.
    @inline(__always)
    private static func isPlain(_ byte: UInt8, mask: UInt64) -> Bool {
        byte < 64 ? mask & (1 << UInt64(byte)) == 0 : byte != 0xEF
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
