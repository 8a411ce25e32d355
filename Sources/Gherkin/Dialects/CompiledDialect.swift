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

    private static func stepKeywords(of dialect: GherkinDialect) -> [StepKeyword] {
        let groups: [([String], StepKeywordType)] = [
            (dialect.given, .context), (dialect.when, .action), (dialect.then, .outcome),
            (dialect.and, .conjunction), (dialect.but, .conjunction),
        ]
        var order: [String] = []
        var types: [String: Set<StepKeywordType>] = [:]
        for (keywords, type) in groups {
            for keyword in keywords {
                if types[keyword] == nil { order.append(keyword) }
                types[keyword, default: []].insert(type)
            }
        }
        let keywords = order.map { text in
            let kinds = types[text] ?? []
            let type = kinds.count == 1 ? kinds.first ?? .unknown : .unknown
            return StepKeyword(keyword: Keyword(text), type: type)
        }
        return keywords.enumerated()
            .sorted { lhs, rhs in
                lhs.element.keyword.bytes.count != rhs.element.keyword.bytes.count
                    ? lhs.element.keyword.bytes.count > rhs.element.keyword.bytes.count
                    : lhs.offset < rhs.offset
            }
            .map(\.element)
    }
}

extension CompiledDialect.Keyword {
    init(_ text: String) {
        self.init(bytes: Array(text.utf8), text: text)
    }
}
