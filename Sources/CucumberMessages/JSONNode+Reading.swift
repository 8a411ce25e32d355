/// What the generated readers ask of a node: its members, a member's value, a required field that was there.
extension JSONNode {
    /// The members of an object, in the order written.
    func members() throws(MessageDecodingError) -> [JSONMember] {
        guard case .object(let members) = self else { throw .mismatch(expected: "an object", found: self) }
        return members
    }

    /// The value this node holds; nil for `null`, which messages write for nothing as they leave a field out.
    @inline(__always)
    func read<Value: JSONReadable>() throws(MessageDecodingError) -> Value? {
        if case .null = self { return nil }
        return try Value(json: self)
    }

    /// A field a message cannot do without, once its object is read.
    @inline(__always)
    static func required<Value>(_ value: Value?, _ key: StaticString) throws(MessageDecodingError) -> Value {
        guard let value else { throw .missing(key) }
        return value
    }

    /// What kind of value this is, for an error: `a string`, `null`.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let text): "the number \(text)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
