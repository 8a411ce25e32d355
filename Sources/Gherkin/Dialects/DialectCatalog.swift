/// The languages a parser understands, by the code a `# language:` header names.
public struct DialectCatalog: Sendable {
    private let dialects: [String: GherkinDialect]
    private let compiled: [String: CompiledDialect]

    /// Every language of the official `gherkin-languages.json`, built in.
    public static let builtIn = DialectCatalog(GherkinDialect.builtInLanguages)

    /// Creates a catalog; a later dialect with the same code replaces an earlier one.
    public init(_ dialects: [GherkinDialect]) {
        var byCode: [String: GherkinDialect] = [:]
        for dialect in dialects { byCode[dialect.code] = dialect }
        self.dialects = byCode
        self.compiled = byCode.mapValues(CompiledDialect.init)
    }

    /// The codes of every language in the catalog, sorted.
    public var languageCodes: [String] { dialects.keys.sorted() }

    /// The dialect named by `code`, if the catalog has it.
    public func dialect(_ code: String) -> GherkinDialect? { dialects[code] }

    /// This catalog with `other`'s dialects added, replacing those with the same code.
    public func adding(_ other: DialectCatalog) -> DialectCatalog {
        DialectCatalog(Array(dialects.values) + Array(other.dialects.values))
    }

    func compiledDialect(_ code: String) -> CompiledDialect? { compiled[code] }
}
