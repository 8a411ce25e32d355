/// A JSON-RPC error answered to a request: its code and a message naming what was wrong.
struct JSONRPCError: Error, Sendable, Hashable {
    let code: Int
    let message: String

    /// The bytes were not JSON.
    static func parseError(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32700, message: "Parse error: \(detail)") }
    /// JSON, but not a JSON-RPC message.
    static func invalidRequest(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32600, message: "Invalid request: \(detail)") }
    /// A method this server does not offer.
    static func methodNotFound(_ method: String) -> JSONRPCError { JSONRPCError(code: -32601, message: "Method not found: \(method)") }
    /// The parameters lack what the method needs.
    static func invalidParams(_ detail: String) -> JSONRPCError { JSONRPCError(code: -32602, message: "Invalid params: \(detail)") }
    /// A request before `initialize`.
    static let serverNotInitialized = JSONRPCError(code: -32002, message: "The server is not initialized: send 'initialize' first")
    /// A request after `shutdown`.
    static let shutDown = JSONRPCError(code: -32600, message: "Invalid request: the server is shutting down")
    /// The client cancelled the request before it was answered.
    static let requestCancelled = JSONRPCError(code: -32800, message: "Request cancelled")

    var json: JSONValue { ["code": .int(code), "message": .string(message)] }
}
