/// The JSON spelling of the scalars the messages hold, byte for byte as Foundation's `JSONEncoder` writes them.
public enum JSONText {
    /// Appends `text` as a JSON string: quote, backslash and control characters escaped as Foundation does,
    /// everything else (non-ASCII included) as its UTF-8 bytes, which a Swift string always holds validly.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                writeEscape(byte, to: &output)
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    static func writeEscape(_ byte: UInt8, to output: inout [UInt8]) {
        let escape = self.escape(of: byte)
        for position in 0..<escape.count {
            output.append(UInt8(truncatingIfNeeded: escape.packed >> (8 * position)))
        }
    }

    /// The escape of a byte JSON escapes (`\"`, `\\`, `\n`, `\u001f`, …): its bytes packed from the lowest one up,
    /// and how many there are (2 or 6), so a writer with room can store it whole instead of growing an array.
    @inline(__always)
    static func escape(of byte: UInt8) -> (packed: UInt64, count: Int) {
        let backslash = UInt64(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): return (backslash | UInt64(byte) << 8, 2)
        case 0x08: return (backslash | UInt64(UInt8(ascii: "b")) << 8, 2)
        case 0x0C: return (backslash | UInt64(UInt8(ascii: "f")) << 8, 2)
        case 0x0A: return (backslash | UInt64(UInt8(ascii: "n")) << 8, 2)
        case 0x0D: return (backslash | UInt64(UInt8(ascii: "r")) << 8, 2)
        case 0x09: return (backslash | UInt64(UInt8(ascii: "t")) << 8, 2)
        default: return hexEscape(of: byte)
        }
    }

    /// The `\u00XX` escape of a byte below 0x80, packed as `escape(of:)` packs it.
    @inline(__always)
    static func hexEscape(of byte: UInt8) -> (packed: UInt64, count: Int) {
        func hex(_ nibble: UInt8) -> UInt64 {
            UInt64(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10)
        }
        let backslash = UInt64(UInt8(ascii: "\\"))
        let prefix = backslash | UInt64(UInt8(ascii: "u")) << 8 | UInt64(UInt8(ascii: "0")) << 16 | UInt64(UInt8(ascii: "0")) << 24
        return (prefix | hex(byte >> 4) << 32 | hex(byte & 0xF) << 40, 6)
    }

    /// Appends `value` in decimal, as JSON writes an integer.
    public static func writeInteger(_ value: Int64, to output: inout [UInt8]) {
        writeDecimal(value.magnitude, negative: value < 0, to: &output)
    }

    private static func writeDecimal(_ magnitude: UInt64, negative: Bool, to output: inout [UInt8]) {
        if negative { output.append(UInt8(ascii: "-")) }
        guard magnitude >= 10 else {
            output.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude))
            return
        }
        // Made in a buffer on the stack (a UInt64 has at most 20 digits), then appended in one go: a digit at a time
        // into the array cost a worker a twentieth of its time.
        let count = DecimalDigits.count(magnitude)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            DecimalDigits.write(magnitude, count: count, to: digits.baseAddress!)
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[..<count]))
        }
    }
}
