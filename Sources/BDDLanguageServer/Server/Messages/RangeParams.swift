/// `{ textDocument, range }`: the code actions of a span.
struct RangeParams: ServerMessage {
    let document: DocumentParams
    let range: TextRange

    init(_ params: JSONValue) throws(JSONRPCError) {
        document = try DocumentParams(params)
        guard let range = TextRange(params["range"]) else { throw .invalidParams("'range' is missing or malformed") }
        self.range = range
    }
}
