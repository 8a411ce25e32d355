/// One JSON-RPC message from the client: a request to answer, a notification, or a response to a request of ours.
enum IncomingMessage: Sendable, Equatable {
    case request(id: JSONValue, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    case response(id: JSONValue)

    /// Reads a message out of a JSON value; throws Invalid Request when it is none.
    init(_ value: JSONValue) throws(JSONRPCError) {
        guard case .object(let members) = value else { throw .invalidRequest("a message must be a JSON object") }
        let id = members["id"]
        if let id, !Self.isValidId(id) { throw .invalidRequest("'id' must be a string or a number") }
        guard let methodValue = members["method"] else {
            guard let id, members["result"] != nil || members["error"] != nil else {
                throw .invalidRequest("a message needs a 'method', or an 'id' with a 'result' or 'error'")
            }
            self = .response(id: id)
            return
        }
        guard let method = methodValue.string else { throw .invalidRequest("'method' must be a string") }
        let params = members["params"] ?? .null
        if let id { self = .request(id: id, method: method, params: params) } else { self = .notification(method: method, params: params) }
    }

    private static func isValidId(_ id: JSONValue) -> Bool {
        switch id {
        case .string, .int, .double: true
        default: false
        }
    }
}
