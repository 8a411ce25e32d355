import BDDRuntime
import XCTest
@testable import BDDLanguageServer

@MainActor
final class DocumentOutlineTests: XCTestCase {
    private let uri = "file:///project/Features/belly.feature"
    private let text = """
        @belly
        Feature: Belly
          Rule: Eating
            Background:
              Given I have 3 cukes in my belly
            Scenario Outline: Eat <n>
              When I eat <n> cukes
              Then I am happy
              Examples:
                | n |
                | 1 |
        # the end
        """

    func test_documentSymbol_featureWithARuleAndAnOutline_nestsFeatureRuleScenarioAndExamples() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, text)

        let feature = try XCTUnwrap(session.result("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])?.array?.first)

        XCTAssertEqual(feature["name"], "Feature: Belly")
        let rule = try XCTUnwrap(feature["children"]?.array?.first)
        XCTAssertEqual(rule["name"], "Rule: Eating")
        XCTAssertEqual(rule["children"]?.array?.map { $0["name"] }, ["Background", "Scenario Outline: Eat <n>"])
        let outline = try XCTUnwrap(rule["children"]?.array?.last)
        XCTAssertEqual(outline["children"]?.array?.first?["name"], "Examples")
        XCTAssertEqual(outline["range"]?["end"]?["line"], 10)
        XCTAssertEqual(feature["range"]?["end"]?["line"], 10)
    }

    func test_semanticTokens_fullDocument_markKeywordsTagsParametersPlaceholdersCellsAndComments() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, text)

        let data = try XCTUnwrap(session.result("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])?["data"]?.array?.compactMap(\.int))

        let tokens = SemanticTokenList(data: data)
        XCTAssertEqual(tokens.type(at: 0, 0), "decorator")
        XCTAssertEqual(tokens.type(at: 1, 0), "keyword")
        XCTAssertEqual(tokens.length(at: 1, 0), "Feature:".count)
        XCTAssertEqual(tokens.type(at: 4, 6), "keyword")
        XCTAssertEqual(tokens.type(at: 4, 19), "parameter")
        XCTAssertEqual(tokens.length(at: 4, 19), 1)
        XCTAssertEqual(tokens.type(at: 6, 17), "variable")
        XCTAssertEqual(tokens.type(at: 9, 10), "property")
        XCTAssertEqual(tokens.type(at: 10, 10), "string")
        XCTAssertEqual(tokens.type(at: 11, 0), "comment")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> ServerSession {
        let client = ClientSpy()
        let server = LanguageServer(catalog: try StepCatalog(library: SampleSteps.library()), send: client.receive)
        return ServerSession(server: server, client: client)
    }
}
