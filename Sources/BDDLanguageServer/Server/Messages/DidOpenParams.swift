/// `textDocument/didOpen`: the document the editor now holds, with its version and text.
struct DidOpenParams: ServerMessage {
    let uri: String
    let version: Int
    let text: String

    init(_ params: JSONValue) throws(JSONRPCError) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            throw .invalidParams("'textDocument' needs a 'uri' and a 'text'")
        }
        self.uri = uri
        version = item["version"]?.int ?? 0
        self.text = text
    }
}
