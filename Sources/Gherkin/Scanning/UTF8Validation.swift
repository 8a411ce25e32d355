/// Finds the first byte that breaks UTF-8, so bad input becomes a parse error instead of garbled text.
enum UTF8Validation {
    /// The offset of the first byte of the first invalid sequence, or nil when all of `bytes` is UTF-8.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            // ASCII runs dominate feature files: skip them eight bytes at a time.
            while index + 8 <= count,
                  UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return nil }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let width = sequenceLength(at: index, in: bytes) else { return index }
            index += width
        }
        return nil
    }

    private static func sequenceLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let lead = bytes[index]
        let width: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: width = 2
        case 0xE0: width = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: width = 3
        case 0xED: width = 3; high = 0x9F
        case 0xF0: width = 4; low = 0x90
        case 0xF1...0xF3: width = 4
        case 0xF4: width = 4; high = 0x8F
        default: return nil
        }
        guard index + width <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return nil }
        for offset in 2..<width where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return width
    }
}
