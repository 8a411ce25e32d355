/// The grammar's state machine: reads lines, asks the matcher what each is, and drives the builder.
///
/// Errors are collected and parsing goes on, as in the official implementations.
struct Parser<Matcher: TokenMatcher, Builder: ParserBuilder> {
    private(set) var matcher: Matcher
    private(set) var builder: Builder
    private(set) var errors = ErrorCollector()
    private let source: SourceBytes
    private var scanner: LineScanner
    /// Lines read ahead by a lookahead, not yet consumed.
    private var queue: [Token] = []
    private var queueHead = 0

    /// Prepares to parse `source` from `start` (past any byte order mark).
    init(source: SourceBytes, start: Int, matcher: Matcher, builder: Builder) {
        self.source = source
        self.scanner = LineScanner(source: source, start: start)
        self.matcher = matcher
        self.builder = builder
    }

    /// Reads the whole source.
    mutating func parse() {
        builder.startRule(.gherkinDocument)
        var state = 0
        while true {
            var token = readToken()
            state = match(state, &token)
            if token.isEndOfFile || errors.isOverLimit { break }
        }
        endRule()
    }

    private mutating func match(_ state: Int, _ token: inout Token) -> Int {
        let current = ParserStateTable.states[state]
        for transition in current.transitions {
            guard matcher.match(transition.token, &token, errors: &errors) else { continue }
            if let index = transition.lookahead, !lookahead(ParserStateTable.lookaheads[index]) { continue }
            for _ in 0..<transition.endRules { endRule() }
            for rule in transition.startRules { builder.startRule(rule) }
            builder.build(token)
            return transition.target
        }
        errors.add(unexpected(token, expected: current.expected))
        return state
    }

    private func unexpected(_ token: Token, expected: [TokenType]) -> GherkinError {
        let names = expected.map(\.grammarName)
        guard let line = token.line else {
            return GherkinError(.unexpectedEndOfFile(expected: names), line: token.lineNumber, column: nil)
        }
        let got = source.trimmedString(line.textStart, line.end)
        return GherkinError(.unexpectedToken(expected: names, got: got), line: line.number, column: line.indent + 1)
    }

    private mutating func endRule() {
        do {
            try builder.endRule()
        } catch {
            errors.add(error)
        }
    }

    /// Whether the first line ahead that is not a skipped kind is an expected kind; reads ahead without consuming.
    private mutating func lookahead(_ lookahead: Lookahead) -> Bool {
        var index = queueHead
        while true {
            if index == queue.count { queue.append(scan()) }
            var token = queue[index]
            index += 1
            if lookahead.expecting.contains(where: { matcher.match($0, &token, errors: &errors) }) { return true }
            if !lookahead.skipping.contains(where: { matcher.match($0, &token, errors: &errors) }) { return false }
        }
    }

    private mutating func readToken() -> Token {
        guard queueHead < queue.count else { return scan() }
        let token = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return token
    }

    private mutating func scan() -> Token {
        guard let line = scanner.next() else { return Token(line: nil, lineNumber: scanner.endOfFileLineNumber) }
        return Token(line: line, lineNumber: line.number)
    }
}
