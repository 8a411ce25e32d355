import CucumberMessages

/// Feature files parsed already, given again one per `nextFile`: a sharded run's files, as its planning read them.
public struct ParsedFeatureFiles: FeatureStream {
    private let files: [[Envelope]]
    private var next = 0

    /// A stream over the messages of `files`, one file's messages each.
    public init(_ files: [[Envelope]]) {
        self.files = files
    }

    /// The next file's messages, under the ids they were parsed with: `ids` is left as it is.
    public mutating func nextFile(ids: inout any IdGenerator) -> [Envelope]? {
        guard next < files.count else { return nil }
        defer { next += 1 }
        return files[next]
    }
}
