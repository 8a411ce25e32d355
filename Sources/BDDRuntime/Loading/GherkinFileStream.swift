import CucumberMessages
import Gherkin

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
        guard next < files.count else { return nil }
        let file = files[next]
        next += 1
        let bytes: [UInt8]
        do {
            bytes = try FeatureFileReader.bytes(atPath: file.path)
        } catch {
            // Reported like a file that does not parse, by every consumer of the stream: the others still run.
            return [.parseError(ParseError(source: SourceReference(uri: file.uri), message: "Could not read the file: \(error.reason)"))]
        }
        var generator = AnyIds(ids)
        defer { ids = generator.base }
        return messages.envelopes(uri: file.uri, bytes: bytes, ids: &generator)
    }
}

/// An `any IdGenerator` as a concrete one, for APIs generic over the generator.
private struct AnyIds: IdGenerator {
    var base: any IdGenerator

    init(_ base: any IdGenerator) {
        self.base = base
    }

    mutating func newId() -> String {
        base.newId()
    }
}
