/// `textDocument/didChange`: edits in order, each a range replaced (nil: the whole text) by text.
struct DidChangeParams: ServerMessage {
    /// One edit.
    struct Change {
        let range: TextRange?
        let text: String
    }

    let uri: String
    let version: Int?
    let changes: [Change]

    init(_ params: JSONValue) throws(JSONRPCError) {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("'textDocument.uri' is missing") }
        self.uri = uri
        version = params["textDocument"]?["version"]?.int
        changes = (params["contentChanges"]?.array ?? []).compactMap { change in
            guard let text = change["text"]?.string else { return nil }
            let range = TextRange(change["range"])
            // A range that is no range (its end before its start) changes nothing, rather than the whole text.
            if change["range"] != nil, range == nil { return nil }
            return Change(range: range, text: text)
        }
    }
}
