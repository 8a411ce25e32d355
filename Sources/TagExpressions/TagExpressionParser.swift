/// Parses tag expressions with Dijkstra's shunting-yard algorithm, reporting errors as Cucumber does.
enum TagExpressionParser {
    private enum Token: Equatable {
        case operand(String)
        case not, and, or, open, close

        /// Binding strength: `not` binds tighter than `and`, which binds tighter than `or`.
        var precedence: Int {
            switch self {
            case .or: 0
            case .and: 1
            case .not: 2
            default: -1
            }
        }
    }

    /// The expression `text` denotes; `.always` when it holds no token.
    static func parse(_ text: String) throws(TagExpressionError) -> TagExpression {
        let tokens = try tokenize(text)
        guard !tokens.isEmpty else { return .always }
        var operators: [Token] = []
        var operands: [TagExpression] = []
        var expectsOperand = true
        for token in tokens {
            switch token {
            case .operand(let name):
                try expect(operand: true, expectsOperand, text)
                operands.append(.tag(name))
                expectsOperand = false
            case .not, .open:
                try expect(operand: true, expectsOperand, text)
                operators.append(token)
            case .and, .or:
                try expect(operand: false, expectsOperand, text)
                // Both binary operators are left-associative.
                while let top = operators.last, top != .open, token.precedence <= top.precedence {
                    try apply(operators.removeLast(), to: &operands, text)
                }
                operators.append(token)
                expectsOperand = true
            case .close:
                try expect(operand: false, expectsOperand, text)
                while let top = operators.last, top != .open {
                    try apply(operators.removeLast(), to: &operands, text)
                }
                guard operators.popLast() == .open else { throw TagExpressionError(text, "Unmatched )") }
            }
        }
        while let top = operators.popLast() {
            guard top != .open else { throw TagExpressionError(text, "Unmatched (") }
            try apply(top, to: &operands, text)
        }
        guard let result = operands.popLast() else { throw TagExpressionError(text, "Expected operand") }
        return result
    }

    private static func expect(operand: Bool, _ expectsOperand: Bool, _ text: String) throws(TagExpressionError) {
        guard operand == expectsOperand else {
            throw TagExpressionError(text, expectsOperand ? "Expected operand" : "Expected operator")
        }
    }

    private static func apply(_ token: Token, to operands: inout [TagExpression], _ text: String) throws(TagExpressionError) {
        let arity = token == .not ? 1 : 2
        guard operands.count >= arity else { throw TagExpressionError(text, "Expected operand") }
        let right = operands.removeLast()
        switch token {
        case .not: operands.append(.not(right))
        case .and: operands.append(.and(operands.removeLast(), right))
        case .or: operands.append(.or(operands.removeLast(), right))
        default: operands.append(right)
        }
    }

    /// Splits on white space and parentheses; a backslash makes the next `\`, `(`, `)` or white space literal.
    ///
    /// It reads Unicode scalars, not characters, as Cucumber's parsers read code points: a combining mark after a
    /// space or a parenthesis would otherwise merge with it into one character that is neither.
    private static func tokenize(_ text: String) throws(TagExpressionError) -> [Token] {
        var tokens: [Token] = []
        var word = String.UnicodeScalarView()
        var escaped = false
        func endWord() {
            guard !word.isEmpty else { return }
            switch String(word) {
            case "not": tokens.append(.not)
            case "and": tokens.append(.and)
            case "or": tokens.append(.or)
            case let name: tokens.append(.operand(name))
            }
            word = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if escaped {
                guard TagExpression.isEscapable(scalar) else {
                    throw TagExpressionError(text, "Illegal escape before \"\(scalar)\"")
                }
                word.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar.properties.isWhitespace {
                endWord()
            } else if scalar == "(" || scalar == ")" {
                endWord()
                tokens.append(scalar == "(" ? .open : .close)
            } else {
                word.append(scalar)
            }
        }
        // A trailing backslash escapes nothing and is dropped, as Cucumber's parsers do.
        endWord()
        return tokens
    }
}
