/// An object's key as its bytes in the line, compared with the names a reader knows without making a string.
struct JSONKey {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Inlined where the name is a literal, so that its length is known and only one branch below is left.
    @inline(__always)
    static func == (key: JSONKey, name: StaticString) -> Bool {
        let count = name.utf8CodeUnitCount
        guard key.bytes.count == count else { return false }
        guard count > 0, let base = key.bytes.baseAddress else { return true }
        // A word at a time rather than a byte: every member of every message is matched so. Both sides hold `count`
        // bytes, so each load stays inside both: whole words from the front, then the last word from the end
        // (overlapping), or under eight bytes, a half or quarter word from each end.
        let lhs = UnsafeRawPointer(base), rhs = UnsafeRawPointer(name.utf8Start)
        func same<Word: FixedWidthInteger>(_: Word.Type, at offset: Int) -> Bool {
            lhs.loadUnaligned(fromByteOffset: offset, as: Word.self) == rhs.loadUnaligned(fromByteOffset: offset, as: Word.self)
        }
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                guard same(UInt64.self, at: offset) else { return false }
                offset += 8
            }
            return same(UInt64.self, at: count - 8)
        }
        if count >= 4 { return same(UInt32.self, at: 0) && same(UInt32.self, at: count - 4) }
        if count >= 2 { return same(UInt16.self, at: 0) && same(UInt16.self, at: count - 2) }
        return same(UInt8.self, at: 0)
    }
}
