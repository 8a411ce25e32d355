import BDDRuntime
import XCTest
@testable import BDDLanguageServer

/// A document that does not parse, as it is while it is being written: its syntax error is reported, and every
/// line that still reads as a step, a title or a tag keeps its diagnostics, navigation, outline and colours.
@MainActor
final class LanguageServerRecoveryTests: XCTestCase {
    private let uri = "file:///project/Features/barriga.feature"
    /// A misspelt scenario keyword on line 4 (0-based) and, further down, a step with a word too many.
    private let text = """
        # language: es
        Característica: Barriga
          Escenario: Empezar
            Dado I have 3 cukes in my belly
          Escenarioo: Comer
            Dado I have 3 cukes in my belly
            Cuando I eat 2 cukes now

          Esquema del escenario: Comer <n>
            Cuando I eat <n> cukes
            Ejemplos:
              | n |
              | 1 |
        """

    func test_didOpen_keywordTypoAndAnUndefinedStep_reportsBothWithTheClosestPhrase() async throws {
        var session = try makeSUT()
        session.start()

        session.open(uri, text)

        let diagnostics = session.client.diagnostics(for: uri)
        XCTAssertEqual(diagnostics.map { $0["code"]?.string }, ["parse-error", "undefined-step"])
        XCTAssertEqual(diagnostics.last?["range"]?["start"], ["line": 6, "character": 11])
        let message = try XCTUnwrap(diagnostics.last?["message"]?.string)
        XCTAssertEqual(message, "Undefined step: Cuando I eat 2 cukes now\nDid you mean \"I eat {int} cukes\"?")
    }

    func test_codeAction_undefinedStepInADocumentThatDoesNotParse_offersTheClosestPhrase() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, text)

        let actions = try XCTUnwrap(session.result("textDocument/codeAction", [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": 6, "character": 0], "end": ["line": 6, "character": 0]],
            "context": ["diagnostics": []],
        ])?.array)

        XCTAssertEqual(actions.first?["title"], "Replace with 'I eat 2 cukes'")
    }

    func test_definitionAndHover_validStepAfterTheTypo_pointToItsDefinition() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, text)

        let locations = session.result("textDocument/definition", ServerSession.at(uri, line: 5, character: 10))?.array
        let hover = session.result("textDocument/hover", ServerSession.at(uri, line: 5, character: 10))?["contents"]?["value"]?.string

        XCTAssertEqual(locations?.first?["range"]?["start"]?["line"], 9)
        XCTAssertTrue(hover?.contains("**Dado** `I have {int} cukes in my belly`") == true, hover ?? "no hover")
    }

    func test_references_fromAStepOfADocumentThatDoesNotParse_includeItsOwnSteps() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, text)

        let references = session.result("textDocument/references", [
            "textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 10], "context": ["includeDeclaration": false],
        ])?.array

        XCTAssertEqual(references?.compactMap { $0["range"]?["start"]?["line"]?.int }, [3, 5])
    }

    func test_documentSymbol_documentThatDoesNotParse_showsTheFeatureAndTheScenariosItRecognises() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, text)

        let feature = try XCTUnwrap(session.result("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])?.array?.first)

        XCTAssertEqual(feature["name"], "Característica: Barriga")
        XCTAssertEqual(feature["children"]?.array?.map { $0["name"] }, ["Escenario: Empezar", "Esquema del escenario: Comer <n>"])
        XCTAssertEqual(feature["children"]?.array?.last?["children"]?.array?.first?["name"], "Ejemplos")
        XCTAssertEqual(feature["range"]?["end"]?["line"], 12)
    }

    func test_semanticTokens_documentThatDoesNotParse_colourKeywordsParametersAndCells() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, text)

        let data = try XCTUnwrap(session.result("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])?["data"]?.array?.compactMap(\.int))

        let tokens = SemanticTokenList(data: data)
        XCTAssertEqual(tokens.type(at: 0, 0), "comment")
        XCTAssertEqual(tokens.type(at: 5, 4), "keyword")
        XCTAssertEqual(tokens.type(at: 5, 16), "parameter")
        XCTAssertEqual(tokens.type(at: 9, 17), "variable")
        XCTAssertEqual(tokens.type(at: 11, 8), "property")
        XCTAssertEqual(tokens.type(at: 12, 8), "string")
    }

    func test_formatting_documentThatDoesNotParse_changesNothingAndSaysWhy() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, text)

        let edits = session.result("textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": ["tabSize": 2, "insertSpaces": true]])

        XCTAssertEqual(edits, [])
        let message = try XCTUnwrap(session.client.notifications("window/showMessage").last?["params"]?["message"]?.string)
        XCTAssertTrue(message.hasPrefix("Not formatted: line 5 does not parse: "), message)
        XCTAssertTrue(message.contains("'Escenarioo:' is not a keyword"), message)
    }

    func test_didOpen_outlineStepWithAPlaceholderInADocumentThatDoesNotParse_isNotFlagged() async throws {
        var session = try makeSUT()
        session.start()

        session.open(uri, "Feature: Belly\n  Scenario Outline: Eat\n    When I munch <n> cukes\n    Thenn a typo\n    Examples:\n      | n |\n      | 1 |\n")

        XCTAssertEqual(session.client.diagnostics(for: uri).map { $0["code"]?.string }, ["parse-error"])
    }

    // MARK: - Helpers

    private func makeSUT() throws -> ServerSession {
        let client = ClientSpy()
        let server = LanguageServer(catalog: try StepCatalog(library: SampleSteps.library()), send: client.receive)
        return ServerSession(server: server, client: client)
    }
}
