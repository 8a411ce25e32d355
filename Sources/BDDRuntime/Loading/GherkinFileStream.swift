import CucumberMessages
import Gherkin
import OperatingSystem

/// Feature files read and parsed in the order given, one per `nextFile`.
///
/// A file that cannot be read becomes a parse error naming it, like a file that does not parse: the others run.
public struct GherkinFileStream: FeatureStream {
    /// A file to parse: its `uri` in messages and reports, and where to read it.
    public struct File: Sendable, Hashable {
        /// The file as messages and reports name it, relative to the run's folder.
        public var uri: String
        /// Where the file is read from.
        public var path: String

        /// Creates a file entry.
        public init(uri: String, path: String) {
            self.uri = uri
            self.path = path
        }
    }

    private let files: [File]
    private let messages: GherkinMessages
    private var next = 0

    /// A stream over `files`, parsed by `messages`.
    public init(files: [File], messages: GherkinMessages) {
        self.files = files
        self.messages = messages
    }

    /// The next file's source, document and pickles, or its parse errors; nil after the last file.
    public mutating func nextFile(ids: inout any IdGenerator) -> [Envelope]? {
        nextFeature(ids: &ids)?.allEnvelopes
    }

    /// The next file's source and document, or its parse errors, with its pickles made as the run takes them; nil
    /// after the last file.
    public mutating func nextFeature(ids: inout any IdGenerator) -> FeatureMessages? {
        guard next < files.count else { return nil }
        let file = files[next]
        next += 1
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: file.path)
        } catch {
            // Reported like a file that does not parse, by every consumer of the stream: the others still run.
            return FeatureMessages(parsed: [.parseError(ParseError(source: SourceReference(uri: file.uri), message: "Could not read the file: \(error.reason)"))])
        }
        return FeatureMessages(parsed: messages.parse(uri: file.uri, bytes: bytes, ids: &ids), by: messages)
    }
}
