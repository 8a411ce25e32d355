/// Decodes `Decodable` messages from a `JSONNode`: what Foundation's `JSONDecoder` does for our messages, many
/// times cheaper. Anything it does not accept is thrown as a `DecodingError`, and `MessageDecoder` then asks
/// Foundation for its own wording.
struct JSONTreeDecoder: Decoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
        try T(from: JSONTreeDecoder(node: node, codingPath: []))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = node else { throw mismatch([String: Any].self) }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = node else { throw mismatch([Any].self) }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(node: node, codingPath: codingPath)
    }

    private func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "unexpected JSON value"))
    }

    /// A value decoded from a node, whatever its type: numbers, strings and booleans directly, the rest by `init(from:)`.
    static func value<T: Decodable>(_ type: T.Type, from node: JSONNode, at path: [any CodingKey]) throws -> T {
        let mismatch = DecodingError.typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: "unexpected JSON value"))
        switch type {
        case is String.Type:
            guard case .string(let text) = node else { throw mismatch }
            return text as! T
        case is Bool.Type:
            guard case .bool(let flag) = node else { throw mismatch }
            return flag as! T
        case is Int.Type:
            guard case .number(let text) = node, let number = Int(text) else { throw mismatch }
            return number as! T
        case is Int64.Type:
            guard case .number(let text) = node, let number = Int64(text) else { throw mismatch }
            return number as! T
        case is Int32.Type:
            guard case .number(let text) = node, let number = Int32(text) else { throw mismatch }
            return number as! T
        case is UInt64.Type:
            guard case .number(let text) = node, let number = UInt64(text) else { throw mismatch }
            return number as! T
        case is Double.Type:
            guard case .number(let text) = node, let number = Double(text) else { throw mismatch }
            return number as! T
        default:
            return try T(from: JSONTreeDecoder(node: node, codingPath: path))
        }
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [(key: String, value: JSONNode)]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool {
            members.contains { $0.key == key.stringValue }
        }

        private func member(_ key: Key) throws -> JSONNode {
            guard let found = members.first(where: { $0.key == key.stringValue }) else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
            }
            return found.value
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            guard let found = members.first(where: { $0.key == key.stringValue }) else { return true }
            if case .null = found.value { return true }
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try JSONTreeDecoder.value(type, from: try member(key), at: codingPath + [key])
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard let found = members.first(where: { $0.key == key.stringValue }) else { return nil }
            if case .null = found.value { return nil }
            return try JSONTreeDecoder.value(type, from: found.value, at: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONTreeDecoder(node: try member(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONTreeDecoder(node: try member(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            JSONTreeDecoder(node: .object(members), codingPath: codingPath)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONTreeDecoder(node: try member(key), codingPath: codingPath + [key])
        }
    }

    private struct UnkeyedContainer: UnkeyedDecodingContainer {
        let elements: [JSONNode]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> JSONNode {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(JSONNode.self, DecodingError.Context(codingPath: codingPath, debugDescription: "the array has no more elements"))
            }
            defer { currentIndex += 1 }
            return elements[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, case .null = elements[currentIndex] else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let path = codingPath + [IndexKey(intValue: currentIndex)]
            return try JSONTreeDecoder.value(type, from: try next(), at: path)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONTreeDecoder(node: try next(), codingPath: codingPath).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try JSONTreeDecoder(node: try next(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            JSONTreeDecoder(node: try next(), codingPath: codingPath)
        }
    }

    private struct SingleValue: SingleValueDecodingContainer {
        let node: JSONNode
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool {
            if case .null = node { return true }
            return false
        }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONTreeDecoder.value(type, from: node, at: codingPath)
        }
    }

    private struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }

        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { return nil }
    }
}
