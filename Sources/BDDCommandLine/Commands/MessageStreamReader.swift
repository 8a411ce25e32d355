import CucumberMessages

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
            do throws(MessageDecodingError) {
                envelopes.append(try decoder.envelope(from: line))
            } catch {
                // A JSON object naming no message we know is a message of a newer protocol, which Cucumber's own
                // tools skip too.
                if error.fault == .unknownMessage { continue }
                throw LineError(line: offset + 1, reason: error.description)
            }
        }
        return envelopes
    }
}
