import BDDRuntime
import XCTest
@testable import BDDLanguageServer
import TestSupport

@MainActor
final class LanguageServerProtocolTests: XCTestCase {
    private let uri = "file:///project/Features/belly.feature"

    func test_initialize_clientWithoutPreferences_announcesEveryCapabilityAndUTF16() async throws {
        var session = try makeSUT()

        let capabilities = try XCTUnwrap(session.result("initialize", ["capabilities": [:]])?["capabilities"])

        XCTAssertEqual(capabilities["positionEncoding"], "utf-16")
        XCTAssertEqual(capabilities["textDocumentSync"]?["change"], 2)
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentFormattingProvider", "documentSymbolProvider"] {
            XCTAssertEqual(capabilities[provider], true, provider)
        }
        XCTAssertNotNil(capabilities["completionProvider"])
        XCTAssertNotNil(capabilities["codeActionProvider"])
        XCTAssertNotNil(capabilities["semanticTokensProvider"]?["legend"])
    }

    func test_initialize_clientOfferingUTF8_getsPositionsInBytes() async throws {
        var session = try makeSUT()
        session.start(capabilities: ["general": ["positionEncodings": ["utf-8", "utf-16"]]])

        session.open(uri, "Feature: Belly\n  Scenario: Añadir 😀\n    Given ñ😀 unknown\n")

        let range = try XCTUnwrap(session.client.diagnostics(for: uri).first?["range"])
        XCTAssertEqual(range["start"]?["character"], 10)
        XCTAssertEqual(range["end"]?["character"], .int(10 + "ñ😀 unknown".utf8.count))
    }

    func test_didOpen_utf16Client_countsCodeUnits() async throws {
        var session = try makeSUT()
        session.start()

        session.open(uri, "Feature: Belly\n  Scenario: A\n    Given ñ😀 unknown\n")

        XCTAssertEqual(session.client.diagnostics(for: uri).first?["range"]?["end"]?["character"], .int(10 + "ñ😀 unknown".utf16.count))
    }

    func test_request_beforeInitialize_isRefusedAsNotInitialized() async throws {
        var session = try makeSUT()

        let response = session.request("textDocument/hover", ServerSession.at(uri, line: 0, character: 0))

        XCTAssertEqual(response?["error"]?["code"], -32002)
    }

    func test_request_unknownMethod_isMethodNotFoundAndTheServerKeepsServing() async throws {
        var session = try makeSUT()
        session.start()

        let unknown = session.request("textDocument/teleport")
        let next = session.request("shutdown")

        XCTAssertEqual(unknown?["error"]?["code"], -32601)
        XCTAssertEqual(next?["result"], .null)
    }

    func test_handle_messageThatIsNotAnObject_isInvalidRequest() async throws {
        let session = try makeSUT()

        session.server.handle([1, 2, 3])

        XCTAssertEqual(session.client.messages.last?["error"]?["code"], -32600)
    }

    func test_handleUnreadable_bodyThatIsNotJSON_answersParseErrorWithANullId() async throws {
        let session = try makeSUT()

        session.server.handleUnreadable(.parseError("the message body is not JSON"))

        XCTAssertEqual(session.client.messages.last?["id"], .null)
        XCTAssertEqual(session.client.messages.last?["error"]?["code"], -32700)
    }

    func test_request_cancelledBeforeItIsHandled_isAnsweredRequestCancelled() async throws {
        let cancelled = CancelledRequests()
        var session = try makeSUT(cancelled: cancelled)
        session.start()
        cancelled.insert(.int(7))

        session.server.handle(["jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": ServerSession.at(uri, line: 0, character: 0)])

        XCTAssertEqual(session.client.response(to: 7)?["error"]?["code"], -32800)
    }

    func test_didChange_rangeEndingBeforeItsStart_changesNothing() async throws {
        var session = try makeSUT()
        session.start()
        session.open("file:///p/a.feature", "Feature: A\n")

        session.notify("textDocument/didChange", [
            "textDocument": ["uri": "file:///p/a.feature", "version": 2],
            "contentChanges": [["range": ["start": ["line": 0, "character": 5], "end": ["line": 0, "character": 2]], "text": "X"]],
        ])

        XCTAssertEqual(session.server.documentText("file:///p/a.feature"), "Feature: A\n")
    }

    func test_request_onAFileThatIsNoFeature_isAnsweredWithoutReadingIt() async throws {
        var session = try makeSUT()
        session.start()

        let answer = session.request("textDocument/hover", ServerSession.at("file:///dev/zero", line: 0, character: 0))

        XCTAssertEqual(answer?["error"]?["message"], "Invalid params: no such feature file: file:///dev/zero")
    }

    func test_exit_afterShutdown_endsWith0() async throws {
        var session = try makeSUT()
        session.start()

        session.request("shutdown")
        session.notify("exit")

        XCTAssertEqual(session.server.exitStatus, 0)
    }

    func test_exit_withoutShutdown_endsWith1() async throws {
        var session = try makeSUT()
        session.start()

        session.notify("exit")

        XCTAssertEqual(session.server.exitStatus, 1)
    }

    func test_request_afterShutdown_isRefused() async throws {
        var session = try makeSUT()
        session.start()
        session.request("shutdown")

        XCTAssertEqual(session.request("textDocument/hover", ServerSession.at(uri, line: 0, character: 0))?["error"]?["code"], -32600)
    }

    func test_handle_executableRebuiltUnderTheServer_saysSoOnce() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let executable = folder.file("bdd")
        XCTAssertTrue(FileManager.default.createFile(atPath: executable, contents: Data("old".utf8)))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: executable)
        var session = try makeSUT(executable: ExecutableWatch(path: executable))
        session.start()
        XCTAssertEqual(session.client.notifications("window/showMessage").count, 0)

        XCTAssertTrue(FileManager.default.createFile(atPath: executable, contents: Data("new".utf8)))
        session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])

        let messages = session.client.notifications("window/showMessage")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?["params"]?["message"]?.string?.contains("restart") == true)
    }

    func test_initialized_clientWatchingFilesDynamically_isAskedToWatchFeatureFiles() async throws {
        var session = try makeSUT()

        session.start(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])

        let registration = session.client.messages.first { $0["method"] == "client/registerCapability" }
        XCTAssertEqual(registration?["params"]?["registrations"]?.array?.first?["method"], "workspace/didChangeWatchedFiles")
    }

    // MARK: - Helpers

    private func makeSUT(cancelled: CancelledRequests = CancelledRequests(), executable: ExecutableWatch? = nil) throws -> ServerSession {
        let client = ClientSpy()
        let server = LanguageServer(
            catalog: try StepCatalog(library: SampleSteps.library()), cancelled: cancelled, executable: executable, send: client.receive
        )
        return ServerSession(server: server, client: client)
    }
}
