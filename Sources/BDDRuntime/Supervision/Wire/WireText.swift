/// The one escaping rule of the worker protocol's text fields, commands and events alike: a field is its UTF-8 bytes,
/// but for those up to a space and `%`, `=`, `,` and `!`, percent-encoded (`%20`), so no field holds a separator.
enum WireText {
    /// Whether `byte` is written as `%XX`.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte <= 32 || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "!")
    }

    /// Adds `text`, escaped, to `bytes`, copied in one pass when nothing needs escaping: a run writes one for every step.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: needsEscape) else { return bytes.append(contentsOf: utf8) }
            for byte in utf8 {
                guard needsEscape(byte) else {
                    bytes.append(byte)
                    continue
                }
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    /// The text `field` holds; nil when an escape is malformed (a `%` without two hex digits after it).
    static func decode(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard field.contains(UInt8(ascii: "%")) else { return String(decoding: field, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(field.count)
        var index = field.startIndex
        while index < field.endIndex {
            let byte = field[index]
            index += 1
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard index + 1 < field.endIndex, let high = hexValue(field[index]), let low = hexValue(field[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
