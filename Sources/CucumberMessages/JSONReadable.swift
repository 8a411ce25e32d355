/// A message, or a value in one, that reads itself from a parsed JSON tree.
///
/// Every message's reader is generated from one table (`generate-messages.py`, `JSONReadable+Messages.swift`);
/// the values they hold read themselves here. A fault is thrown with what was expected, and each level adds its
/// key on the way out, so the error names the field.
protocol JSONReadable {
    init(json node: JSONNode) throws(MessageDecodingError)
}

extension String: JSONReadable {
    init(json node: JSONNode) throws(MessageDecodingError) {
        guard case .string(let text) = node else { throw .mismatch(expected: "a string", found: node) }
        self = text
    }
}

extension Int: JSONReadable {
    init(json node: JSONNode) throws(MessageDecodingError) {
        guard case .number(let text) = node else { throw .mismatch(expected: "an integer", found: node) }
        guard let value = Int(text) else { throw .invalid("expected an integer, found \(text)") }
        self = value
    }
}

extension Bool: JSONReadable {
    init(json node: JSONNode) throws(MessageDecodingError) {
        guard case .bool(let value) = node else { throw .mismatch(expected: "true or false", found: node) }
        self = value
    }
}

extension Array: JSONReadable where Element: JSONReadable {
    init(json node: JSONNode) throws(MessageDecodingError) {
        guard case .array(let elements) = node else { throw .mismatch(expected: "an array", found: node) }
        self = []
        reserveCapacity(elements.count)
        for index in elements.indices {
            do throws(MessageDecodingError) {
                append(try Element(json: elements[index]))
            } catch {
                throw error.inside(index: index)
            }
        }
    }
}

/// Enums are written as their raw value.
extension JSONReadable where Self: RawRepresentable, RawValue == String {
    init(json node: JSONNode) throws(MessageDecodingError) {
        let text = try String(json: node)
        guard let value = Self(rawValue: text) else { throw .invalid("unknown value '\(text)'") }
        self = value
    }
}
