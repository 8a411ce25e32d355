import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class DidYouMeanTests: XCTestCase {
    func test_closestPhrases_withMisspeltStep_namesThePhraseItMeant() async throws {
        let catalog = try StepCatalog(library: makeSUT())

        let phrases = catalog.closestPhrases(to: "el sistema valida el formato del emial localmente")

        XCTAssertEqual(phrases, ["el sistema valida el formato del email localmente"])
    }

    func test_closestPhrases_withValueInAParametersPlace_namesThePhraseWithTheParameter() async throws {
        let catalog = try StepCatalog(library: makeSUT())

        let phrases = catalog.closestPhrases(to: "el catálogo muestra dos productos")

        XCTAssertEqual(phrases, ["el catálogo muestra {int} productos"], "written as the step would be, its optional (s) included")
    }

    func test_closestPhrases_withAnotherSentence_namesNone() async throws {
        let catalog = try StepCatalog(library: makeSUT())

        let phrases = catalog.closestPhrases(to: "el sistema envía un correo de bienvenida")

        XCTAssertEqual(phrases, [])
    }

    func test_closestPhrases_withMisspeltStepOfAPhraseWithOptionalText_writesThePhraseTheWayTheStepDoes() async throws {
        var library = StepLibrary()
        library.then(#"el sistema valida el formato del email localmente( \(pasa\))"#) { (_: ScenarioContext) in }
        library.when("el usuario abre/cierra el catálogo") { (_: ScenarioContext) in }
        library.then("el catálogo muestra un producto(s)") { (_: ScenarioContext) in }
        let catalog = try StepCatalog(library: library)

        let phrases = [
            "el sistema valida el formato del emial localmente (pasa)",
            "el sistema valida el formato del emial localmente",
            "el usuario cierra el catalogo",
            "el catálogo muestra un producte",
        ].map { catalog.closestPhrases(to: $0).first }

        XCTAssertEqual(phrases, [
            "el sistema valida el formato del email localmente (pasa)",
            "el sistema valida el formato del email localmente",
            "el usuario cierra el catálogo",
            "el catálogo muestra un producto",
        ])
    }

    func test_run_withMisspeltStep_suggestsASnippetOfCodeOnly() async throws {
        let library = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "u", steps: ["el sistema valida el formato del emial localmente"])])

        let code = try XCTUnwrap(envelopes.suggestions.first?.snippets.first?.code)
        XCTAssertTrue(code.hasPrefix("steps.given(\"el sistema valida el formato del emial localmente\")"), code)
        XCTAssertFalse(code.contains("Did you mean"), "the phrases travel as the step definitions, not in the snippet's code: \(code)")
    }

    // MARK: - Helpers

    private func makeSUT() -> StepLibrary {
        var library = StepLibrary()
        library.then("el sistema valida el formato del email localmente") { (_: ScenarioContext) in }
        library.then("el sistema valida que el password no está vacío") { (_: ScenarioContext) in }
        library.then("el catálogo muestra {int} producto(s)") { (_: ScenarioContext, _: Int) in }
        library.then("el sistema envía las credenciales al servidor de autenticación") { (_: ScenarioContext) in }
        return library
    }
}
