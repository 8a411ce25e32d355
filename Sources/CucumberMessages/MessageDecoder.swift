/// Reads Cucumber Messages NDJSON back into envelopes.
public struct MessageDecoder: Sendable {
    /// A line of the stream that could not be read, with its 1-based line number.
    public struct LineError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The 1-based line number of the line in the stream.
        public let line: Int
        /// What was wrong with it.
        public let reason: String

        public var description: String { "line \(line): \(reason)" }
    }

    /// Creates a decoder.
    public init() {}

    /// Decodes one line of JSON into an envelope.
    ///
    /// One way for every line: the bytes are parsed into a tree, and the envelope reads itself from it with the
    /// readers generated from the message table. A line that is not an envelope throws what was wrong and where.
    public func envelope(from line: some StringProtocol) throws(MessageDecodingError) -> Envelope {
        // A native string or substring lends its bytes; anything else is copied into one first.
        let read = line.utf8.withContiguousStorageIfAvailable { Self.envelope(utf8: $0) }
        if let read { return try read.get() }
        var text = String(line)
        return try text.withUTF8 { Self.envelope(utf8: $0) }.get()
    }

    /// Decodes one line of JSON given as bytes (a `MessageLineReader` line, say) into an envelope.
    public func envelope(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(MessageDecodingError) -> Envelope {
        try Self.envelope(utf8: bytes).get()
    }

    /// The name of the message a line holds (its envelope's one key), read without decoding the line: lets a reader
    /// skip what it does not need. Nil when the line does not start as an envelope does.
    public static func messageName(of bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var position = 0
        func skipSpace() {
            while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        }
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return nil }
        position += 1
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        let start = position + 1
        guard let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
              bytes[end] == UInt8(ascii: "\"") else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Decodes a whole NDJSON text; blank lines are ignored, the first bad line is reported by number.
    public func envelopes(from text: String) throws(LineError) -> [Envelope] {
        var result: [Envelope] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.allSatisfy(\.isWhitespace) { continue }
            do throws(MessageDecodingError) {
                result.append(try envelope(from: line))
            } catch {
                throw LineError(line: number, reason: error.description)
            }
        }
        return result
    }

    /// A result rather than a throw: the closures of `withContiguousStorageIfAvailable` and `withUTF8` rethrow
    /// untyped errors.
    ///
    /// A line is read straight from its text first (`JSONScannable`), building no tree; one that does not read so is
    /// read again through the tree, which takes the same lines and says what is wrong with the others.
    private static func envelope(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Result<Envelope, MessageDecodingError> {
        var scanner = JSONScanner(bytes: bytes)
        if let envelope = Envelope(scanning: &scanner), scanner.peekPastSpace() == nil {
            return .success(envelope)
        }
        do throws(MessageDecodingError) {
            return .success(try Envelope(json: try JSONNode.parse(bytes)))
        } catch {
            return .failure(error)
        }
    }
}
