/// The parser's states, generated from the grammar (see `ParserStateTable.swift`).
enum ParserStateTable {}

/// A grammar position: the tokens that may come next and where each leads.
struct ParserState: Sendable {
    /// The tokens this position accepts, in the order official error messages list them.
    let expected: [TokenType]
    /// The ways out, tried in order; the first whose token matches (and lookahead agrees) wins.
    let transitions: [ParserTransition]
}

/// One way out of a parser state.
struct ParserTransition: Sendable {
    /// The token that takes this way.
    let token: TokenType
    /// The index in `ParserStateTable.lookaheads` of a check on the lines ahead, if any.
    let lookahead: Int?
    /// How many open rules this token closes before anything else.
    let endRules: Int
    /// The rules it then opens, outermost first.
    let startRules: [RuleType]
    /// The state it leads to.
    let target: Int

    init(_ token: TokenType, lookahead: Int? = nil, endRules: Int = 0, startRules: [RuleType] = [], target: Int) {
        self.token = token
        self.lookahead = lookahead
        self.endRules = endRules
        self.startRules = startRules
        self.target = target
    }
}

/// Decides an ambiguous tag line by the first line ahead that is not one of the skipped kinds.
struct Lookahead: Sendable {
    /// Lines passed over while looking ahead.
    let skipping: [TokenType]
    /// The kinds of line that confirm the transition.
    let expecting: [TokenType]
}
