/// A grammar position: the tokens that may come next and where each leads.
struct ParserState: Sendable {
    /// The tokens this position accepts, in the order official error messages list them.
    let expected: [TokenType]
    /// The ways out, tried in order; the first whose token matches (and lookahead agrees) wins.
    let transitions: [ParserTransition]
}
