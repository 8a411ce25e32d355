/// `{ textDocument: { uri } }`: a request about a whole document (outline, colours, formatting) or its closing.
struct DocumentParams: ServerMessage {
    let uri: String

    init(_ params: JSONValue) throws(JSONRPCError) {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("'textDocument.uri' is missing") }
        self.uri = uri
    }
}
