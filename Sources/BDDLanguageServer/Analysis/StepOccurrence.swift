import BDDRuntime
import CucumberMessages

/// One step line of a feature file and what it binds to: once for a scenario's step, once per Examples row for a
/// Scenario Outline's, whose text changes with each row.
struct StepOccurrence: Sendable {
    /// The text a step has in one test case, and the definitions that text matches.
    struct Binding: Sendable {
        let text: String
        /// The 1-based line of the Examples row that gave the text; nil outside a Scenario Outline.
        let exampleRowLine: Int?
        let matches: [StepCatalog.Match]
    }

    /// The 1-based line.
    let line: Int
    /// The 1-based column of the keyword, in Unicode scalars as Gherkin counts.
    let column: Int
    /// The keyword as written, with its trailing space when the language has one (`Dado `).
    let keyword: String
    /// The text after the keyword as written; an outline's keeps its `<placeholders>`.
    let text: String
    /// Given, When or Then, with And and But resolved to the step before them.
    var type: PickleStepType?
    let hasDataTable: Bool
    let hasDocString: Bool
    /// Whether the step belongs to a Scenario Outline.
    let isInOutline: Bool
    var bindings: [Binding]

    /// The 1-based column where the text starts.
    var textColumn: Int { column + keyword.unicodeScalars.count }

    /// Every definition any of the step's texts matches.
    var definitionIndices: Set<Int> {
        Set(bindings.flatMap { $0.matches.map(\.definition) })
    }

    /// The binding to show for the step as written: the text itself outside an outline, else its first row's.
    var primaryBinding: Binding? { bindings.first }
}
