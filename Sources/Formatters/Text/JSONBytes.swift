import CucumberMessages

/// A JSON text built piece by piece as UTF-8, when asked safe to embed in an HTML `<script>` element.
///
/// Script-safe, `<`, `>` and `&` are written as `\u` escapes so no string of the run (a step's text, an error, an
/// attachment) can close the script element or open a comment, and U+2028 and U+2029 are escaped for older
/// JavaScript parsers; otherwise they stay as they are, for reports people read as files.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []
    private let scriptSafe: Bool

    init(scriptSafe: Bool = false) {
        self.scriptSafe = scriptSafe
    }

    /// The text so far, for the pieces written once per run.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts again with no text, keeping the storage for the next piece.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    mutating func raw(_ piece: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
    }

    mutating func raw(_ piece: [UInt8]) {
        bytes.append(contentsOf: piece)
    }

    /// Appends `value` in decimal.
    mutating func number(_ value: Int64) {
        JSONText.writeInteger(value, to: &bytes)
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Most strings of a run need no escape at all: a tight scan says so, and they are copied in one piece.
            if !scriptSafe, !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
                return
            }
            // Runs of plain bytes are copied whole.
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escape: StaticString?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case UInt8(ascii: "<") where scriptSafe: escape = "\\u003c"
                case UInt8(ascii: ">") where scriptSafe: escape = "\\u003e"
                case UInt8(ascii: "&") where scriptSafe: escape = "\\u0026"
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
                case 0xE2 where scriptSafe && index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                case 0..<0x20: escape = nil
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                if let escape {
                    raw(escape)
                } else {
                    let hex: StaticString = "0123456789abcdef"
                    raw("\\u00")
                    bytes.append(hex.utf8Start[Int(byte >> 4)])
                    bytes.append(hex.utf8Start[Int(byte & 0xF)])
                }
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `"key":` followed by the string, with a leading comma unless it opens its object.
    mutating func field(_ key: StaticString, _ value: String, first: Bool = false) {
        self.key(key, first: first)
        string(value)
    }

    /// `"key":` followed by the number, with a leading comma unless it opens its object.
    mutating func field(_ key: StaticString, _ value: Int64, first: Bool = false) {
        self.key(key, first: first)
        number(value)
    }

    /// Appends `text` Base64-encoded as a JSON string, or as it is when it already is Base64.
    mutating func base64(_ text: String, alreadyEncoded: Bool) {
        guard !alreadyEncoded else { return string(text) }
        bytes.append(UInt8(ascii: "\""))
        Base64.append(encoding: text, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func stringArray(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (position, value) in values.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            string(value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"key":`, with a leading comma unless it opens its object.
    mutating func key(_ key: StaticString, first: Bool = false) {
        raw(first ? "\"" : ",\"")
        raw(key)
        raw("\":")
    }
}
