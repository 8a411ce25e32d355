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
        if isPlain(value, markup: [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")]) {
            return "\"" + value + "\""
        }
        var escaped = "\""
        for scalar in removingForbiddenCharacters(value).unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// A CDATA section; a `]]>` in the text is split across two sections, the only way CDATA can hold it.
    static func cdata(_ text: String) -> String {
        if isPlain(text, markup: [UInt8(ascii: ">")]) { return "<![CDATA[" + text + "]]>" }
        let safe = removingForbiddenCharacters(text).replacing("]]>", with: "]]]]><![CDATA[>")
        return "<![CDATA[" + safe + "]]>"
    }

    /// Whether `text` holds no forbidden character and none of the `markup` bytes, so it stays as it is.
    ///
    /// Most texts are plain: one pass over their bytes spares building a copy scalar by scalar.
    private static func isPlain(_ text: String, markup: [UInt8]) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte < 0x20, byte != 0x9, byte != 0xA, byte != 0xD { return false }
            // EF BF BE and EF BF BF encode U+FFFE and U+FFFF.
            if previous == (0xEF, 0xBF), byte >= 0xBE { return false }
            if markup.contains(byte) { return false }
            previous = (previous.1, byte)
        }
        return true
    }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
