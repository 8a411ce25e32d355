import CucumberMessages

/// Reads a saved Cucumber Messages stream an envelope at a time, skipping messages of a newer protocol this `bdd`
/// does not know, so a stream of any size costs one line of memory.
struct MessageStreamReader {
    /// A line that could not be read: its 1-based number and the reason.
    struct LineError: Error, Equatable {
        let line: Int
        let reason: String
    }

    private let lines: MessageLineReader
    private let decoder = MessageDecoder()

    init(_ lines: MessageLineReader) {
        self.lines = lines
    }

    /// The next envelope, or nil after the last.
    func next() throws(LineError) -> Envelope? {
        while true {
            let line: MessageLineReader.Line?
            do {
                line = try lines.next()
            } catch {
                throw LineError(line: 0, reason: error.reason)
            }
            guard let line else { return nil }
            if line.isBlank { continue }
            do throws(MessageDecodingError) {
                return try decoder.envelope(utf8: line.bytes)
            } catch {
                // A JSON object naming no message we know is a message of a newer protocol, which Cucumber's own
                // tools skip too.
                if error.fault == .unknownMessage { continue }
                throw LineError(line: line.number, reason: error.description)
            }
        }
    }
}
