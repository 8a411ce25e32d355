import CucumberMessages
import Foundation
import Gherkin
import XCTest

/// Languages: every official one built in (Spanish, French, Japanese), the default language, keyword files, and keywords that prefix others.
final class DialectTests: XCTestCase {
    func test_parse_spanishHeader_readsEverySpanishKeyword() throws {
        let sut = makeSUT()

        let feature = try XCTUnwrap(sut.parse(Self.spanishFeature).feature)

        XCTAssertEqual(feature.language, "es")
        XCTAssertEqual(feature.keyword, "Característica")
        guard case .background(let background) = feature.children.first,
              case .rule(let rule) = feature.children.last else { return XCTFail("expected a background and a rule") }
        XCTAssertEqual(background.keyword, "Antecedentes")
        XCTAssertEqual(rule.keyword, "Regla de negocio")
        let scenarios = rule.children.compactMap { child -> Scenario? in
            if case .scenario(let scenario) = child { return scenario }
            return nil
        }
        XCTAssertEqual(scenarios.map(\.keyword), ["Escenario", "Ejemplo", "Esquema del escenario"])
        XCTAssertEqual(scenarios.last?.examples.map(\.keyword), ["Ejemplos"])
        let steps = (background.steps + scenarios.flatMap(\.steps)).map { "\($0.keyword)|\($0.keywordType?.rawValue ?? "-")" }
        XCTAssertEqual(steps, [
            "Dado |Context", "Dada |Context", "Dados |Context", "Dadas |Context",
            "Cuando |Action", "Entonces |Outcome", "Y |Conjunction", "E |Conjunction", "Pero |Conjunction",
            "* |Unknown", "Dado |Context", "Entonces |Outcome",
        ])
    }

    func test_parse_defaultLanguageSpanish_readsFilesWithoutAHeaderInSpanish() throws {
        let sut = makeSUT(defaultLanguage: "es")

        let feature = try XCTUnwrap(sut.parse("Característica: Acceso\n  Escenario: válido\n    Dado un usuario\n").feature)

        XCTAssertEqual(feature.language, "es")
        XCTAssertEqual(feature.name, "Acceso")
    }

    func test_parse_defaultLanguageSpanishAndEnglishHeader_followsTheHeader() throws {
        let sut = makeSUT(defaultLanguage: "es")

        let feature = try XCTUnwrap(sut.parse("# language: en\nFeature: Login\n").feature)

        XCTAssertEqual(feature.language, "en")
    }

    func test_parse_defaultLanguageEnglish_doesNotReadSpanishKeywords() {
        let sut = makeSUT()

        XCTAssertThrowsError(try sut.parse("Característica: Acceso\n"))
    }

    func test_parse_unknownDefaultLanguage_failsNamingItAndTheAvailableLanguages() {
        let sut = makeSUT(defaultLanguage: "xx")

        XCTAssertThrowsError(try sut.parse("Feature: Login\n")) { error in
            guard case .unsupportedLanguage("xx", let available)? = (error as? GherkinParseFailure)?.errors.first?.kind else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(["de", "en", "es", "fr", "ja"].allSatisfy(available.contains), "\(available)")
        }
    }

    func test_parse_keywordsThatPrefixOthers_prefersTheLongest() throws {
        let dialect = GherkinDialect(
            code: "xx", name: "Test", native: "Test", feature: ["Feature"], rule: ["Rule"], background: ["Background"],
            scenario: ["Scenario"], scenarioOutline: ["Outline"], examples: ["Examples"],
            given: ["Le "], when: ["When "], then: ["Le sa a "], and: ["And "], but: ["But "]
        )
        let sut = makeSUT(dialects: DialectCatalog([dialect]), defaultLanguage: "xx")

        let steps = try sut.parse("Feature: f\n  Scenario: s\n    Le sa a thing\n    Le other\n").feature?.children.first

        guard case .scenario(let scenario) = steps else { return XCTFail("expected a scenario") }
        XCTAssertEqual(scenario.steps.map(\.keyword), ["Le sa a ", "Le "])
        XCTAssertEqual(scenario.steps.map(\.text), ["thing", "other"])
    }

