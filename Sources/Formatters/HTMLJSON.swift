/// A JSON text built piece by piece, safe to embed in an HTML `<script>` element.
///
/// `<`, `>` and `&` are written as `\u` escapes so no string of the run (a step's text, an error, an attachment)
/// can close the script element or open a comment; U+2028 and U+2029 are escaped for older JavaScript parsers.
struct HTMLJSON {
    private(set) var text = ""

    mutating func raw(_ piece: String) {
        text += piece
    }

    mutating func string(_ value: String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "<": text += "\\u003c"
            case ">": text += "\\u003e"
            case "&": text += "\\u0026"
            case "\u{2028}": text += "\\u2028"
            case "\u{2029}": text += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    /// `"key":` followed by the string, with a leading comma unless it opens its object.
    mutating func field(_ key: String, _ value: String, first: Bool = false) {
        text += first ? "\"\(key)\":" : ",\"\(key)\":"
        string(value)
    }

    /// `"key":` followed by the number, with a leading comma unless it opens its object.
    mutating func field(_ key: String, _ value: Int64, first: Bool = false) {
        text += first ? "\"\(key)\":\(value)" : ",\"\(key)\":\(value)"
    }

    mutating func stringArray(_ values: [String]) {
        text += "["
        for (position, value) in values.enumerated() {
            if position > 0 { text += "," }
            string(value)
        }
        text += "]"
    }
}
