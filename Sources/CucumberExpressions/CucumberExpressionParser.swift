/// Builds the syntax tree of a Cucumber Expression by recursive descent over its tokens.
///
/// Grammar (after Cucumber's):
///   expression  := (alternation | optional | parameter | text)*
///   alternation := (?<=start|space|'}') alternative* ('/' alternative*)+ (?=end|space|'{')
///   alternative := optional | parameter | text
///   optional    := '(' (optional | parameter | text)* ')'
///   parameter   := '{' name* '}'
///   text        := space | ')' | '}' | any other character
struct CucumberExpressionParser {
    private typealias Result = (consumed: Int, nodes: [Node])

    /// The grammar rules a position can be tried against, in the order given.
    private enum Rule {
        case alternation, alternativeSeparator, optional, parameter, name, text
    }

    private let expression: String
    private let tokens: [Token]

    /// The syntax tree of `expression`.
    static func parse(_ expression: String) throws(CucumberExpressionError) -> Node {
        let parser = CucumberExpressionParser(
            expression: expression,
            tokens: try CucumberExpressionTokenizer.tokenize(expression)
        )
        let result = try parser.parseBetween(
            .expression, .startOfLine, .endOfLine, at: 0,
            rules: [.alternation, .optional, .parameter, .text]
        )
        return result.nodes.first ?? Node(.expression, start: 0, end: 0)
    }

    private func parse(_ rule: Rule, at index: Int) throws(CucumberExpressionError) -> Result {
        switch rule {
        case .alternation:
            try parseAlternation(at: index)
        case .alternativeSeparator:
            parseAlternativeSeparator(at: index)
        case .optional:
            try parseBetween(.optional, .beginOptional, .endOptional, at: index, rules: [.optional, .parameter, .text])
        case .parameter:
            try parseBetween(.parameter, .beginParameter, .endParameter, at: index, rules: [.name])
        case .name:
            try parseName(at: index)
        case .text:
            try parseText(at: index)
        }
    }

    private func parseText(at index: Int) throws(CucumberExpressionError) -> Result {
        let token = tokens[index]
        switch token.type {
        case .whiteSpace, .text, .endParameter, .endOptional:
            return (1, [Node(.text, token: token.text, start: token.start, end: token.end)])
        case .alternation:
            throw .alternationInOptional(expression, token)
        default:
            return (0, [])
        }
    }

    private func parseName(at index: Int) throws(CucumberExpressionError) -> Result {
        let token = tokens[index]
        switch token.type {
        case .whiteSpace, .text:
            return (1, [Node(.text, token: token.text, start: token.start, end: token.end)])
        case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
            throw .invalidParameterName(expression, token)
        default:
            return (0, [])
        }
    }

    private func parseAlternativeSeparator(at index: Int) -> Result {
        guard looking(at: index, .alternation) else { return (0, []) }
        let token = tokens[index]
        return (1, [Node(.alternative, token: token.text, start: token.start, end: token.end)])
    }

    private func parseAlternation(at index: Int) throws(CucumberExpressionError) -> Result {
        guard looking(at: index - 1, anyOf: [.startOfLine, .whiteSpace, .endParameter]) else { return (0, []) }
        let result = try parseUntil(
            anyOf: [.whiteSpace, .endOfLine, .beginParameter], from: index,
            rules: [.alternativeSeparator, .optional, .parameter, .text]
        )
        guard result.nodes.contains(where: { $0.type == .alternative }) else { return (0, []) }
        let start = tokens[index].start
        // The right-hand boundary token is not consumed.
        let end = tokens[index + result.consumed].start
        let alternatives = splitAlternatives(result.nodes, start: start, end: end)
        return (result.consumed, [Node(.alternation, nodes: alternatives, start: start, end: end)])
    }

    private func splitAlternatives(_ nodes: [Node], start: Int, end: Int) -> [Node] {
        var alternatives: [Node] = []
        var current: [Node] = []
        var currentStart = start
        for node in nodes {
            if node.type == .alternative {
                alternatives.append(Node(.alternative, nodes: current, start: currentStart, end: node.start))
                current = []
                currentStart = node.end
            } else {
                current.append(node)
            }
        }
        alternatives.append(Node(.alternative, nodes: current, start: currentStart, end: end))
        return alternatives
    }

    private func parseBetween(
        _ type: NodeType, _ begin: TokenType, _ end: TokenType, at index: Int, rules: [Rule]
    ) throws(CucumberExpressionError) -> Result {
        guard looking(at: index, begin) else { return (0, []) }
        let result = try parseUntil(anyOf: [end, .endOfLine], from: index + 1, rules: rules)
        let closing = index + 1 + result.consumed
        guard looking(at: closing, end) else {
            throw .missingEndToken(expression, begin: begin, end: end, at: tokens[index])
        }
        let node = Node(type, nodes: result.nodes, start: tokens[index].start, end: tokens[closing].end)
        return (closing + 1 - index, [node])
    }

    private func parseUntil(
        anyOf endTypes: [TokenType], from index: Int, rules: [Rule]
    ) throws(CucumberExpressionError) -> Result {
        var current = index
        var nodes: [Node] = []
        while current < tokens.count, !looking(at: current, anyOf: endTypes) {
            let result = try parseToken(at: current, rules: rules)
            // Some rule accepts every token before the end, so this only guards against looping.
            guard result.consumed > 0 else { break }
            current += result.consumed
            nodes += result.nodes
        }
        return (current - index, nodes)
    }

    private func parseToken(at index: Int, rules: [Rule]) throws(CucumberExpressionError) -> Result {
        for rule in rules {
            let result = try parse(rule, at: index)
            if result.consumed > 0 { return result }
        }
        return (0, [])
    }

    private func looking(at index: Int, anyOf types: [TokenType]) -> Bool {
        types.contains { looking(at: index, $0) }
    }

    private func looking(at index: Int, _ type: TokenType) -> Bool {
        if index < 0 { return type == .startOfLine }
        if index >= tokens.count { return type == .endOfLine }
        return tokens[index].type == type
    }
}
