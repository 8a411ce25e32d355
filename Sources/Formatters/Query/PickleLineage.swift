import CucumberMessages

/// Where a pickle comes from in its Gherkin document: feature, rule, scenario and, for an outline, the examples row.
struct PickleLineage: Sendable {
    var feature: Feature
    var rule: Rule?
    var scenario: Scenario
    var example: Example?

    /// The examples row a pickle of an outline was made from, with both positions counted from zero.
    struct Example: Sendable {
        /// The Examples block holding the row.
        var block: Examples
        var examplesIndex: Int
        var row: TableRow
        var rowIndex: Int
    }
}
