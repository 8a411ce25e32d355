import BDDRuntime
import Formatters
import Foundation
import Gherkin

/// The language server: reads each message of the client in turn, keeps the workspace's feature files current and
/// answers from them, and publishes a document's diagnostics whenever its text changes.
@MainActor
final class LanguageServer {
    private let catalog: StepCatalog
    private let parser: GherkinParser
    private let send: (JSONValue) -> Void
    private let log: (String) -> Void
    private let cancelled: CancelledRequests
    private var executable: ExecutableWatch?
    private var workspace: Workspace
    private var client = ClientOptions()
    private var isInitialized = false
    private var isShuttingDown = false
    private var nextRequestId = 1
    /// Set by `exit`: 0 after `shutdown`, 1 without it, as the protocol asks.
    private(set) var exitStatus: Int32?

    init(
        catalog: StepCatalog, parser: GherkinParser = GherkinParser(), cancelled: CancelledRequests = CancelledRequests(),
        executable: ExecutableWatch? = nil, send: @escaping (JSONValue) -> Void, log: @escaping (String) -> Void = { _ in }
    ) {
        self.catalog = catalog
        self.parser = parser
        self.cancelled = cancelled
        self.executable = executable
        self.send = send
        self.log = log
        workspace = Workspace(parser: parser, binder: StepBinder(catalog: catalog))
    }

    /// Handles one message of the client.
    func handle(_ value: JSONValue) {
        noticeRebuiltExecutable()
        let message: IncomingMessage
        do {
            message = try IncomingMessage(value)
        } catch {
            reply(to: value["id"] ?? .null, error: error)
            return
        }
        switch message {
        case .request(let id, let method, let params):
            if cancelled.take(id) { return reply(to: id, error: .requestCancelled) }
            do {
                reply(to: id, result: try answer(method, params))
            } catch {
                log("\(method): \(error.message)")
                reply(to: id, error: error)
            }
        case .notification(let method, let params):
            notice(method, params)
        case .response:
            break
        }
    }

    /// Answers bytes that were no message with JSON-RPC's parse error; the server keeps serving.
    func handleUnreadable(_ error: JSONRPCError) {
        log(error.message)
        reply(to: .null, error: error)
    }

    private func answer(_ method: String, _ params: JSONValue) throws(JSONRPCError) -> JSONValue {
        if method == "initialize" { return initialize(params) }
        guard isInitialized else { throw .serverNotInitialized }
        guard !isShuttingDown else { throw .shutDown }
        switch method {
        case "shutdown":
            isShuttingDown = true
            return .null
        case "textDocument/completion":
            let (entry, position) = try located(params)
            return ["isIncomplete": false, "items": .array(Completion.items(at: position, in: entry, workspace: workspace, options: .init(snippets: client.snippets, encoding: client.encoding)))]
        case "textDocument/hover":
            let (entry, position) = try located(params)
            return StepNavigation.hover(at: position, in: entry, workspace: workspace, encoding: client.encoding)
        case "textDocument/definition":
            let (entry, position) = try located(params)
            return StepNavigation.definition(at: position, in: entry, catalog: catalog)
        case "textDocument/references":
            let (entry, position) = try located(params)
            let includeDeclaration = params["context"]?["includeDeclaration"]?.bool ?? false
            return StepNavigation.references(at: position, in: entry, workspace: workspace, includeDeclaration: includeDeclaration, encoding: client.encoding)
        case "textDocument/codeAction":
            let entry = try document(params)
            guard let range = TextRange(params["range"]) else { throw .invalidParams("'range' is missing or malformed") }
            return .array(QuickFixes.actions(forLines: range.start.line...range.end.line, in: entry, workspace: workspace, encoding: client.encoding))
        case "textDocument/formatting":
            return formatting(try document(params))
        case "textDocument/documentSymbol":
            let entry = try document(params)
            return .array(DocumentSymbols.symbols(of: entry.analysis.headings, text: entry.document, encoding: client.encoding))
        case "textDocument/semanticTokens/full":
            let entry = try document(params)
            return ["data": .array(SemanticTokens.data(for: entry.analysis, document: entry.document, encoding: client.encoding).map(JSONValue.int))]
        default:
            throw .methodNotFound(method)
        }
    }

