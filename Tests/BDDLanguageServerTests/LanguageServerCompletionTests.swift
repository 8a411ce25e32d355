import BDDRuntime
import XCTest
@testable import BDDLanguageServer

@MainActor
final class LanguageServerCompletionTests: XCTestCase {
    private let uri = "file:///project/Features/belly.feature"

    func test_completion_afterAStepKeyword_offersPhrasesWithPlaceholdersHoldingAValueTheFeaturesUse() async throws {
        var session = try makeSUT()
        session.start(capabilities: ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]])
        session.open(uri, "Feature: Belly\n  Scenario: A\n    Given I have 42 cukes in my belly\n    When I \n")

        let items = try XCTUnwrap(session.result("textDocument/completion", ServerSession.at(uri, line: 3, character: 11))?["items"]?.array)

        let have = try XCTUnwrap(items.first { $0["label"] == "I have {int} cukes in my belly" })
        XCTAssertEqual(have["textEdit"]?["newText"], "I have ${1:42} cukes in my belly")
        XCTAssertEqual(have["textEdit"]?["range"], ["start": ["line": 3, "character": 9], "end": ["line": 3, "character": 11]])
        XCTAssertEqual(have["insertTextFormat"], 2)
        let eat = try XCTUnwrap(items.first { $0["label"] == "I eat {int} cukes" })
        XCTAssertEqual(eat["textEdit"]?["newText"], "I eat ${1:1} cukes")
    }

    func test_completion_phraseWithParameters_documentsEachInWordsACustomTypeInItsDescription() async throws {
        var steps = SampleSteps.library()
        steps.parameterType("money", regex: [#"\d+\.\d\d EUR"#], description: "an amount, like 9.50 EUR") { _ in 0 }
        steps.given("a price of {money} for {int} days", file: SampleSteps.file, line: 40) { (_: ScenarioContext, _: Int, _: Int) in }
        var session = try makeSUT(steps: steps)
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    Given a \n")

        let items = try XCTUnwrap(session.result("textDocument/completion", ServerSession.at(uri, line: 2, character: 12))?["items"]?.array)

        let price = try XCTUnwrap(items.first { $0["label"] == "a price of {money} for {int} days" })
        let documentation = try XCTUnwrap(price["documentation"]?.string)
        XCTAssertTrue(documentation.hasPrefix("{money}: an amount, like 9.50 EUR\n{int}: a whole number, like 3\n"), documentation)
        XCTAssertTrue(documentation.hasSuffix("BellySteps.swift:40"), documentation)
    }

    func test_completion_clientWithoutSnippets_insertsPlainText() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    Given the user \"ana\" is signed in\n    Given \n")

        let items = try XCTUnwrap(session.result("textDocument/completion", ServerSession.at(uri, line: 3, character: 10))?["items"]?.array)

        let signedIn = try XCTUnwrap(items.first { $0["label"] == "the user {string} is signed in" })
        XCTAssertEqual(signedIn["textEdit"]?["newText"], "the user \"ana\" is signed in")
        XCTAssertEqual(signedIn["insertTextFormat"], 1)
    }

    func test_completion_phrasesUsedMoreOften_sortFirst() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    When I eat 1 cukes\n    When I eat 2 cukes\n    Given I have 3 cukes in my belly\n    Then \n")

        let items = try XCTUnwrap(session.result("textDocument/completion", ServerSession.at(uri, line: 5, character: 9))?["items"]?.array)

        let ordered = items.sorted { ($0["sortText"]?.string ?? "") < ($1["sortText"]?.string ?? "") }.compactMap { $0["label"]?.string }
        XCTAssertEqual(Array(ordered.prefix(2)), ["I eat {int} cukes", "I have {int} cukes in my belly"])
    }

    func test_completion_atTheStartOfALine_offersTheDocumentsOwnKeywords() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "# language: es\nCaracterística: Barriga\n  Escenario: A\n    Cu\n")

        let items = try XCTUnwrap(session.result("textDocument/completion", ServerSession.at(uri, line: 3, character: 6))?["items"]?.array)

        let labels = items.compactMap { $0["label"]?.string }
        XCTAssertTrue(labels.contains("Cuando"), "\(labels)")
        XCTAssertTrue(labels.contains("Escenario:"), "\(labels)")
        XCTAssertFalse(labels.contains("When"), "\(labels)")
        XCTAssertEqual(items.first { $0["label"] == "Cuando" }?["textEdit"]?["newText"], "Cuando ")
    }

    func test_completion_afterAnAt_offersTheWorkspacesTags() async throws {
        var session = try makeSUT()
        session.start()
        session.open("file:///project/Features/other.feature", "@smoke @login\nFeature: Other\n  @smoke\n  Scenario: B\n    Given I have 1 cukes in my belly\n")
        session.open(uri, "@sm\nFeature: Belly\n")

        let items = try XCTUnwrap(session.result("textDocument/completion", ServerSession.at(uri, line: 0, character: 3))?["items"]?.array)

        XCTAssertEqual(items.compactMap { $0["label"]?.string }, ["@smoke", "@login"])
        XCTAssertEqual(items.first?["textEdit"]?["range"], ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 3]])
    }

    func test_completion_inAStepsText_offersNoKeywords() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    some words here\n")

        let items = try XCTUnwrap(session.result("textDocument/completion", ServerSession.at(uri, line: 2, character: 14))?["items"]?.array)

        XCTAssertEqual(items, [])
    }

    func test_completion_positionPastTheEndOfTheLine_replacesUpToTheLinesEnd() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    When I\n")

        let items = try XCTUnwrap(session.result("textDocument/completion", ServerSession.at(uri, line: 2, character: 40))?["items"]?.array)

        XCTAssertEqual(items.first?["textEdit"]?["range"], ["start": ["line": 2, "character": 9], "end": ["line": 2, "character": 10]])
    }

    // MARK: - Helpers

    private func makeSUT(steps: StepLibrary = SampleSteps.library()) throws -> ServerSession {
        let client = ClientSpy()
        let server = LanguageServer(catalog: try StepCatalog(library: steps), send: client.receive)
        return ServerSession(server: server, client: client)
    }
}
