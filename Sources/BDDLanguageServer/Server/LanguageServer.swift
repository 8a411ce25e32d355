import BDDRuntime
import Formatters
import Foundation
import Gherkin

/// The language server: reads each message of the client in turn, keeps the workspace's feature files current and
/// answers from them, and publishes a document's diagnostics whenever its text changes.
@MainActor
final class LanguageServer {
    let catalog: StepCatalog
    let parser: GherkinParser
    let send: (JSONValue) -> Void
    let log: (String) -> Void
    private let cancelled: CancelledRequests
    private var executable: ExecutableWatch?
    private(set) var workspace: Workspace
    /// Whether the workspace's folders are read from the disk (the fuzz harness keeps to the documents it sends).
    private let readsFolders: Bool
    private(set) var client = ClientOptions()
    private var isInitialized = false
    private var isShuttingDown = false
    private var nextRequestId = 1
    /// Set by `exit`: 0 after `shutdown`, 1 without it, as the protocol asks.
    private(set) var exitStatus: Int32?

    init(
        catalog: StepCatalog, parser: GherkinParser = GherkinParser(), cancelled: CancelledRequests = CancelledRequests(),
        executable: ExecutableWatch? = nil, readsFolders: Bool = true, send: @escaping (JSONValue) -> Void, log: @escaping (String) -> Void = { _ in }
    ) {
        self.readsFolders = readsFolders
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
            if method == "exit" {
                exitStatus = isShuttingDown ? 0 : 1
                return
            }
            guard isInitialized, let heed = ServerRoutes.notifications[method] else { return }
            do {
                try heed(self, params)
            } catch {
                // A notification has no answer: what was wrong with it goes to the log.
                log("\(method): \(error.message)")
            }
        case .response:
            break
        }
    }

    /// The text held for `uri`: the editor's while it has it open, else the file's as last read.
    func documentText(_ uri: String) -> String? {
        workspace[FileURI.normalized(uri)]?.document.text
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
        guard let route = ServerRoutes.requests[method] else { throw .methodNotFound(method) }
        return try route(self, params)
    }

    /// `shutdown`: every later request is refused, and `exit` ends with 0.
    func shutdown(_: NoParams) -> JSONValue {
        isShuttingDown = true
        return .null
    }

    /// `initialized`: the workspace's feature files are read, and a client that can is asked to watch them.
    func initialized(_: NoParams) {
        for folder in client.workspaceFolders where readsFolders { workspace.load(folder: folder) }
        log("indexed \(workspace.entries.count) feature files")
        if client.watchesFilesDynamically { registerFileWatchers() }
    }

    func didOpen(_ params: DidOpenParams) {
        let entry = workspace.update(uri: FileURI.normalized(params.uri), document: TextDocument(uri: params.uri, version: params.version, text: params.text), isOpen: true)
        publishDiagnostics(entry)
    }

    func didChange(_ params: DidChangeParams) {
        let key = FileURI.normalized(params.uri)
        guard var entry = workspace[key] else { return }
        for change in params.changes { entry.document.apply(change.text, in: change.range, encoding: client.encoding) }
        entry.document.version = params.version ?? entry.document.version
        publishDiagnostics(workspace.update(uri: key, document: entry.document, isOpen: true))
    }

    func didClose(_ params: DocumentParams) {
        workspace.close(uri: FileURI.normalized(params.uri))
        send(notification("textDocument/publishDiagnostics", ["uri": .string(params.uri), "diagnostics": []]))
    }

    /// Feature files changed on the disk are read again; folders added to the workspace are read.
    func filesChanged(_ params: WatchedFilesParams) {
        for uri in params.changedFeatureFiles { workspace.reload(uri: FileURI.normalized(uri)) }
        for folder in params.addedFolders where readsFolders { workspace.load(folder: folder) }
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
    func entry(_ params: DocumentParams) throws(JSONRPCError) -> Workspace.Entry {
        let key = FileURI.normalized(params.uri)
        // Only a feature file is read: a request naming `/dev/zero` must not read forever.
        if workspace[key] == nil, FeatureLocator.isFeatureFile(key) { workspace.reload(uri: key) }
        guard let entry = workspace[key] else { throw .invalidParams("no such feature file: \(params.uri)") }
        return entry
    }

    private func reply(to id: JSONValue, result: JSONValue) {
        send(["jsonrpc": "2.0", "id": id, "result": result])
    }

    private func reply(to id: JSONValue, error: JSONRPCError) {
        send(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
