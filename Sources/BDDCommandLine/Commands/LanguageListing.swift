import Gherkin

/// The text of `--i18n-languages` and `--i18n-keywords LANG`: aligned columns, one row per language or keyword.
enum LanguageListing {
    /// Every language of `catalog`: code, English name, native name.
    static func languages(in catalog: DialectCatalog) -> String {
        let rows = catalog.languageCodes.compactMap(catalog.dialect).map { [$0.code, $0.name, $0.native] }
        return table([["ISO 639-1", "ENGLISH NAME", "NATIVE NAME"]] + rows)
    }

    /// The keywords of `dialect`, one row per kind of keyword.
    static func keywords(of dialect: GherkinDialect) -> String {
        let kinds: [(String, [String])] = [
            ("feature", dialect.feature), ("rule", dialect.rule), ("background", dialect.background),
            ("scenario", dialect.scenario), ("scenarioOutline", dialect.scenarioOutline), ("examples", dialect.examples),
            ("given", dialect.given), ("when", dialect.when), ("then", dialect.then), ("and", dialect.and), ("but", dialect.but),
        ]
        let rows = kinds.map { kind, words in [kind, words.map { "\"\($0)\"" }.joined(separator: ", ")] }
        return table([["ENGLISH KEYWORD", "NATIVE KEYWORDS"]] + rows)
    }

    private static func table(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }
}
