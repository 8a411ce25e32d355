import AcceptanceSteps
import BDDCommandLine
import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// What a product owner editing `Features/` meets: errors in the file's own language, the phrase a misspelt step
/// meant, a scenario run from any of its lines, a tag nobody uses yet.
@MainActor
final class ProductOwnerTests: XCTestCase {
    func test_main_withEnglishStepInTheSpanishFile_namesTheSpanishKeywords() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let feature = try SpecificationRun.copyFeature(
            "catalog.feature", to: folder,
            replacing: "    Entonces la carga falla con el error invalidData\n\n  @contract @sad-path\n  Esquema",
            with: "    Then la carga falla con el error invalidData\n\n  @contract @sad-path\n  Esquema"
        )

        let run = await SpecificationRun.run([feature, "--format", "progress"])

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("a step (Dado, Cuando, Entonces, Y, Pero)"), run.output)
        XCTAssertTrue(run.output.contains("did you mean 'Entonces'?"), run.output)
        XCTAssertFalse(run.output.contains("(Given, When, Then, And, But)"), run.output)
    }

    func test_main_withMisspeltStep_suggestsThePhraseOfTheStepLibrary() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let feature = try SpecificationRun.copyFeature(
            "login.feature", to: folder,
            replacing: "And el sistema valida que el password no está vacío\n", with: "And el sistema valida que el pasword no está vacío\n"
        )

        let run = await SpecificationRun.run([feature, "--format", "progress"])

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("Did you mean \"el sistema valida que el password no está vacío\""), run.output)
        XCTAssertFalse(run.output.contains("// Did you mean"), "the snippets are code only: \(run.output)")
    }

    func test_main_withALineOfAStep_runsItsScenario() async throws {
        let path = SpecificationRun.packageRoot.appendingPathComponent("Features/login.feature").path
        let stepLine = try SpecificationRun.line(of: "And el sistema valida que el password no está vacío", in: path)

        let run = await SpecificationRun.run(["Features/login.feature:\(stepLine)", "--format", "progress"])

        XCTAssertEqual(run.status, 0, run.output + run.error)
        XCTAssertTrue(run.output.contains("1 scenario (1 passed)"), run.output)
    }

    func test_main_withATagNoScenarioHas_passesSayingSo() async {
        let run = await SpecificationRun.run(["--tags", "@nothing", "--format", "progress"])

        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.error.contains("No scenario selected"), run.error)
    }
}

@MainActor
final class PhraseCatalogueTests: XCTestCase {
    func test_steps_ofTheStepLibrary_listEveryPhraseWithItsParametersAndAnExample() async {
        let run = await SpecificationRun.run(["steps"])

        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(run.output.components(separatedBy: " · defined at ").count - 1, AcceptanceSteps.library.stepDefinitionCount)
        let entry = run.output.components(separatedBy: "\n\n").first { $0.hasPrefix("Dado que el servidor de productos responde {int} con el cuerpo:\n") }
        XCTAssertNotNil(entry, run.output)
        XCTAssertTrue(entry?.contains("{int}: a whole number") == true, entry ?? "")
        XCTAssertTrue(entry?.contains("for example: Dado que el servidor de productos responde 200 con el cuerpo:") == true, entry ?? "")
    }

    func test_steps_customParameterTypeWithADescription_isToldInItsWords() async {
        let run = await SpecificationRun.run(["steps"])

        let entry = run.output.components(separatedBy: "\n\n").first { $0.contains("el producto {string} cuesta {importe} {word}\n") }
        XCTAssertTrue(entry?.contains("    {importe}: un importe, como 29.99\n") == true, entry ?? run.output)
    }

    func test_steps_phrasesThatDifferByOneWord_areWarnedOf() async {
        let run = await SpecificationRun.run(["steps"])

        let entry = run.output.components(separatedBy: "\n\n").first { $0.hasPrefix("Given el dispositivo no tiene conexión a internet\n") }
        XCTAssertTrue(entry?.contains("not to be confused with: Dado que el dispositivo no tiene conexión a internet") == true, entry ?? run.output)
    }

    func test_steps_asJSON_giveEditorsOneObjectPerPhrase() async throws {
        let run = await SpecificationRun.run(["steps", "--format", "json"])

        let phrases = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        XCTAssertEqual(phrases.count, AcceptanceSteps.library.stepDefinitionCount)
        XCTAssertTrue(phrases.allSatisfy { ($0["location"] as? String)?.hasPrefix("Sources/AcceptanceSteps/") == true })
    }
}
