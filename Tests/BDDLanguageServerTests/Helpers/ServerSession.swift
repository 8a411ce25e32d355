import BDDRuntime
@testable import BDDLanguageServer

/// Drives a language server in process as an editor would: requests with ids, notifications, the documents it opens.
@MainActor
struct ServerSession {
    let server: LanguageServer
    let client: ClientSpy
    private var nextId = 100

    init(server: LanguageServer, client: ClientSpy) {
        self.server = server
        self.client = client
    }

    /// Sends a request and returns the server's response to it.
    @discardableResult
    mutating func request(_ method: String, _ params: JSONValue = [:]) -> JSONValue? {
        nextId += 1
        server.handle(["jsonrpc": "2.0", "id": .int(nextId), "method": .string(method), "params": params])
        return client.response(to: nextId)
    }

    /// The result of a request, or nil when it failed.
    mutating func result(_ method: String, _ params: JSONValue = [:]) -> JSONValue? {
        request(method, params)?["result"]
    }

    func notify(_ method: String, _ params: JSONValue = [:]) {
        server.handle(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// `initialize` then `initialized`, with the client capabilities given.
    mutating func start(capabilities: JSONValue = [:], rootPath: String? = nil) {
        var params: [String: JSONValue] = ["capabilities": capabilities]
        if let rootPath { params["rootUri"] = .string(FileURI.uri(ofPath: rootPath)) }
        request("initialize", .object(params))
        notify("initialized")
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "gherkin", "version": .int(version), "text": .string(text)]])
    }

    /// `{ textDocument, position }` for a request about a place in `uri`.
    static func at(_ uri: String, line: Int, character: Int) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]]
    }
}
