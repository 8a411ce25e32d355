/// The parameters of a Cucumber expression in a product owner's words: `{int}` takes "a whole number, like 3".
public enum ParameterWords {
    /// One `{name}` of an expression and what it takes.
    public struct Parameter: Sendable, Hashable {
        /// The parameter as written, braces included: `{int}`.
        public let name: String
        /// What it takes, in words.
        public let words: String
    }

    /// Each `{name}` of `expression`, in order; escaped braces are text, not parameters. A custom type is told in
    /// the words of its description (`descriptions`, by name) when it has one.
    public static func parameters(in expression: String, descriptions: [String: String] = [:]) -> [Parameter] {
        var found: [Parameter] = []
        var rest = Substring(expression)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let escaped = open > rest.startIndex && rest[rest.index(before: open)] == "\\"
            if !escaped {
                let name = String(rest[rest.index(after: open)..<close])
                found.append(Parameter(name: "{\(name)}", words: descriptions[name] ?? words(forParameter: name)))
            }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// What a value of the parameter type `name` looks like.
    public static func words(forParameter name: String) -> String {
        switch name {
        case "int", "byte", "short", "long", "biginteger": "a whole number, like 3"
        case "float", "double", "bigdecimal": "a number, like 9.50"
        case "string": "a text in quotes, like \"hello\""
        case "word": "one word without spaces"
        case "": "anything"
        default: "a \(name)"
        }
    }

    /// A value of the parameter type `name`, for a placeholder when no step gives one.
    public static func example(forParameter name: String) -> String {
        switch name {
        case "int", "byte", "short", "long", "biginteger": "1"
        case "float", "double", "bigdecimal": "1.5"
        case "string": "\"text\""
        case "word": "word"
        case "": "value"
        default: name
        }
    }
}
