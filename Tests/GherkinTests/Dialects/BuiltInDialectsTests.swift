import Foundation
import Gherkin
import TestSupport
import XCTest

/// The built-in languages are the official `gherkin-languages.json`, keyword for keyword, in its order.
final class BuiltInDialectsTests: XCTestCase {
    func test_builtIn_everyLanguageOfTheOfficialFile_hasExactlyItsNamesAndKeywords() throws {
        let suite = try ConformanceDirectory.suite("gherkin")
        let data = try Data(contentsOf: suite.appendingPathComponent("gherkin-languages.json"))
        // Read without DialectCatalog's decoder, so a fault there cannot hide one in the generated source.
        let official = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        let sut = DialectCatalog.builtIn

        XCTAssertEqual(sut.languageCodes, official.keys.sorted())
        for (code, entry) in official {
            let dialect = try XCTUnwrap(sut.dialect(code), code)
            XCTAssertEqual(dialect.code, code)
            XCTAssertEqual(dialect.name, entry["name"] as? String, code)
            XCTAssertEqual(dialect.native, entry["native"] as? String, code)
            for (kind, keywords) in Self.keywordKinds {
                XCTAssertEqual(dialect[keyPath: keywords], entry[kind] as? [String], "\(code) \(kind)")
            }
        }
    }

    func test_english_builtIn_hasTheOfficialKeywords() {
        let sut = GherkinDialect.english

        XCTAssertEqual(DialectCatalog.builtIn.dialect("en"), sut)
        XCTAssertEqual(sut.feature, ["Feature", "Business Need", "Ability"])
        XCTAssertEqual(sut.given, ["* ", "Given "])
    }

    func test_spanish_builtIn_hasTheOfficialNamesAndKeywords() {
        let sut = GherkinDialect.spanish

        XCTAssertEqual(DialectCatalog.builtIn.dialect("es"), sut)
        XCTAssertEqual(sut.native, "español")
        XCTAssertEqual(sut.feature, ["Característica", "Necesidad del negocio", "Requisito"])
        XCTAssertEqual(sut.given, ["* ", "Dado ", "Dada ", "Dados ", "Dadas "])
    }

    // MARK: - Helpers

    private static let keywordKinds: [(String, KeyPath<GherkinDialect, [String]> & Sendable)] = [
        ("feature", \.feature), ("rule", \.rule), ("background", \.background), ("scenario", \.scenario),
        ("scenarioOutline", \.scenarioOutline), ("examples", \.examples),
        ("given", \.given), ("when", \.when), ("then", \.then), ("and", \.and), ("but", \.but),
    ]
}
