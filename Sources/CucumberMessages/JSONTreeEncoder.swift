/// An `Encoder` that collects a value as a small tree, then writes it as one line of compact JSON with sorted keys.
///
/// It replaces Foundation's `JSONEncoder` for the message stream, where it was most of a run's cost: no
/// dictionaries, no dynamic casts per value, bytes appended to one buffer. One encoder per object or array.
final class JSONTreeEncoder: Encoder {
    private enum Shape {
        case empty, object, array, single
    }

    // The path is rebuilt only when asked for (never, for messages): an array per nested value would cost more than the rest.
    private unowned let parent: JSONTreeEncoder?
    private let key: (any CodingKey)?
    var codingPath: [any CodingKey] { (parent?.codingPath ?? []) + (key.map { [$0] } ?? []) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private var shape = Shape.empty
    private var members: [(key: String, value: JSONValue)] = []
    private var elements: [JSONValue] = []
    private var single = JSONValue.null

    init(parent: JSONTreeEncoder? = nil, key: (any CodingKey)? = nil) {
        self.parent = parent
        self.key = key
    }

    /// The compact JSON of `value`.
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        let root = JSONTreeEncoder()
        try root.value(of: value).write(to: &output)
        return output
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        shape = .object
        return KeyedEncodingContainer(JSONKeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        shape = .array
        return JSONUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(encoder: self)
    }

    // MARK: - What the containers fill in

    func add(_ value: JSONValue, for key: some CodingKey) {
        members.append((key.stringValue, value))
    }

    func append(_ value: JSONValue) {
        elements.append(value)
    }

    func set(_ value: JSONValue) {
        shape = .single
        single = value
    }

    /// The value `value` encodes to, encoded below `key` (nil for an array element or a single value).
    func value<T: Encodable>(of value: T, at key: (any CodingKey)? = nil) throws -> JSONValue {
        // Strings skip the child encoder: arrays of them reach here, not the containers' `encode(String)`.
        if T.self == String.self, let text = value as? String { return .string(text) }
        let child = JSONTreeEncoder(parent: self, key: key)
        try value.encode(to: child)
        return child.shape == .single ? child.single : .composite(child)
    }

    /// A fresh encoder for a nested container or a super encoder; the caller places it in this one.
    func child(at key: (any CodingKey)?) -> JSONTreeEncoder {
        JSONTreeEncoder(parent: self, key: key)
    }

    // MARK: - Writing

    func write(to output: inout [UInt8]) {
        switch shape {
        case .empty, .object:
            members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            output.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                JSONValue.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                member.value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array:
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .single:
            single.write(to: &output)
        }
    }
}
