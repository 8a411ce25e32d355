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
