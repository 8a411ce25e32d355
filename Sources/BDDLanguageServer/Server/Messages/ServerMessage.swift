/// A message of the client as a typed value, read from its parameters once and then handed to what answers it; a
/// method's parameters that are missing or malformed are refused here, in one place, as Invalid Params.
protocol ServerMessage {
    init(_ params: JSONValue) throws(JSONRPCError)
}

/// `initialized`, `shutdown`, `exit`: methods without parameters the server reads.
struct NoParams: ServerMessage {
    init(_ params: JSONValue) throws(JSONRPCError) {}
}
