/// Which scenarios of a saved feature file are new or edited since it last ran, counted as the run counts them.
struct ScenarioChanges: Equatable, Sendable {
    /// The lines that select them (`FILE:LINE`): a scenario's keyword line, or an outline's changed example row.
    var lines: [Int]
    /// How many test cases they make.
    var changed: Int
    /// How many test cases the whole file makes.
    var total: Int
}
