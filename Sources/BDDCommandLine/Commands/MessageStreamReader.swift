import CucumberMessages
import Foundation

/// Reads a saved Cucumber Messages stream, skipping messages of a newer protocol this `bdd` does not know.
struct MessageStreamReader {
    /// A line that could not be read: its 1-based number and the reason.
    struct LineError: Error, Equatable {
        let line: Int
        let reason: String
    }

    func envelopes(from text: String) throws(LineError) -> [Envelope] {
        let decoder = MessageDecoder()
        var envelopes: [Envelope] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.allSatisfy(\.isWhitespace) { continue }
            do {
                envelopes.append(try decoder.envelope(from: line))
            } catch {
                if Self.holdsOnlyUnknownMessages(line, error: error) { continue }
                throw LineError(line: offset + 1, reason: Self.reason(for: line))
            }
        }
        return envelopes
    }

    /// A JSON object the envelope decoder rejected as a whole (not a field of a known message): a message type
    /// from a newer protocol, which Cucumber's own tools skip too.
    private static func holdsOnlyUnknownMessages(_ line: Substring, error: any Error) -> Bool {
        guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty else { return false }
        return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any]
    }

    /// The decoder's own plain-words reason, asked for the line alone.
    private static func reason(for line: Substring) -> String {
        do {
            _ = try MessageDecoder().envelopes(from: String(line))
            return "cannot be read"
        } catch {
            return error.reason
        }
    }
}
