/// Splits a Cucumber Expression into tokens, resolving backslash escapes.
enum CucumberExpressionTokenizer {
    /// The tokens of `expression`, framed by start-of-line and end-of-line tokens.
    static func tokenize(_ expression: String) throws(CucumberExpressionError) -> [Token] {
        let scalars = Array(expression.unicodeScalars)
        var tokens = [Token(type: .startOfLine, text: "", start: 0, end: 0)]
        var pending: (type: TokenType, text: String.UnicodeScalarView, start: Int)?
        var index = 0
        while index < scalars.count {
            let start = index
            var scalar = scalars[index]
            var type = TokenType.of(scalar)
            if scalar == "\\" {
                index += 1
                guard index < scalars.count else {
                    throw .endOfLineEscaped(expression, at: scalars.count - 1)
                }
                scalar = scalars[index]
                guard TokenType.canEscape(scalar) else { throw .cannotEscape(expression, at: index) }
                type = .text
            }
            index += 1
            // Text and white space accumulate; every other token stands alone.
            if var run = pending, run.type == type, type == .text || type == .whiteSpace {
                run.text.append(scalar)
                pending = run
                continue
            }
            if let run = pending {
                tokens.append(Token(type: run.type, text: String(run.text), start: run.start, end: start))
            }
            pending = (type, String.UnicodeScalarView([scalar]), start)
        }
        if let run = pending {
            tokens.append(Token(type: run.type, text: String(run.text), start: run.start, end: scalars.count))
        }
        tokens.append(Token(type: .endOfLine, text: "", start: scalars.count, end: scalars.count))
        return tokens
    }
}
