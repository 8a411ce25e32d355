/// Writes compact JSON straight into bytes, for the messages that write themselves (`DirectJSON`) and, piece by
/// piece, for the reports that write a JSON member per step (Cucumber's JSON report).
///
/// Members are written in the order they are given: callers give them in key order, as `.sortedKeys` would.
/// Keys are static ASCII names, so they need no escaping; strings are escaped as `JSONText.writeString` does.
///
/// The bytes are in a buffer of its own, not an array: an array checks that it is uniquely referenced and has
/// room on every append, which cost several times the writing itself (`bdd gherkin` spent more on it than on
/// parsing). Every write makes room first, so no write goes past the buffer; noncopyable, so the buffer has
/// one owner, which frees it.
package struct JSONWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    /// How many bytes are written.
    package private(set) var count = 0
    private var capacity: Int
    private var needsComma = false
    /// Whether backspace and form feed are written `\u0008` and `\u000c` rather than `\b` and `\f`.
    private let hexControlEscapes: Bool

    /// A writer with room for `capacity` bytes; with `hexControlEscapes`, every control character but line feed,
    /// carriage return and tab is written as a `\u` escape, as Cucumber's JSON report has them.
    package init(capacity: Int = 256, hexControlEscapes: Bool = false) {
        self.capacity = max(capacity, 16)
        self.hexControlEscapes = hexControlEscapes
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Writes what `body` writes after the bytes `output` holds.
    static func append(to output: inout [UInt8], _ body: (inout JSONWriter) -> Void) {
        var json = JSONWriter(capacity: 512)
        body(&json)
        json.withBytes { output.append(contentsOf: $0) }
    }

    /// The bytes written so far.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage, count: count))
    }

    /// Ends a line of NDJSON: the next value starts a new one.
    mutating func newline() {
        write(UInt8(ascii: "\n"))
        needsComma = false
    }

    /// Forgets what was written, keeping the room.
    package mutating func removeAll() {
        count = 0
        needsComma = false
    }

    /// Forgets what was written after the first `count` bytes.
    package mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count)
        self.count = count
    }

    /// Writes `{`, the members `body` writes, `}`.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        write(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        write(UInt8(ascii: "}"))
        needsComma = true
    }

    // Members are inlined at each call, where the key is a constant (see `writeKey`).
    @inline(__always)
    mutating func field(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        writeKey(key)
        writeString(value)
    }

    @inline(__always)
    mutating func field(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        writeKey(key)
        writeDecimal(value)
    }

    @inline(__always)
    mutating func field(_ key: StaticString, _ value: Bool) {
        writeKey(key)
        let text: StaticString = value ? "true" : "false"
        write(text)
    }

    @inline(__always)
    mutating func field(_ key: StaticString, _ value: (some DirectJSON)?) {
        guard let value else { return }
        writeKey(key)
        value.writeJSON(to: &self)
    }

    @inline(__always)
    mutating func field(_ key: StaticString, _ values: [some DirectJSON]?) {
        guard let values else { return }
        writeKey(key)
        write(UInt8(ascii: "["))
        // Through a buffer pointer, so each element is written where it is instead of copied out first.
        values.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                if index > 0 { write(UInt8(ascii: ",")) }
                elements[index].writeJSON(to: &self)
            }
        }
        write(UInt8(ascii: "]"))
        needsComma = true
    }

    @inline(__always)
    mutating func field(_ key: StaticString, _ values: [String]?) {
        guard let values else { return }
        writeKey(key)
        write(UInt8(ascii: "["))
        for index in values.indices {
            if index > values.startIndex { write(UInt8(ascii: ",")) }
            writeString(values[index])
        }
        write(UInt8(ascii: "]"))
        needsComma = true
    }

    // MARK: - Writing bytes

    // Inlined, so the key's length and bytes are constants at each call: a call per key cost more than its bytes.
    @inline(__always)
    private mutating func writeKey(_ key: StaticString) {
        let length = key.utf8CodeUnitCount
        reserve(length + 4)
        if needsComma { put(UInt8(ascii: ",")) }
        putQuoted(UnsafeBufferPointer(start: key.utf8Start, count: length))
        put(UInt8(ascii: ":"))
        // Whatever value follows, the next member of this object needs a comma.
        needsComma = true
    }

    /// `text` as a JSON string: quote, backslash and control characters escaped as Foundation does,
    /// everything else (non-ASCII included) as its UTF-8 bytes.
    package mutating func writeString(_ text: String) {
        // Native strings lend their bytes as they are; only others (bridged ones) are copied first.
        if text.utf8.withContiguousStorageIfAvailable({ writeString(bytes: $0) }) == nil {
            var copy = text
            copy.withUTF8 { writeString(bytes: $0) }
        }
    }

    /// UTF-8 `bytes` as a JSON string, escaped as `writeString(_:)` escapes a string.
    package mutating func writeString(bytes: UnsafeBufferPointer<UInt8>) {
        // Almost no string needs escaping: checking first, a word at a time, and then copying it whole cost a
        // fraction of looking for escapes run by run.
        guard !Self.mayNeedEscaping(bytes) else { return writeEscapedString(bytes: bytes) }
        reserve(bytes.count + 2)
        putQuoted(bytes)
    }

    @inline(never)
    private mutating func writeEscapedString(bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count + 2)
        put(UInt8(ascii: "\""))
        var runStart = 0
        while true {
            let index = runStart + Self.firstEscaped(in: UnsafeBufferPointer(rebasing: bytes[runStart...]))
            guard index < bytes.count else { break }
            // Room for the run, 8 bytes of escape (6 used at most) and the rest: an array per escape cost a source
            // envelope, quotes and line breaks throughout, an allocation a line.
            reserve(index - runStart + 8 + bytes.count - index + 1)
            put(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            let byte = bytes[index]
            let escape = hexControlEscapes && (byte == 0x08 || byte == 0x0C) ? JSONText.hexEscape(of: byte) : JSONText.escape(of: byte)
            precondition(8 <= capacity - count)
            UnsafeMutableRawPointer(storage + count).storeBytes(of: escape.packed.littleEndian, as: UInt64.self)
            count += escape.count
            runStart = index + 1
        }
        put(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        put(UInt8(ascii: "\""))
    }

    /// `value` in decimal, as `JSONText.writeInteger` writes it.
    package mutating func writeDecimal(_ value: Int) {
        let magnitude = UInt64(value.magnitude)
        let digits = DecimalDigits.count(magnitude)
        reserve(digits + 1)
        if value < 0 { put(UInt8(ascii: "-")) }
        precondition(digits <= capacity - count)
        DecimalDigits.write(magnitude, count: digits, to: storage + count)
        count += digits
    }

    /// Appends `text` as it is: JSON punctuation and keys.
    package mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }

    /// Appends `bytes` as they are: JSON text written before.
    package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        put(bytes)
    }

    /// Appends `bytes` as they are: JSON text written before.
    package mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Appends one byte of JSON text as it is.
    package mutating func write(_ byte: UInt8) {
        reserve(1)
        put(byte)
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if extra > capacity - count { grow(by: extra) }
    }

    @inline(never)
    private mutating func grow(by extra: Int) {
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.initialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = grown
    }

    /// Writes into room already reserved.
    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        precondition(count < capacity)
        storage[count] = byte
        count += 1
    }

    /// Writes into room already reserved.
    @inline(__always)
    private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= capacity - count)
        Self.copy(bytes, to: storage + count)
        count += bytes.count
    }

    /// Writes `"`, `bytes` and `"` into room already reserved, checked once for all three: keys and strings are
    /// written this way a million times for `bdd gherkin`, and a check per piece cost more than the quotes.
    @inline(__always)
    private mutating func putQuoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        precondition(length + 2 <= capacity - count)
        storage[count] = UInt8(ascii: "\"")
        Self.copy(bytes, to: storage + count + 1)
        storage[count + 1 + length] = UInt8(ascii: "\"")
        count += length + 2
    }

    @inline(__always)
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to storage: UnsafeMutablePointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        let length = bytes.count
        let target = UnsafeMutableRawPointer(storage)
        let source = UnsafeRawPointer(base)
        // Keys, ids and most texts are short, and calling memcpy for them cost more than the copying: up to
        // 32 bytes go as two overlapping 16-, 8- or 4-byte moves, all within both buffers, and up to 3 as the
        // first, middle and last byte.
        if length >= 8, length <= 16 {
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            (target + length - 8).storeBytes(of: (source + length - 8).loadUnaligned(as: UInt64.self), as: UInt64.self)
        } else if length > 16, length <= 32 {
            target.storeBytes(of: source.loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
            (target + length - 16).storeBytes(
                of: (source + length - 16).loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self
            )
        } else if length >= 4, length < 8 {
            target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            (target + length - 4).storeBytes(of: (source + length - 4).loadUnaligned(as: UInt32.self), as: UInt32.self)
        } else if length < 4 {
            storage[0] = base[0]
            storage[length >> 1] = base[length >> 1]
            storage[length - 1] = base[length - 1]
        } else {
            target.copyMemory(from: source, byteCount: length)
        }
    }
}
