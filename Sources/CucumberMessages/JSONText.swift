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
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
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
        // Made backwards in a buffer on the stack (a UInt64 has at most 20 digits), then appended in one go: a digit
        // at a time into the array cost a worker a twentieth of its time.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var position = digits.count
            var rest = magnitude
            repeat {
                let quotient = rest / 10
                position -= 1
                digits[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest &- quotient &* 10)
                rest = quotient
            } while rest > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[position...]))
        }
    }
}
