/// The single-value container of `JSONTreeEncoder`: the value becomes the encoder's whole content.
struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() { encoder.set(.null) }
    mutating func encode(_ value: Bool) { encoder.set(.bool(value)) }
    mutating func encode(_ value: String) { encoder.set(.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.set(try JSONValue(value, at: codingPath)) }
    mutating func encode(_ value: Float) throws { encoder.set(try JSONValue(Double(value), at: codingPath)) }
    mutating func encode(_ value: Int) { encoder.set(.signed(Int64(value))) }
    mutating func encode(_ value: Int8) { encoder.set(.signed(Int64(value))) }
    mutating func encode(_ value: Int16) { encoder.set(.signed(Int64(value))) }
    mutating func encode(_ value: Int32) { encoder.set(.signed(Int64(value))) }
    mutating func encode(_ value: Int64) { encoder.set(.signed(value)) }
    mutating func encode(_ value: UInt) { encoder.set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) { encoder.set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) { encoder.set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) { encoder.set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) { encoder.set(.unsigned(value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.set(try encoder.value(of: value))
    }
}
