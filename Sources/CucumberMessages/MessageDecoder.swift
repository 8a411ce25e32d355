import Foundation

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
    /// Our own tree decoder reads it; a line it refuses goes to Foundation's `JSONDecoder`, which decides and words
    /// the error, so the two can only differ in speed.
    public func envelope(from line: some StringProtocol) throws -> Envelope {
        var text = String(line)
        let fast = text.withUTF8 { bytes in
            JSONNode.parse(bytes).flatMap { $0.directEnvelope ?? (try? JSONTreeDecoder.decode(Envelope.self, from: $0)) }
        }
        if let fast { return fast }
        return try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
    }

    /// Decodes a whole NDJSON text; blank lines are ignored, the first bad line is reported by number.
    public func envelopes(from text: String) throws(LineError) -> [Envelope] {
        var result: [Envelope] = []
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            if line.allSatisfy(\.isWhitespace) { continue }
            do {
                result.append(try envelope(from: line))
            } catch {
                throw LineError(line: number, reason: Self.describe(error))
            }
        }
        return result
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.debugDescription
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(key.stringValue)' at \(path(context))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.debugDescription) at \(path(context))"
        default:
            return String(describing: error)
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}
