/// Decides an ambiguous tag line by the first line ahead that is not one of the skipped kinds.
struct Lookahead: Sendable {
    /// Lines passed over while looking ahead.
    let skipping: [TokenType]
    /// The kinds of line that confirm the transition.
    let expecting: [TokenType]
}
