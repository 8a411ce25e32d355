/// A Cucumber Expression guessed from step text, for an undefined step's snippet.
public struct GeneratedExpression: Sendable, Hashable {
    /// The expression, e.g. `I have {int} cucumbers in my {string}`.
    public let source: String
    /// The names of its parameter types, in order, e.g. `["int", "string"]`.
    public let parameterTypeNames: [String]

    /// Creates a generated expression.
    public init(source: String, parameterTypeNames: [String]) {
        self.source = source
        self.parameterTypeNames = parameterTypeNames
    }

    /// Argument names for a snippet's closure: the type names, numbered from their second use (`int`, `int2`).
    public var parameterNames: [String] {
        var uses: [String: Int] = [:]
        return parameterTypeNames.map { name in
            let count = uses[name, default: 0] + 1
            uses[name] = count
            return count == 1 ? name : "\(name)\(count)"
        }
    }
}
