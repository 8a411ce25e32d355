import BDDRuntime
import XCTest
@testable import BDDLanguageServer
import TestSupport

@MainActor
final class LanguageServerNavigationTests: XCTestCase {
    private let uri = "file:///project/Features/belly.feature"

    func test_definition_onAStep_givesTheSwiftFileAndLineOfItsDefinition() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    When I eat 3 cukes\n")

        let locations = try XCTUnwrap(session.result("textDocument/definition", ServerSession.at(uri, line: 2, character: 12))?.array)

        XCTAssertEqual(locations.count, 1)
        XCTAssertEqual(locations.first?["uri"], "file:///project/Sources/Steps/BellySteps.swift")
        XCTAssertEqual(locations.first?["range"]?["start"]?["line"], 13)
    }

    func test_definition_onALineWithoutAStep_isNull() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    When I eat 3 cukes\n")

        XCTAssertEqual(session.result("textDocument/definition", ServerSession.at(uri, line: 1, character: 4)), .null)
    }

    func test_hover_onAStep_tellsItsExpressionParametersPlaceAndUses() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    When I eat 3 cukes\n    And I eat 4 cukes\n")

        let value = try XCTUnwrap(session.result("textDocument/hover", ServerSession.at(uri, line: 2, character: 6))?["contents"]?["value"]?.string)

        XCTAssertTrue(value.contains("**When** `I eat {int} cukes`"), value)
        XCTAssertTrue(value.contains("`{int}`: a whole number"), value)
        XCTAssertTrue(value.contains("/project/Sources/Steps/BellySteps.swift:14"), value)
        XCTAssertTrue(value.contains("used by 2 steps"), value)
    }

    func test_hover_onAStepWithACustomParameterType_tellsItsDescription() async throws {
        var steps = SampleSteps.library()
        steps.parameterType("money", regex: [#"\d+\.\d\d EUR"#], description: "an amount, like 9.50 EUR") { _ in 0 }
        steps.parameterType("colour", regex: ["red|blue"]) { _ in 0 }
        steps.given("a {colour} box of {money}", file: SampleSteps.file, line: 40) { (_: ScenarioContext, _: Int, _: Int) in }
        var session = try makeSUT(steps: steps)
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    Given a red box of 9.50 EUR\n")

        let value = try XCTUnwrap(session.result("textDocument/hover", ServerSession.at(uri, line: 2, character: 6))?["contents"]?["value"]?.string)

        XCTAssertTrue(value.contains("- `{money}`: an amount, like 9.50 EUR"), value)
        XCTAssertTrue(value.contains("- `{colour}`: a colour"), value)
    }

    func test_hover_onAnUndefinedStep_namesTheClosestPhraseInTheDiagnosticsWords() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    When I eet 3 cukes\n")

        let value = try XCTUnwrap(session.result("textDocument/hover", ServerSession.at(uri, line: 2, character: 6))?["contents"]?["value"]?.string)

        let diagnostic = try XCTUnwrap(session.client.diagnostics(for: uri).first?["message"]?.string)
        XCTAssertEqual(diagnostic, "Undefined step: When I eet 3 cukes\nDid you mean \"I eat {int} cukes\"?")
        XCTAssertEqual(value, "```text\n" + diagnostic + "\n```", "the hover says what the diagnostic says, as it is")
    }

    func test_references_fromAStep_listEveryStepOfTheWorkspaceUsingItsDefinition() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        try "Feature: Disk\n  Scenario: B\n    Given I have 9 cukes in my belly\n".write(toFile: folder.file("disk.feature"), atomically: true, encoding: .utf8)
        var session = try makeSUT()
        session.start(rootPath: folder.path)
        let open = FileURI.uri(ofPath: folder.file("open.feature"))
        session.open(open, "Feature: Open\n  Scenario: A\n    Given I have 1 cukes in my belly\n    When I eat 1 cukes\n")

        let locations = try XCTUnwrap(session.result("textDocument/references", referencesParams(open))?.array)

        XCTAssertEqual(Set(locations.compactMap { $0["uri"]?.string }), [open, FileURI.uri(ofPath: folder.file("disk.feature"))])
        XCTAssertEqual(locations.count, 2)
    }

    func test_references_ofAWorkspaceWithAHiddenFolder_leaveOutWhatBddDoesNotRun() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let step = "Feature: Disk\n  Scenario: B\n    Given I have 9 cukes in my belly\n"
        try FileManager.default.createDirectory(atPath: folder.file(".hidden"), withIntermediateDirectories: true)
        try step.write(toFile: folder.file(".hidden/skipped.feature"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder.file("shown"), withIntermediateDirectories: true)
        try step.write(toFile: folder.file("shown/nested.feature"), atomically: true, encoding: .utf8)
        var session = try makeSUT()
        session.start(rootPath: folder.path)
        let open = FileURI.uri(ofPath: folder.file("open.feature"))
        session.open(open, "Feature: Open\n  Scenario: A\n    Given I have 1 cukes in my belly\n")

        let locations = try XCTUnwrap(session.result("textDocument/references", referencesParams(open))?.array)

        XCTAssertEqual(Set(locations.compactMap { $0["uri"]?.string }), [open, FileURI.uri(ofPath: folder.file("shown/nested.feature"))])
    }

    func test_didChangeWatchedFiles_aFeatureWrittenOnDisk_joinsTheReferences() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var session = try makeSUT()
        session.start(rootPath: folder.path)
        let open = FileURI.uri(ofPath: folder.file("open.feature"))
        session.open(open, "Feature: Open\n  Scenario: A\n    When I eat 1 cukes\n")
        try "Feature: New\n  Scenario: B\n    When I eat 5 cukes\n".write(toFile: folder.file("new.feature"), atomically: true, encoding: .utf8)

        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(ofPath: folder.file("new.feature"))), "type": 1]]])

        let locations = try XCTUnwrap(session.result("textDocument/references", referencesParams(open, includeDeclaration: true))?.array)
        XCTAssertEqual(locations.count, 3, "the definition and two steps")
    }

    func test_codeAction_undefinedStepNearAPhrase_rewritesItKeepingItsValues() async throws {
        var session = try makeSUT()
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    Given I have 7 cukes in my bely\n")

        let actions = try XCTUnwrap(session.result("textDocument/codeAction", codeActionParams(line: 2))?.array)

        let replace = try XCTUnwrap(actions.first)
        XCTAssertEqual(replace["title"], "Replace with 'I have 7 cukes in my belly'")
        XCTAssertEqual(replace["edit"]?["changes"]?[uri]?.array?.first?["newText"], "I have 7 cukes in my belly")
        XCTAssertEqual(replace["isPreferred"], true)
    }

    func test_codeAction_undefinedStep_insertsTheRunsSnippetAboveADefinitionOfTheSameFeature() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let stepsFile = folder.file("BellySteps.swift")
        let source = (1...20).map { $0 == 14 ? "        library.when(\"I eat {int} cukes\") { … }" : "// line \($0)" }.joined(separator: "\n")
        try source.write(toFile: stepsFile, atomically: true, encoding: .utf8)
        var session = try makeSUT(steps: SampleSteps.library(file: stepsFile))
        session.start()
        session.open(uri, "Feature: Belly\n  Scenario: A\n    When I eat 3 cukes\n    Then the belly growls loudly\n")

        let actions = try XCTUnwrap(session.result("textDocument/codeAction", codeActionParams(line: 3))?.array)

        let define = try XCTUnwrap(actions.first { $0["title"]?.string?.hasPrefix("Define the step") == true })
        let edit = try XCTUnwrap(define["edit"]?["changes"]?[FileURI.uri(ofPath: stepsFile)]?.array?.first)
        XCTAssertEqual(edit["range"]?["start"], ["line": 13, "character": 0])
        let code = try XCTUnwrap(edit["newText"]?.string)
        XCTAssertTrue(code.hasPrefix("        library.then(\"the belly growls loudly\") { (scenario: ScenarioContext) in"), code)
        XCTAssertTrue(code.contains("throw PendingStep()"), code)
    }

    // MARK: - Helpers

    private func makeSUT(steps: StepLibrary = SampleSteps.library()) throws -> ServerSession {
        let client = ClientSpy()
        let server = LanguageServer(catalog: try StepCatalog(library: steps), send: client.receive)
        return ServerSession(server: server, client: client)
    }

    /// A references request for the step on line 2 of `document`.
    private func referencesParams(_ document: String, includeDeclaration: Bool = false) -> JSONValue {
        ["textDocument": ["uri": .string(document)], "position": ["line": 2, "character": 10], "context": ["includeDeclaration": .bool(includeDeclaration)]]
    }

    private func codeActionParams(line: Int) -> JSONValue {
        [
            "textDocument": ["uri": .string(uri)],
            "range": ["start": ["line": .int(line), "character": 0], "end": ["line": .int(line), "character": 0]],
            "context": ["diagnostics": []],
        ]
    }
}
