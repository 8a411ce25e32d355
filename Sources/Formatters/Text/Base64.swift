/// Base64 (RFC 4648, with padding), for reports that carry binary attachments as text.
enum Base64 {
    private static let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

    /// Appends the Base64 of `text`'s UTF-8 bytes to `output`.
    static func append(encoding text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            let symbols = alphabet.utf8Start
            output.reserveCapacity(output.count + (bytes.count + 2) / 3 * 4)
            var index = 0
            while index + 2 < bytes.count {
                let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                for shift in [18, 12, 6, 0] as [UInt32] { output.append(symbols[Int(group >> shift & 0x3F)]) }
                index += 3
            }
            let left = bytes.count - index
            guard left > 0 else { return }
            let group = UInt32(bytes[index]) << 16 | (left == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            output.append(symbols[Int(group >> 18 & 0x3F)])
            output.append(symbols[Int(group >> 12 & 0x3F)])
            output.append(left == 2 ? symbols[Int(group >> 6 & 0x3F)] : UInt8(ascii: "="))
            output.append(UInt8(ascii: "="))
        }
    }

    /// The text whose UTF-8 bytes `base64` encodes (invalid UTF-8 repaired); characters outside the alphabet, such as
    /// line breaks, are passed over, and decoding stops at the padding.
    static func decodedText(_ base64: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(base64.utf8.count / 4 * 3)
        var group: UInt32 = 0
        var count = 0
        for symbol in base64.utf8 {
            guard symbol != UInt8(ascii: "=") else { break }
            guard let value = value(of: symbol) else { continue }
            group = group << 6 | value
            count += 1
            if count == 4 {
                bytes.append(UInt8(group >> 16 & 0xFF))
                bytes.append(UInt8(group >> 8 & 0xFF))
                bytes.append(UInt8(group & 0xFF))
                group = 0
                count = 0
            }
        }
        if count == 3 {
            bytes.append(UInt8(group >> 10 & 0xFF))
            bytes.append(UInt8(group >> 2 & 0xFF))
        } else if count == 2 {
            bytes.append(UInt8(group >> 4 & 0xFF))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func value(of symbol: UInt8) -> UInt32? {
        switch symbol {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(symbol - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(symbol - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(symbol - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
