/// The grammar's state machine: reads lines, asks the matcher what each is, and drives the builder.
///
/// Errors are collected and parsing goes on, as in the official implementations.
struct Parser<Matcher: TokenMatcher, Builder: ParserBuilder> {
    private(set) var matcher: Matcher
    private(set) var builder: Builder
    private(set) var errors = ErrorCollector()
    private let source: SourceBytes
    private let table = CompiledStateTable.shared
    private var scanner: LineScanner
    /// Lines read ahead by a lookahead, not yet consumed (nil is the end of the file).
    private var queue: [GherkinLine?] = []
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
            let line = readLine()
            state = match(state, line)
            if line == nil || errors.isOverLimit { break }
        }
        endRule()
    }

    private mutating func match(_ state: Int, _ line: GherkinLine?) -> Int {
        var token = Token(line: line, endOfFileLineNumber: scanner.endOfFileLineNumber)
        // A token type that matched but whose lookahead failed need not be matched again.
        var matched: TokenType?
        for index in table.stateTransitions[state] {
            let transition = table.transitions[index]
            guard matched == transition.token || matcher.match(transition.token, line, &token, errors: &errors) else { continue }
            matched = transition.token
            if transition.lookahead >= 0, !lookahead(ParserStateTable.lookaheads[transition.lookahead]) { continue }
            for _ in 0..<transition.endRules { endRule() }
            for rule in transition.startRules { builder.startRule(table.startRules[rule]) }
            // Handed over, not copied: a copy retains and later releases each of the token's strings and arrays.
            builder.build(consume token)
            return transition.target
        }
        errors.add(unexpected(line, token, expected: ParserStateTable.states[state].expected))
        return state
    }

    private func unexpected(_ line: GherkinLine?, _ token: Token, expected: [TokenType]) -> GherkinError {
        let names = expected.map(\.grammarName)
        guard let line else {
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
            if index == queue.count { queue.append(scanner.next()) }
            let line = queue[index]
            var token = Token(line: line, endOfFileLineNumber: scanner.endOfFileLineNumber)
            index += 1
            if lookahead.expecting.contains(where: { matcher.match($0, line, &token, errors: &errors) }) { return true }
            if !lookahead.skipping.contains(where: { matcher.match($0, line, &token, errors: &errors) }) { return false }
        }
    }

    private mutating func readLine() -> GherkinLine? {
        guard queueHead < queue.count else { return scanner.next() }
        let line = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueHead = 0
        }
        return line
    }
}