    func test_parse_japaneseStepKeywordsWithoutATrailingSpace_readsKeywordAndText() throws {
        let sut = makeSUT()

        let feature = try XCTUnwrap(sut.parse("# language: ja\nフィーチャ: ログイン\n  シナリオ: 正しい\n    前提ユーザーがいる\n    もし入る\n    ならば見える\n").feature)

        guard case .scenario(let scenario) = feature.children.first else { return XCTFail("expected a scenario") }
        XCTAssertEqual(feature.keyword, "フィーチャ")
        XCTAssertEqual(scenario.steps.map(\.keyword), ["前提", "もし", "ならば"])
        XCTAssertEqual(scenario.steps.map(\.text), ["ユーザーがいる", "入る", "見える"])
        XCTAssertEqual(scenario.steps.map(\.keywordType), [.context, .action, .outcome])
    }

    func test_parse_frenchHeader_readsFrenchKeywordsWithoutAKeywordFile() throws {
        let sut = makeSUT()

        let feature = try XCTUnwrap(sut.parse("# language: fr\nFonctionnalité: Connexion\n  Scénario: valide\n    Soit un utilisateur\n    Et qu'il existe\n").feature)

        guard case .scenario(let scenario) = feature.children.first else { return XCTFail("expected a scenario") }
        XCTAssertEqual(scenario.steps.map(\.keyword), ["Soit ", "Et qu'"])
        XCTAssertEqual(scenario.steps.map(\.text), ["un utilisateur", "il existe"])
    }

    func test_adding_languagesFile_addsANewLanguage() throws {
        let catalog = DialectCatalog.builtIn.adding(try DialectCatalog(json: Self.keywordFile(code: "x-test", feature: "Fonction")))

        let feature = try GherkinParser(dialects: catalog).parse("# language: x-test\nFonction: Connexion\n").feature

        XCTAssertEqual(catalog.languageCodes.count, DialectCatalog.builtIn.languageCodes.count + 1)
        XCTAssertEqual(feature?.keyword, "Fonction")
        XCTAssertEqual(feature?.language, "x-test")
    }

    func test_adding_languagesFileWithABuiltInCode_replacesItsKeywords() throws {
        let catalog = DialectCatalog.builtIn.adding(try DialectCatalog(json: Self.keywordFile(code: "fr", feature: "Fonction")))
        let sut = GherkinParser(dialects: catalog)

        let feature = try sut.parse("# language: fr\nFonction: Connexion\n").feature

        XCTAssertEqual(catalog.languageCodes, DialectCatalog.builtIn.languageCodes)
        XCTAssertEqual(feature?.keyword, "Fonction")
        XCTAssertThrowsError(try sut.parse("# language: fr\nFonctionnalité: Connexion\n"))
    }

    func test_initJSON_notTheLanguagesFormat_throwsUnreadable() {
        XCTAssertThrowsError(try DialectCatalog(json: Data(#"{"fr": {"name": "French"}}"#.utf8))) { error in
            guard case .unreadable = error as? DialectCatalogError else { return XCTFail("unexpected \(error)") }
        }
    }

    func test_initContentsOfFile_missingFile_throwsFileNotFound() {
        XCTAssertThrowsError(try DialectCatalog(contentsOfFile: "/nonexistent/gherkin-languages.json")) { error in
            XCTAssertEqual(error as? DialectCatalogError, .fileNotFound(path: "/nonexistent/gherkin-languages.json"))
        }
    }

    // MARK: - Helpers

    private func makeSUT(dialects: DialectCatalog = .builtIn, defaultLanguage: String = "en") -> GherkinParser {
        GherkinParser(dialects: dialects, defaultLanguage: defaultLanguage)
    }

    private static func keywordFile(code: String, feature: String) -> Data {
        Data(#"""
            {"\#(code)": {"name": "Test", "native": "test", "feature": ["\#(feature)"], "rule": ["Règle"],
                    "background": ["Contexte"], "scenario": ["Scénario"], "scenarioOutline": ["Plan du scénario"],
                    "examples": ["Exemples"], "given": ["* ", "Soit "], "when": ["* ", "Quand "],
                    "then": ["* ", "Alors "], "and": ["* ", "Et "], "but": ["* ", "Mais "]}}
            """#.utf8)
    }

    private static let spanishFeature = """
        # language: es
        Característica: Acceso al catálogo

          Antecedentes:
            Dado un usuario registrado
            Dada una sesión abierta
            Dados dos productos
            Dadas tres categorías

          Regla de negocio: solo usuarios con sesión
            Escenario: ver el catálogo
              Cuando abre el catálogo
              Entonces ve los productos
              Y ve las categorías
              E ve los precios
              Pero no ve los borradores

            Ejemplo: atajo
              * abre el catálogo

            Esquema del escenario: buscar <texto>
              Dado el texto "<texto>"
              Entonces ve <n> resultados

              Ejemplos:
                | texto | n |
                | pan   | 2 |
        """
}
