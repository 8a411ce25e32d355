/// The keyed container of `JSONTreeEncoder`: each call adds one member to the object.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) { encoder.add(.null, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) { encoder.add(.bool(value), for: key) }
    mutating func encode(_ value: String, forKey key: Key) { encoder.add(.string(value), for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { encoder.add(try JSONValue(value, at: codingPath + [key]), for: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { encoder.add(try JSONValue(Double(value), at: codingPath + [key]), for: key) }
    mutating func encode(_ value: Int, forKey key: Key) { encoder.add(.signed(Int64(value)), for: key) }
    mutating func encode(_ value: Int8, forKey key: Key) { encoder.add(.signed(Int64(value)), for: key) }
    mutating func encode(_ value: Int16, forKey key: Key) { encoder.add(.signed(Int64(value)), for: key) }
    mutating func encode(_ value: Int32, forKey key: Key) { encoder.add(.signed(Int64(value)), for: key) }
    mutating func encode(_ value: Int64, forKey key: Key) { encoder.add(.signed(value), for: key) }
    mutating func encode(_ value: UInt, forKey key: Key) { encoder.add(.unsigned(UInt64(value)), for: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { encoder.add(.unsigned(UInt64(value)), for: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { encoder.add(.unsigned(UInt64(value)), for: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { encoder.add(.unsigned(UInt64(value)), for: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { encoder.add(.unsigned(value), for: key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.add(try encoder.value(of: value, at: key), for: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = encoder.child(at: key)
        encoder.add(.composite(child), for: key)
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = encoder.child(at: key)
        encoder.add(.composite(child), for: key)
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(at: SuperKey())
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(at: key)
    }

    private func superEncoder(at key: some CodingKey) -> any Encoder {
        let child = encoder.child(at: key)
        encoder.add(.composite(child), for: key)
        return child
    }
}

/// The key `superEncoder()` encodes under, as Foundation names it.
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }

    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}
