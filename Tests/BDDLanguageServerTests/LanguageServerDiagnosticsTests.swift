import BDDRuntime
import XCTest
@testable import BDDLanguageServer

@MainActor
final class LanguageServerDiagnosticsTests: XCTestCase {
    private let uri = "file:///project/Features/belly.feature"

    func test_didOpen_undefinedStepCloseToAPhrase_warnsOnTheStepTextAndNamesThePhrase() async throws {
        var session = try makeSUT()
        session.start()

        session.open(uri, feature(steps: ["Given I have 3 cukes in my bely", "When I eat 2 cukes"]))

        let diagnostics = session.client.diagnostics(for: uri)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["code"], "undefined-step")
        XCTAssertEqual(diagnostics.first?["severity"], 2)
        XCTAssertEqual(diagnostics.first?["range"], range(line: 3, from: 10, to: 35))
        let message = try XCTUnwrap(diagnostics.first?["message"]?.string)
        XCTAssertEqual(message, "Undefined step: Given I have 3 cukes in my bely\nDid you mean \"I have {int} cukes in my belly\"?", "a run's words")
    }

    func test_didOpen_ambiguousStep_namesEveryMatchingDefinitionAndItsPlace() async throws {
        var session = try makeSUT()
        session.start()

        session.open(uri, feature(steps: ["Then I am happy"]))

        let diagnostic = try XCTUnwrap(session.client.diagnostics(for: uri).first)
        XCTAssertEqual(diagnostic["code"], "ambiguous-step")
        XCTAssertEqual(diagnostic["severity"], 1)
        let message = try XCTUnwrap(diagnostic["message"]?.string)
        XCTAssertEqual(message, """
            Ambiguous step: Then I am happy
            Multiple step definitions match:
              I am {word} - /project/Sources/Steps/BellySteps.swift:26
              I am happy  - /project/Sources/Steps/BellySteps.swift:30
            """, "a run's words: its headline, then its result's message")
        XCTAssertEqual(diagnostic["relatedInformation"]?.array?.count, 2)
    }

    func test_didOpen_outlineRowThatMakesAStepUndefined_isFlaggedOnThatRow() async throws {
        var session = try makeSUT()
        session.start()
        let text = """
            Feature: Belly
              Scenario Outline: Eating
                Given I have <start> cukes in my belly
                When I eat <eat> cukes

                Examples:
                  | start | eat  |
                  | 12    | 5    |
                  | 20    | some |
            """

        session.open(uri, text)

        let diagnostics = session.client.diagnostics(for: uri)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"], 8)
        let message = try XCTUnwrap(diagnostics.first?["message"]?.string)
        XCTAssertEqual(message, "With this row, the step on line 4 reads:\nUndefined step: When I eat some cukes\nDid you mean \"I eat {int} cukes\"?")
    }

    func test_didOpen_outlineStepUndefinedForEveryRow_isFlaggedOnTheStepOnce() async throws {
        var session = try makeSUT()
        session.start()
        let text = """
            Feature: Belly
              Scenario Outline: Eating
                When I munch <eat> cukes

                Examples:
                  | eat |
                  | 5   |
                  | 7   |
            """

        session.open(uri, text)

        let diagnostics = session.client.diagnostics(for: uri)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["range"]?["start"]?["line"], 2)
        XCTAssertEqual(diagnostics.first?["message"]?.string, "Undefined step: When I munch 5 cukes\nDid you mean \"I eat {int} cukes\"?\nNo row of its Examples makes it match a step definition.")
    }

    func test_didOpen_misspeltSpanishKeyword_saysWhichKeywordItResemblesAndNothingAfterIt() async throws {
        var session = try makeSUT()
        session.start()
        let text = """
            # language: es
            Característica: Barriga
              Escenario: Empezar
                Dado I have 3 cukes in my belly
              Escenarioo: Comer
                Dado I have 3 cukes in my belly
                Cuando I eat 2 cukes
            """

        session.open(uri, text)

        let diagnostics = session.client.diagnostics(for: uri)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?["code"], "parse-error")
        XCTAssertEqual(diagnostics.first?["range"]?["start"], ["line": 4, "character": 2])
        let message = try XCTUnwrap(diagnostics.first?["message"]?.string)
        XCTAssertTrue(message.contains("'Escenarioo:' is not a keyword: did you mean 'Escenario:'?"), message)
    }

    func test_didOpen_unknownLanguage_isReportedOnTheHeader() async throws {
        var session = try makeSUT()
        session.start()

        session.open(uri, "# language: xx\nFeature: Belly\n")

        let message = try XCTUnwrap(session.client.diagnostics(for: uri).first?["message"]?.string)
        XCTAssertTrue(message.contains("Language not supported: xx"), message)
    }

    func test_didChange_incrementalEdit_publishesTheNewDiagnosticsWithTheVersion() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, feature(steps: ["Given I have 3 cukes in my bely"]))

        session.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["range": range(line: 3, from: 33, to: 35), "text": "lly"]],
        ])

        let last = try XCTUnwrap(session.client.notifications("textDocument/publishDiagnostics").last?["params"])
        XCTAssertEqual(last["version"], 2)
        XCTAssertEqual(last["diagnostics"], [])
    }

    func test_didChange_fullText_replacesTheDocument() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, feature(steps: ["Given I have 3 cukes in my belly"]))

        session.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["text": .string(feature(steps: ["Given nothing we know"]))]],
        ])

        XCTAssertEqual(session.client.diagnostics(for: uri).first?["code"], "undefined-step")
    }

    func test_didOpen_unsavedBuffer_isChecked() async throws {
        var session = try makeSUT()
        session.start()

        session.open("untitled:Untitled-1", feature(steps: ["Given nothing we know"]))

        XCTAssertEqual(session.client.diagnostics(for: "untitled:Untitled-1").count, 1)
    }

    func test_didClose_documentWithDiagnostics_clearsThem() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, feature(steps: ["Given nothing we know"]))

        session.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])

        XCTAssertEqual(session.client.diagnostics(for: uri), [])
    }

    // MARK: - Helpers

    func test_didOpen_stepsUsingADefinitionARunRefuses_sayWhyOnEveryOne() async throws {
        var library = StepLibrary()
        library.given("{int} of {string}", file: "/project/Sources/Steps/CartSteps.swift", line: 12) { (_: ScenarioContext, _: String, _: Int) in }
        library.given("a basket", file: "/project/Sources/Steps/CartSteps.swift", line: 20) { (_: ScenarioContext, _: BDDRuntime.DataTable) in }
        var session = try makeSUT(library: library)
        session.start()

        session.open(uri, feature(steps: ["Given 3 of \"Shoes\"", "And 4 of \"Socks\"", "And a basket", "And a basket", "  | apples |"]))

        let diagnostics = session.client.diagnostics(for: uri)
        XCTAssertEqual(diagnostics.map { $0["code"] }, ["unfit-definition", "unfit-definition", "unfit-definition"])
        XCTAssertEqual(diagnostics.map { $0["range"]?["start"]?["line"] }, [3, 4, 5])
        let refusal = try XCTUnwrap(diagnostics.first?["message"]?.string)
        XCTAssertTrue(refusal.hasPrefix("Step definition \"{int} of {string}\" at "), refusal)
        XCTAssertTrue(refusal.hasSuffix("CartSteps.swift:12 does not fit its expression: the body's first value is String, but {int} gives Int"), refusal)
        let missingTable = try XCTUnwrap(diagnostics.last?["message"]?.string)
        XCTAssertTrue(missingTable.hasPrefix("The step has no data table, but the body of \"a basket\" at "), missingTable)
    }

    private func makeSUT(library: StepLibrary = SampleSteps.library()) throws -> ServerSession {
        let client = ClientSpy()
        let server = LanguageServer(catalog: try StepCatalog(library: library), send: client.receive)
        return ServerSession(server: server, client: client)
    }

    private func feature(steps: [String]) -> String {
        "Feature: Belly\n\n  Scenario: Eating\n" + steps.map { "    \($0)\n" }.joined()
    }

    private func range(line: Int, from start: Int, to end: Int) -> JSONValue {
        ["start": ["line": .int(line), "character": .int(start)], "end": ["line": .int(line), "character": .int(end)]]
    }
}
