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
}
