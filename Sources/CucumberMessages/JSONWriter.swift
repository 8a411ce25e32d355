/// Writes compact JSON straight into bytes, for the messages that write themselves (`DirectJSON`).
///
/// Members are written in the order they are given: callers give them in key order, as `.sortedKeys` would.
/// Keys are static ASCII names, so they need no escaping; strings go through `JSONText.writeString`.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes what `body` writes after the bytes `output` holds, in place.
    static func append(to output: inout [UInt8], _ body: (inout JSONWriter) -> Void) {
        var json = JSONWriter(capacity: 0)
        swap(&json.bytes, &output)
        body(&json)
        swap(&json.bytes, &output)
    }

    /// Writes `{`, the members `body` writes, `}`.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func field(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        writeKey(key)
        JSONText.writeString(value, to: &bytes)
    }

    mutating func field(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        writeKey(key)
        JSONText.writeInteger(Int64(value), to: &bytes)
    }

    mutating func field(_ key: StaticString, _ value: Bool) {
        writeKey(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func field(_ key: StaticString, _ value: (some DirectJSON)?) {
        guard let value else { return }
        writeKey(key)
        value.writeJSON(to: &self)
    }

    mutating func field(_ key: StaticString, _ values: [some DirectJSON]?) {
        guard let values else { return }
        writeKey(key)
        array(values) { json, value in value.writeJSON(to: &json) }
    }

    mutating func field(_ key: StaticString, _ values: [String]?) {
        guard let values else { return }
        writeKey(key)
        array(values) { json, value in JSONText.writeString(value, to: &json.bytes) }
    }

    private mutating func array<Element>(_ values: [Element], _ write: (inout JSONWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (position, value) in values.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            write(&self, value)
        }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    private mutating func writeKey(_ key: StaticString) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        // Byte by byte: appending a string's UTF-8 view goes through generic code, on every key.
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        // Whatever value follows, the next member of this object needs a comma.
        needsComma = true
    }
}
