/// What the parser drives as it recognises the grammar: the syntax tree builder, or a token recorder in tests.
protocol ParserBuilder {
    /// A grammar rule opens.
    mutating func startRule(_ rule: RuleType)
    /// The innermost open rule closes; building its node may find an error (e.g. a ragged table).
    mutating func endRule() throws(GherkinError)
    /// A token belongs to the innermost open rule.
    mutating func build(_ token: consuming Token)
}
