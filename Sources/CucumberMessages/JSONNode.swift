/// A parsed JSON value, read once from bytes and then by the messages' generated readers (`JSONReadable`), without
/// Foundation's `JSONDecoder`, which costs tens of microseconds per message: a supervised run decodes every
/// envelope its workers send. The one JSON reader of the package: the language server reads its protocol with it too.
public enum JSONNode: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number as written: parsed only when a field asks for it, as the type it asks for.
    case number(String)
    /// A string, escapes decoded.
    case string(String)
    /// An array's elements in order.
    case array([JSONNode])
    /// Members in the order written; messages have few keys, so a search beats a hash.
    case object([JSONMember])

    /// Parses one JSON text, or says what is not well-formed and where.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(MessageDecodingError) -> JSONNode {
        var parser = JSONScanner(bytes: bytes)
        guard let node = parser.value(depth: 0) else {
            throw .malformedJSON(parser.failure?.reason ?? "unreadable", atOffset: parser.failure?.offset ?? parser.position)
        }
        parser.skipSpace()
        guard parser.position == bytes.count else {
            throw .malformedJSON("unexpected \(parser.found) after the value", atOffset: parser.position)
        }
        return node
    }
}
