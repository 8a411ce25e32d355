import CucumberMessages
import Foundation

/// A JSON value as the protocol carries it: what a request's parameters hold and what a response is built of.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The member `key` of an object; nil for another value or a missing key.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The whole number, if this is one (a double with no fraction counts).
    public var int: Int? {
        switch self {
        case .int(let number): number
        case .double(let number) where number.rounded() == number && abs(number) < 1e15: Int(number)
        default: nil
        }
    }

    /// The Boolean, if this is one.
    public var bool: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The elements, if this is an array.
    public var array: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// Parses one JSON text with the package's one JSON reader (`JSONNode`); throws when it is not JSON.
    public static func parse(_ data: Data) throws -> JSONValue {
        let node = try Array(data).withUnsafeBufferPointer { bytes throws(MessageDecodingError) in try JSONNode.parse(bytes) }
        return JSONValue(node)
    }

    /// The protocol's value of a parsed node: a number is a whole number when it is written as one and fits.
    init(_ node: JSONNode) {
        switch node {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let written): self = Int(written).map(JSONValue.int) ?? .double(Double(written) ?? 0)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        // A repeated key keeps its last value.
        case .object(let members): self = .object(Dictionary(members.map { ($0.key, JSONValue($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// The value as compact JSON text.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Encoding a JSONValue cannot fail: every case is a plain JSON value and doubles are finite.
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }
}

/// Written with Foundation's encoder; read only through `JSONNode`.
extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value.isFinite ? value : 0)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
}
