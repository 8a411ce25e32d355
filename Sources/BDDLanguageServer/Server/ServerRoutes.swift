/// Every method the server knows, each with the typed value its parameters are read into and the server's answer
/// to it: one table, so a method is added in one place, and a method missing from it gets one answer (Method Not
/// Found for a request, nothing for a notification), as sourcekit-lsp's registry of requests does.
@MainActor
enum ServerRoutes {
    typealias Request = @MainActor (LanguageServer, JSONValue) throws(JSONRPCError) -> JSONValue
    typealias Notification = @MainActor (LanguageServer, JSONValue) throws(JSONRPCError) -> Void

    /// The requests answered once the client is initialized (`initialize` itself comes first, before this table).
    static let requests: [String: Request] = [
        "shutdown": request(LanguageServer.shutdown),
        "textDocument/completion": request(LanguageServer.completion),
        "textDocument/hover": request(LanguageServer.hover),
        "textDocument/definition": request(LanguageServer.definition),
        "textDocument/references": request(LanguageServer.references),
        "textDocument/codeAction": request(LanguageServer.codeActions),
        "textDocument/formatting": request(LanguageServer.formatting),
        "textDocument/documentSymbol": request(LanguageServer.documentSymbols),
        "textDocument/semanticTokens/full": request(LanguageServer.semanticTokens),
    ]

    /// The notifications heeded once the client is initialized (`exit` is heeded always).
    static let notifications: [String: Notification] = [
        "initialized": notification(LanguageServer.initialized),
        "textDocument/didOpen": notification(LanguageServer.didOpen),
        "textDocument/didChange": notification(LanguageServer.didChange),
        "textDocument/didClose": notification(LanguageServer.didClose),
        "workspace/didChangeWatchedFiles": notification(LanguageServer.filesChanged),
        "workspace/didChangeWorkspaceFolders": notification(LanguageServer.filesChanged),
    ]

    private static func request<Params: ServerMessage>(
        _ answer: @escaping @MainActor (LanguageServer) -> (Params) throws(JSONRPCError) -> JSONValue
    ) -> Request {
        { (server: LanguageServer, params: JSONValue) throws(JSONRPCError) -> JSONValue in try answer(server)(try Params(params)) }
    }

    private static func notification<Params: ServerMessage>(_ heed: @escaping @MainActor (LanguageServer) -> (Params) -> Void) -> Notification {
        { (server: LanguageServer, params: JSONValue) throws(JSONRPCError) in heed(server)(try Params(params)) }
    }
}
