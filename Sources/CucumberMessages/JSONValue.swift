/// One value collected by `JSONTreeEncoder`, written out once its whole message is known (keys must be sorted).
enum JSONValue {
    case null
    case bool(Bool)
    case signed(Int64)
    case unsigned(UInt64)
    /// A number already in JSON syntax (floating-point values, which no message has).
    case number(String)
    case string(String)
    /// An object or array still held by the encoder that collected it.
    case composite(JSONTreeEncoder)

    /// A floating-point number; throws for NaN and the infinities, which JSON cannot say.
    init(_ number: Double, at codingPath: [any CodingKey]) throws {
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, EncodingError.Context(codingPath: codingPath, debugDescription: "\(number) is not a JSON number"))
        }
        self = .number("\(number)")
    }

    /// Appends the value as compact JSON, object keys in UTF-8 byte order (Foundation's `.sortedKeys`).
    func write(to output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .signed(let value): Self.writeDecimal(value.magnitude, negative: value < 0, to: &output)
        case .unsigned(let value): Self.writeDecimal(value, negative: false, to: &output)
        case .number(let text): output.append(contentsOf: text.utf8)
        case .string(let text): Self.writeString(text, to: &output)
        case .composite(let encoder): encoder.write(to: &output)
        }
    }

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

    private static func writeEscape(_ byte: UInt8, to output: inout [UInt8]) {
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

    private static func writeDecimal(_ magnitude: UInt64, negative: Bool, to output: inout [UInt8]) {
        if negative { output.append(UInt8(ascii: "-")) }
        guard magnitude >= 10 else {
            output.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        let start = output.count
        var rest = magnitude
        while rest > 0 {
            output.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        output[start...].reverse()
    }
}
