import Gherkin

/// Where a step line's keyword ends, read as the parser reads it: the longest step keyword of the document's
/// language at the start of the line (`Dado `, or `前提` in a language that writes no space after it).
struct StepKeywordLine {
    /// The keyword as written.
    let keyword: String
    /// The line's text after the keyword.
    let rest: Substring

    init?(_ line: Substring, dialect: GherkinDialect) {
        let text = line.drop { $0 == " " || $0 == "\t" }
        let keywords = Set(dialect.given + dialect.when + dialect.then + dialect.and + dialect.but).sorted { $0.count > $1.count }
        guard let keyword = keywords.first(where: { text.hasPrefix($0) }) else { return nil }
        self.keyword = keyword
        rest = text.dropFirst(keyword.count)
    }
}
