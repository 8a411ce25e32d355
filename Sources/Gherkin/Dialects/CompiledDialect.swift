import CucumberMessages

/// A dialect's keywords as UTF-8 bytes, ready for matching lines without making strings.
struct CompiledDialect: Sendable {
    /// A keyword as bytes, with the string that goes into tokens.
    struct Keyword: Sendable {
        let bytes: [UInt8]
        let text: String
    }

    /// A step keyword with the kind of step it starts.
    struct StepKeyword: Sendable {
        let keyword: Keyword
        let type: StepKeywordType
    }

    let code: String
    let feature: [Keyword]
    let rule: [Keyword]
    let background: [Keyword]
    /// Scenario keywords, then scenario outline keywords: both make a `#ScenarioLine`.
    let scenario: [Keyword]
    let examples: [Keyword]
    /// Longest first, so a keyword that prefixes another (`Le ` and `Le sa a `) loses to it.
    let steps: [StepKeyword]

    init(_ dialect: GherkinDialect) {
        code = dialect.code
        feature = dialect.feature.map(Keyword.init)
        rule = dialect.rule.map(Keyword.init)
        background = dialect.background.map(Keyword.init)
        scenario = (dialect.scenario + dialect.scenarioOutline).map(Keyword.init)
        examples = dialect.examples.map(Keyword.init)
        steps = Self.stepKeywords(of: dialect)
    }

    /// Each distinct step keyword once, with its kind when only one kind of step uses it. Keywords are compared
    /// as bytes in a short list: every dialect is compiled when the catalog is made, and hashing each keyword into
    /// a dictionary of sets cost most of the catalog's making.
    private static func stepKeywords(of dialect: GherkinDialect) -> [StepKeyword] {
        let groups: [([String], StepKeywordType)] = [
            (dialect.given, .context), (dialect.when, .action), (dialect.then, .outcome),
            (dialect.and, .conjunction), (dialect.but, .conjunction),
        ]
        var keywords: [(keyword: Keyword, type: StepKeywordType, isShared: Bool)] = []
        for (texts, type) in groups {
            for text in texts {
                let keyword = Keyword(text)
                if let known = keywords.firstIndex(where: { $0.keyword.bytes == keyword.bytes }) {
                    if keywords[known].type != type { keywords[known].isShared = true }
                } else {
                    keywords.append((keyword, type, false))
                }
            }
        }
        return keywords.enumerated()
            .sorted { lhs, rhs in
                lhs.element.keyword.bytes.count != rhs.element.keyword.bytes.count
                    ? lhs.element.keyword.bytes.count > rhs.element.keyword.bytes.count
                    : lhs.offset < rhs.offset
            }
            .map { StepKeyword(keyword: $0.element.keyword, type: $0.element.isShared ? .unknown : $0.element.type) }
    }
}

extension CompiledDialect.Keyword {
    init(_ text: String) {
        self.init(bytes: Array(text.utf8), text: text)
    }
}
