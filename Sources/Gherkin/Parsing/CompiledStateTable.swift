/// The generated state table flattened into arrays of plain values, built once, so that
/// trying a transition costs no reference counting.
struct CompiledStateTable: Sendable {
    /// A transition with its rules to open stored elsewhere, by range.
    struct Transition: Sendable {
        let token: TokenType
        let lookahead: Int
        let endRules: Int
        let startRules: Range<Int>
        let target: Int
    }

    /// Every state's transitions, state after state.
    let transitions: [Transition]
    /// The range of each state's transitions in `transitions`.
    let stateTransitions: [Range<Int>]
    /// The rules transitions open, transition after transition.
    let startRules: [RuleType]

    static let shared = CompiledStateTable(states: ParserStateTable.states)

    private init(states: [ParserState]) {
        var transitions: [Transition] = []
        var ranges: [Range<Int>] = []
        var rules: [RuleType] = []
        for state in states {
            let first = transitions.count
            for transition in state.transitions {
                let firstRule = rules.count
                rules += transition.startRules
                transitions.append(Transition(
                    token: transition.token, lookahead: transition.lookahead ?? -1, endRules: transition.endRules,
                    startRules: firstRule..<rules.count, target: transition.target
                ))
            }
            ranges.append(first..<transitions.count)
        }
        self.transitions = transitions
        self.stateTransitions = ranges
        self.startRules = rules
    }
}
