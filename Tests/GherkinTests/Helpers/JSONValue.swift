import Foundation

/// A JSON value for comparing NDJSON lines regardless of key order, with every `uri` reduced to its file name.
indirect enum JSONValue: Equatable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// Reads every non-blank line of `text`.
    static func lines(_ text: String) throws -> [JSONValue] {
        try text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { line in
            try JSONValue(JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed]))
        }
    }

    init(_ object: Any) {
        switch object {
        case let string as String: self = .string(string)
        case let number as NSNumber: self = .number(number.doubleValue)
        case let array as [Any]: self = .array(array.map(JSONValue.init))
        case let dictionary as [String: Any]:
            var members: [String: JSONValue] = [:]
            for (key, value) in dictionary {
                if key == "uri", let uri = value as? String {
                    members[key] = .string((uri as NSString).lastPathComponent)
                } else {
                    members[key] = JSONValue(value)
                }
            }
            self = .object(members)
        default: self = .null
        }
    }

    var description: String {
        switch self {
        case .string(let string): "\"\(string)\""
        case .number(let number): "\(number)"
        case .bool(let bool): "\(bool)"
        case .null: "null"
        case .array(let values): "[\(values.map(\.description).joined(separator: ","))]"
        case .object(let members): "{\(members.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ","))}"
        }
    }
}
