/// The unkeyed container of `JSONTreeEncoder`: each call appends one element to the array.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    private(set) var count = 0

    init(encoder: JSONTreeEncoder) {
        self.encoder = encoder
    }

    mutating func encodeNil() { append(.null) }
    mutating func encode(_ value: Bool) { append(.bool(value)) }
    mutating func encode(_ value: String) { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try JSONValue(value, at: codingPath)) }
    mutating func encode(_ value: Float) throws { append(try JSONValue(Double(value), at: codingPath)) }
    mutating func encode(_ value: Int) { append(.signed(Int64(value))) }
    mutating func encode(_ value: Int8) { append(.signed(Int64(value))) }
    mutating func encode(_ value: Int16) { append(.signed(Int64(value))) }
    mutating func encode(_ value: Int32) { append(.signed(Int64(value))) }
    mutating func encode(_ value: Int64) { append(.signed(value)) }
    mutating func encode(_ value: UInt) { append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) { append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) { append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) { append(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) { append(.unsigned(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try encoder.value(of: value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = encoder.child(at: nil)
        append(.composite(child))
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = encoder.child(at: nil)
        append(.composite(child))
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = encoder.child(at: nil)
        append(.composite(child))
        return child
    }

    private mutating func append(_ value: JSONValue) {
        encoder.append(value)
        count += 1
    }
}
