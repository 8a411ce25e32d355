// How a writer tells, a word at a time, that a string needs no escaping: apart from the buffer it writes into.
extension JSONWriter {
    /// Whether any byte of `bytes` may need escaping, never a false no: whole words, the last one overlapping the
    /// one before, and for fewer than four bytes the first, middle and last with spaces around them.
    @inline(__always)
    static func mayNeedEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // An empty string can still have an address: it must not read the byte before it.
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        let raw = UnsafeRawPointer(base)
        let length = bytes.count
        if length >= 8 {
            var offset = 0
            while offset + 8 < length {
                if mayNeedEscaping(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
                offset += 8
            }
            return mayNeedEscaping(raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self))
        }
        let word: UInt64
        if length >= 4 {
            word = UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)) << 32
        } else {
            let spaces: UInt64 = 0x2020_2020_2000_0000
            word = spaces | UInt64(base[0]) | UInt64(base[length >> 1]) << 8 | UInt64(base[length - 1]) << 16
        }
        return mayNeedEscaping(word)
    }

    /// The offset of the first byte JSON escapes (a control character, quote or backslash), or the count.
    static func firstEscaped(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var index = 0
        // Eight bytes at a time while none can need escaping: most strings hold nothing to escape.
        while index + 8 <= bytes.count, !mayNeedEscaping(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return index
    }

    /// Whether any byte of `word` is below 0x20, a quote or a backslash (the classic zero-byte tests, never a false no).
    static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let quotes = (quote &- ones) & ~quote & highs
        let backslashes = (backslash &- ones) & ~backslash & highs
        return control | quotes | backslashes != 0
    }
}
