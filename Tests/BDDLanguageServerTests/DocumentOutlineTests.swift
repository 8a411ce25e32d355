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

        let tokens = decode(data)
        let names = SemanticTokens.TokenType.allCases.map(\.name)
        func token(_ line: Int, _ start: Int) -> (length: Int, type: String)? {
            tokens.first { $0.line == line && $0.start == start }.map { ($0.length, names[$0.type]) }
        }
        XCTAssertEqual(token(0, 0)?.type, "decorator")
        XCTAssertEqual(token(1, 0)?.length, "Feature:".count)
        XCTAssertEqual(token(1, 0)?.type, "keyword")
        XCTAssertEqual(token(4, 6)?.type, "keyword")
        XCTAssertEqual(token(4, 19)?.type, "parameter")
        XCTAssertEqual(token(4, 19)?.length, 1)
        XCTAssertEqual(token(6, 17)?.type, "variable")
        XCTAssertEqual(token(9, 10)?.type, "property")
        XCTAssertEqual(token(10, 10)?.type, "string")
        XCTAssertEqual(token(11, 0)?.type, "comment")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> ServerSession {
        let client = ClientSpy()
        let server = LanguageServer(catalog: try StepCatalog(library: SampleSteps.library()), send: client.receive)
        return ServerSession(server: server, client: client)
    }

    private func decode(_ data: [Int]) -> [(line: Int, start: Int, length: Int, type: Int)] {
        var tokens: [(Int, Int, Int, Int)] = []
        var line = 0, start = 0
        for offset in stride(from: 0, to: data.count - 4, by: 5) {
            line += data[offset]
            start = data[offset] == 0 ? start + data[offset + 1] : data[offset + 1]
            tokens.append((line, start, data[offset + 2], data[offset + 3]))
        }
        return tokens
    }
}
