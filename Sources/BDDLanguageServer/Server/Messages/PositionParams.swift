/// `{ textDocument, position }`, and for references `context.includeDeclaration`: a request about a place.
struct PositionParams: ServerMessage {
    let document: DocumentParams
    let position: TextPosition
    let includeDeclaration: Bool

    init(_ params: JSONValue) throws(JSONRPCError) {
        document = try DocumentParams(params)
        guard let position = TextPosition(params["position"]) else { throw .invalidParams("'position' is missing or malformed") }
        self.position = position
        includeDeclaration = params["context"]?["includeDeclaration"]?.bool ?? false
    }
}