    private func notice(_ method: String, _ params: JSONValue) {
        if method == "exit" {
            exitStatus = isShuttingDown ? 0 : 1
            return
        }
        guard isInitialized else { return }
        switch method {
        case "initialized":
            for folder in client.workspaceFolders { workspace.load(folder: folder) }
            log("indexed \(workspace.entries.count) feature files")
            if client.watchesFilesDynamically { registerFileWatchers() }
        case "textDocument/didOpen":
            guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
            let key = FileURI.normalized(uri)
            let entry = workspace.update(uri: key, document: TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: text), isOpen: true)
            publishDiagnostics(entry)
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string, var entry = workspace[FileURI.normalized(uri)] else { return }
            for change in params["contentChanges"]?.array ?? [] {
                guard let text = change["text"]?.string else { continue }
                entry.document.apply(text, in: TextRange(change["range"]), encoding: client.encoding)
            }
            entry.document.version = params["textDocument"]?["version"]?.int ?? entry.document.version
            publishDiagnostics(workspace.update(uri: FileURI.normalized(uri), document: entry.document, isOpen: true))
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string else { return }
            workspace.close(uri: FileURI.normalized(uri))
            send(notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
        case "workspace/didChangeWatchedFiles":
            for change in params["changes"]?.array ?? [] {
                guard let uri = change["uri"]?.string, Workspace.isFeatureFile(uri) else { continue }
                workspace.reload(uri: FileURI.normalized(uri))
            }
        case "workspace/didChangeWorkspaceFolders":
            for folder in params["event"]?["added"]?.array ?? [] {
                if let path = folder["uri"]?.string.flatMap(FileURI.path(of:)) { workspace.load(folder: path) }
            }
        default:
            break
        }
    }

    private func initialize(_ params: JSONValue) -> JSONValue {
        client = ClientOptions(initializeParams: params)
        isInitialized = true
        return [
            "capabilities": [
                "positionEncoding": .string(client.encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2],
                "completionProvider": ["triggerCharacters": ["@"]],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                "documentFormattingProvider": true,
                "documentSymbolProvider": true,
                "semanticTokensProvider": ["legend": SemanticTokens.legend, "full": true],
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "bdd", "version": .string(BDDVersion.current)],
        ]
    }

    private func formatting(_ entry: Workspace.Entry) -> JSONValue {
        if let error = entry.analysis.errors.first {
            // Laying out a guess of the tree could move what the writer is typing: nothing changes, and they are told why.
            let wording = ParseErrorWording(error: error, source: entry.document.text, dialects: parser.dialects)
            send(notification("window/showMessage", [
                "type": 2, "message": .string("Not formatted: line \(error.line) does not parse: \(wording.text)"),
            ]))
            return []
        }
        guard let gherkin = entry.analysis.document, GherkinFormat(uri: entry.document.uri) == .plain else { return [] }
        let formatted = FeatureLayout.format(entry.document.text, document: gherkin)
        guard formatted != entry.document.text else { return [] }
        let last = entry.document.lineCount - 1
        let whole = TextRange(start: TextPosition(line: 0, character: 0), end: entry.document.endOfLine(last, encoding: client.encoding))
        return [["range": whole.json, "newText": .string(formatted)]]
    }

    private func publishDiagnostics(_ entry: Workspace.Entry) {
        let diagnostics = Diagnostics.diagnostics(for: entry.document, analysis: entry.analysis, catalog: catalog, encoding: client.encoding)
        send(notification("textDocument/publishDiagnostics", [
            "uri": .string(entry.document.uri), "version": .int(entry.document.version), "diagnostics": .array(diagnostics),
        ]))
    }

    private func registerFileWatchers() {
        let watchers: JSONValue = [["globPattern": "**/*.feature"], ["globPattern": "**/*.feature.md"]]
        send(["jsonrpc": "2.0", "id": .int(nextRequestId), "method": "client/registerCapability", "params": [
            "registrations": [["id": "bdd-feature-files", "method": "workspace/didChangeWatchedFiles", "registerOptions": ["watchers": watchers]]],
        ]])
        nextRequestId += 1
    }

    /// Says once, when the executable was rebuilt under the running server, that a restart loads the new steps.
    private func noticeRebuiltExecutable() {
        guard isInitialized, let watch = executable, watch.isRebuilt else { return }
        executable = nil
        send(notification("window/showMessage", [
            "type": 2,
            "message": "The bdd executable was rebuilt: restart the language server to load the new steps.",
        ]))
    }

    /// The known document a request names, read from the disk when the editor has not opened it.
    private func document(_ params: JSONValue) throws(JSONRPCError) -> Workspace.Entry {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("'textDocument.uri' is missing") }
        let key = FileURI.normalized(uri)
        if workspace[key] == nil { workspace.reload(uri: key) }
        guard let entry = workspace[key] else { throw .invalidParams("no such feature file: \(uri)") }
        return entry
    }

    private func located(_ params: JSONValue) throws(JSONRPCError) -> (Workspace.Entry, TextPosition) {
        let entry = try document(params)
        guard let position = TextPosition(params["position"]) else { throw .invalidParams("'position' is missing or malformed") }
        return (entry, position)
    }

    private func reply(to id: JSONValue, result: JSONValue) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func reply(to id: JSONValue, error: JSONRPCError) {
        send(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    private func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
