import CucumberMessages
import Gherkin
import XCTest
@testable import BDDLanguageServer

final class FeatureLayoutTests: XCTestCase {
    private let messy = """
        # language: es
          @catálogo   
        Característica: Catálogo
        Una descripción
              # un comentario
            Escenario: Precios
        Dado que hay productos:
                | nombre | precio |
          | café con leche | 2.50 |
              | 抹茶ラテ | 3 |
              | a \\| b | 1 |
               Entonces la lista muestra:
                  \"\"\"
                    texto
                  sangrado
                  \"\"\"

          Esquema del escenario: <n>
              Cuando como <n>
            Ejemplos:
            | n |
                | 1 |
        """

    func test_format_messyFeature_nestsByTwoSpacesAndAlignsTablesByDisplayWidth() throws {
        let formatted = try format(messy)

        let lines = formatted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[1], "@catálogo")
        XCTAssertEqual(lines[2], "Característica: Catálogo")
        XCTAssertEqual(lines[3], "  Una descripción")
        XCTAssertEqual(lines[4], "  # un comentario")
        XCTAssertEqual(lines[5], "  Escenario: Precios")
        XCTAssertEqual(lines[6], "    Dado que hay productos:")
        XCTAssertEqual(lines[7], "      | nombre         | precio |")
        XCTAssertEqual(lines[8], "      | café con leche | 2.50   |")
        XCTAssertEqual(lines[9], "      | 抹茶ラテ       | 3      |")
        XCTAssertEqual(lines[10], "      | a \\| b         | 1      |")
        XCTAssertEqual(lines[11], "    Entonces la lista muestra:")
        XCTAssertEqual(lines[18], "    Cuando como <n>")
        XCTAssertEqual(lines[19], "    Ejemplos:")
        XCTAssertEqual(lines[20], "      | n |")
        XCTAssertEqual(lines[21], "      | 1 |")
    }

    func test_format_docString_movesWithItsStepAndKeepsItsContent() throws {
        let formatted = try format(messy)

        XCTAssertEqual(try docStringContents(formatted), try docStringContents(messy))
        XCTAssertTrue(formatted.contains("      \"\"\"\n        texto\n      sangrado\n      \"\"\""), formatted)
    }

    func test_format_messyDocument_keepsThePickles() throws {
        let formatted = try format(messy)

        XCTAssertEqual(try pickles(formatted), try pickles(messy))
    }

    func test_format_formattedText_staysAsItIs() throws {
        let once = try format(messy)

        XCTAssertEqual(try format(once), once)
    }

    func test_format_rule_nestsItsScenariosOneLevelDeeper() throws {
        let formatted = try format("Feature: F\nRule: R\nScenario: S\nGiven x\n")

        XCTAssertEqual(formatted, "Feature: F\n  Rule: R\n    Scenario: S\n      Given x\n")
    }

    // MARK: - Helpers

    private func format(_ text: String) throws -> String {
        FeatureLayout.format(text, document: try GherkinParser().parse(text))
    }

    private func pickles(_ text: String) throws -> [[String]] {
        var ids = IncrementingIdGenerator()
        return PickleCompiler.compile(try GherkinParser().parse(text), ids: &ids).map { pickle in
            [pickle.name] + pickle.steps.map { step in
                step.text + (step.argument?.dataTable.map { "\($0.rows.map { $0.cells.map(\.value) })" } ?? "") + (step.argument?.docString?.content ?? "")
            }
        }
    }

    private func docStringContents(_ text: String) throws -> [String] {
        try pickles(text).flatMap { $0 }.filter { $0.contains("texto") }
    }
}
