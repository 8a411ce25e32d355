@testable import Gherkin

/// Records every token the parser builds, in the `.tokens` format of the official test data.
struct TokenRecorder: ParserBuilder {
    private(set) var lines: [String] = []
    /// The file being parsed, which tokens' texts point into.
    let source: SourceBytes

    mutating func startRule(_ rule: RuleType) {}

    mutating func endRule() throws(GherkinError) {}

    mutating func build(_ token: consuming Token) {
        lines.append(format(token))
    }

    /// `(line:column)Type:(keywordType)keyword/text/column:item,…`, or `EOF`.
    func format(_ token: Token) -> String {
        guard !token.isEndOfFile else { return "EOF" }
        let type = String(token.type.grammarName.dropFirst())
        let keyword = token.keyword.isEmpty ? "" : "(\(token.keywordType?.rawValue ?? ""))\(token.keyword)"
        let items = token.type == .tableRow
            ? token.cells.map { "\($0.location.column ?? 0):\($0.value)" }.joined(separator: ",")
            : token.tags.map { "\($0.location.column ?? 0):\($0.name)" }.joined(separator: ",")
        return "(\(token.lineNumber):\(token.indent + 1))\(type):\(keyword)/\(token.text.string(in: source))/\(items)"
    }
}
