import CucumberMessages

/// One line of a feature file as the token matcher recognises it on its own, whatever the grammar expects there.
public struct RecognisedLine: Sendable, Equatable {
    /// What the line is: a keyword line, a step, tags, a table row, a doc string's delimiter or content, a comment.
    public let type: TokenType
    /// The 1-based line number.
    public let line: Int
    /// The 1-based column of the keyword, tag or text, in Unicode scalars as Gherkin counts.
    public let column: Int
    /// The keyword as the dialect spells it: `Escenario` (no colon), `Dado ` (with its space); empty for other lines.
    public let keyword: String
    /// For a step, the kind its keyword starts (`And` and `But` are `.conjunction`).
    public let keywordType: StepKeywordType?
    /// A title's name, a step's text, a comment or a doc string's line; empty for tags and table rows.
    public let text: String
    /// The tags of a tag line.
    public let tags: [Tag]
    /// The cells of a table row.
    public let cells: [TableCell]
}
