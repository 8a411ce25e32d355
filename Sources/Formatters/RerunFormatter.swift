import CucumberMessages

/// Writes `file:line` for every scenario that did not pass, one file a line (`a.feature:3:12`), as Cucumber's rerun
/// formatter does; `bdd @FILE` runs exactly those again.
public struct RerunFormatter: ReportFormatter {
    private let write: (String) -> Void
    private var index = RunIndex()

    /// Creates a formatter writing the whole list through `write` once, on `finish()`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Remembers the envelope; nothing is written before the stream ends.
    public mutating func record(_ envelope: Envelope) {
        index.record(envelope)
    }

    /// A comment saying the run has not finished: an empty list would say nothing failed, and `bdd @FILE` refuses
    /// a list that carries this line rather than rerun nothing.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        "# \(Self.unfinishedMarker) (the run started at \(ReportTime.isoInstant(startedAt)))\n"
    }

    /// The words that mark a rerun list written by a run that did not finish.
    public static let unfinishedMarker = "This list is not complete: the run that writes it has not finished"

    /// Writes the list; a file that did not parse is listed whole, since its scenarios never ran.
    public mutating func finish() {
        var uris: [String] = []
        var linesByUri: [String: [Int]] = [:]
        func add(_ uri: String, line: Int?) {
            if linesByUri[uri] == nil {
                uris.append(uri)
                linesByUri[uri] = []
            }
            if let line, linesByUri[uri]?.contains(line) == false { linesByUri[uri]?.append(line) }
        }
        for error in index.parseErrors {
            if let uri = error.source.uri { add(uri, line: nil) }
        }
        for started in index.finalTestCaseStartsInPickleOrder {
            let status = index.mostSevereResult(of: started)?.status ?? .passed
            guard status != .passed, status != .skipped, let pickle = index.pickle(of: started) else { continue }
            add(pickle.uri, line: pickle.location?.line ?? index.lineage(of: pickle)?.scenario.location.line)
        }
        write(uris.map { uri in ([uri] + (linesByUri[uri] ?? []).map(String.init)).joined(separator: ":") + "\n" }.joined())
    }
}
