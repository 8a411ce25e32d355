import Foundation

extension DialectCatalog {
    /// Reads every language of a file in the official `gherkin-languages.json` format.
    public init(json: Data) throws(DialectCatalogError) {
        let entries: [String: KeywordEntry]
        do {
            entries = try JSONDecoder().decode([String: KeywordEntry].self, from: json)
        } catch {
            throw .unreadable(reason: String(describing: error))
        }
        self.init(entries.map { code, entry in entry.dialect(code: code) })
    }

    /// Reads the languages of the `gherkin-languages.json`-format file at `path`.
    public init(contentsOfFile path: String) throws(DialectCatalogError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .fileNotFound(path: path)
        }
        try self.init(json: data)
    }
}

/// One language as the JSON file spells it.
private struct KeywordEntry: Decodable {
    let name: String
    let native: String
    let feature: [String]
    let rule: [String]
    let background: [String]
    let scenario: [String]
    let scenarioOutline: [String]
    let examples: [String]
    let given: [String]
    let when: [String]
    let then: [String]
    let and: [String]
    let but: [String]

    func dialect(code: String) -> GherkinDialect {
        GherkinDialect(
            code: code, name: name, native: native,
            feature: feature, rule: rule, background: background,
            scenario: scenario, scenarioOutline: scenarioOutline, examples: examples,
            given: given, when: when, then: then, and: and, but: but
        )
    }
}
