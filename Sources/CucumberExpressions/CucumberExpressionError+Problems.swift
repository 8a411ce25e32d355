// The official problems, worded exactly as Cucumber's conformance suites expect.
extension CucumberExpressionError {
    static func endOfLineEscaped(_ expression: String, at index: Int) -> Self {
        syntax(
            expression, at: index, pointer: pointer(at: index),
            problem: "The end of line can not be escaped",
            solution: #"You can use '\\' to escape the '\'"#
        )
    }

    static func cannotEscape(_ expression: String, at index: Int) -> Self {
        syntax(
            expression, at: index, pointer: pointer(at: index),
            problem: #"Only the characters '{', '}', '(', ')', '\', '/' and whitespace can be escaped"#,
            solution: #"If you did mean to use an '\' you can use '\\' to escape it"#
        )
    }

    static func missingEndToken(_ expression: String, begin: TokenType, end: TokenType, at token: Token) -> Self {
        syntax(
            expression, at: token.start, pointer: pointer(from: token.start, to: token.end),
            problem: "The '\(begin.symbol)' does not have a matching '\(end.symbol)'",
            solution: "If you did not intend to use \(begin.purpose) you can use '\\\(begin.symbol)' to escape the \(begin.purpose)"
        )
    }

    static func alternationInOptional(_ expression: String, _ token: Token) -> Self {
        syntax(
            expression, at: token.start, pointer: pointer(from: token.start, to: token.end),
            problem: "An alternation can not be used inside an optional",
            solution: #"If you did not mean to use an alternation you can use '\/' to escape the '/'. "#
                + "Otherwise rephrase your expression or consider using a regular expression instead."
        )
    }

    static func invalidParameterName(_ expression: String, _ token: Token) -> Self {
        syntax(
            expression, at: token.start, pointer: pointer(from: token.start, to: token.end),
            problem: #"Parameter names may not contain '{', '}', '(', ')', '\' or '/'"#,
            solution: "Did you mean to use a regular expression?"
        )
    }

    static func alternativeMayNotBeEmpty(_ expression: String, _ node: Node) -> Self {
        syntax(
            expression, at: node.start, pointer: pointer(from: node.start, to: node.end),
            problem: "Alternative may not be empty",
            solution: #"If you did not mean to use an alternative you can use '\/' to escape the '/'"#
        )
    }

    static func alternativeOnlyOptionals(_ expression: String, _ node: Node) -> Self {
        syntax(
            expression, at: node.start, pointer: pointer(from: node.start, to: node.end),
            problem: "An alternative may not exclusively contain optionals",
            solution: #"If you did not mean to use an optional you can use '\(' to escape the '('"#
        )
    }

    static func optionalMayNotBeEmpty(_ expression: String, _ node: Node) -> Self {
        syntax(
            expression, at: node.start, pointer: pointer(from: node.start, to: node.end),
            problem: "An optional must contain some text",
            solution: #"If you did not mean to use an optional you can use '\(' to escape the '('"#
        )
    }

    static func parameterInOptional(_ expression: String, _ node: Node) -> Self {
        syntax(
            expression, at: node.start, pointer: pointer(from: node.start, to: node.end),
            problem: "An optional may not contain a parameter type",
            solution: #"If you did not mean to use an parameter type you can use '\{' to escape the '{'"#
        )
    }

    static func optionalInOptional(_ expression: String, _ node: Node) -> Self {
        syntax(
            expression, at: node.start, pointer: pointer(from: node.start, to: node.end),
            problem: "An optional may not contain an other optional",
            solution: #"If you did not mean to use an optional type you can use '\(' to escape the '('. "#
                + "For more complicated expressions consider using a regular expression instead."
        )
    }

    static func undefinedParameterType(_ expression: String, _ node: Node, name: String) -> Self {
        let message = format(
            expression, at: node.start, pointer: pointer(from: node.start, to: node.end),
            problem: "Undefined parameter type '\(name)'",
            solution: "Please register a ParameterType for '\(name)'"
        )
        return Self(.undefinedParameterType(name: name), message)
    }

    private static func syntax(
        _ expression: String, at index: Int, pointer: String, problem: String, solution: String
    ) -> Self {
        Self(.syntax, format(expression, at: index, pointer: pointer, problem: problem, solution: solution))
    }

    private static func format(
        _ expression: String, at index: Int, pointer: String, problem: String, solution: String
    ) -> String {
        "This Cucumber Expression has a problem at column \(index + 1):\n\n\(expression)\n\(pointer)\n\(problem).\n\(solution)"
    }

    /// A caret under column `index` (code points).
    private static func pointer(at index: Int) -> String {
        String(repeating: " ", count: index) + "^"
    }

    /// Carets under the first and last columns of `start..<end`, dashes between.
    private static func pointer(from start: Int, to end: Int) -> String {
        guard start + 1 < end else { return pointer(at: start) }
        return pointer(at: start) + String(repeating: "-", count: end - start - 2) + "^"
    }
}
