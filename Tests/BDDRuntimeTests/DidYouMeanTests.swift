import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class DidYouMeanTests: XCTestCase {
    func test_run_withMisspeltStep_namesThePhraseItMeantBeforeTheSnippet() async throws {
        let library = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "u", steps: ["el sistema valida el formato del emial localmente"])])

        let code = try XCTUnwrap(envelopes.suggestions.first?.snippets.first?.code)
        XCTAssertEqual(code.components(separatedBy: "\n").first, #"// Did you mean "el sistema valida el formato del email localmente"?"#)
        XCTAssertTrue(code.contains("steps.given(\"el sistema valida el formato del emial localmente\")"), "the snippet still follows")
    }

    func test_run_withValueInAParametersPlace_namesThePhraseWithTheParameter() async throws {
        let library = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "u", steps: ["el catálogo muestra dos productos"])])

        let firstLine = envelopes.suggestions.first?.snippets.first?.code.components(separatedBy: "\n").first
        XCTAssertEqual(firstLine, #"// Did you mean "el catálogo muestra {int} productos"?"#, "written as the step would be, its optional (s) included")
    }

    func test_run_withAnotherSentence_suggestsNoPhrase() async throws {
        let library = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "u", steps: ["el sistema envía un correo de bienvenida"])])

        let code = try XCTUnwrap(envelopes.suggestions.first?.snippets.first?.code)
        XCTAssertFalse(code.contains("Did you mean"), code)
    }

    func test_run_withMisspeltStepOfAPhraseWithOptionalText_writesThePhraseTheWayTheStepDoes() async throws {
        var library = StepLibrary()
        library.then(#"el sistema valida el formato del email localmente( \(pasa\))"#) { (_: ScenarioContext) in }
        library.when("el usuario abre/cierra el catálogo") { (_: ScenarioContext) in }
        library.then("el catálogo muestra un producto(s)") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "u", steps: [
            "el sistema valida el formato del emial localmente (pasa)",
            "el sistema valida el formato del emial localmente",
            "el usuario cierra el catalogo",
            "el catálogo muestra un producte",
        ])], options: RunOptions(strict: false))

        let firstLines = envelopes.suggestions.compactMap { $0.snippets.first?.code.components(separatedBy: "\n").first }
        XCTAssertEqual(firstLines, [
            #"// Did you mean "el sistema valida el formato del email localmente (pasa)"?"#,
            #"// Did you mean "el sistema valida el formato del email localmente"?"#,
            #"// Did you mean "el usuario cierra el catálogo"?"#,
            #"// Did you mean "el catálogo muestra un producto"?"#,
        ])
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
