import CucumberMessages

/// Writes `file:line` for every scenario that did not pass, one file a line (`a.feature:3:12`), as Cucumber's rerun
/// formatter does; `bdd @FILE` runs exactly those again.
public struct RerunFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let index: RunQuery
    private let ownsIndex: Bool
    /// The place of each attempt that counts and did not pass, as its last attempt finishes.
    private var failed: [(ordinal: Int, uri: String, line: Int?)] = []
    private var unparsedUris: [String] = []

    /// Creates a formatter writing the whole list through `write` once, on `finish()`.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.write = write
        (index, ownsIndex) = options.formatterQuery
    }

    /// Notes each scenario that did not pass as it finishes; nothing is written before the stream ends.
    public mutating func record(_ envelope: Envelope) {
        index.handle(envelope, owned: ownsIndex) {
            switch envelope {
            case .parseError(let error):
                if let uri = error.source.uri { unparsedUris.append(uri) }
            case .testCaseFinished(let finished) where !finished.willBeRetried:
                if let started = index.testCaseStarted(id: finished.testCaseStartedId) { keep(started) }
            default: break
            }
        }
    }

    /// A comment saying the run has not finished: an empty list would say nothing failed, and `bdd @FILE` refuses
    /// a list that carries this line rather than rerun nothing.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        "# \(Self.unfinishedMarker) (the run started at \(ReportTime.isoInstant(startedAt)))\n"
    }

    /// The words that mark a rerun list written by a run that did not finish.
    public static let unfinishedMarker = "This list is not complete: the run that writes it has not finished"

    /// Writes the list in file order; a file that did not parse is listed whole, since its scenarios never ran.
    public mutating func finish() {
        for started in index.unfinishedTestCaseStarts { keep(started) }
        var uris: [String] = []
        var linesByUri: [String: [Int]] = [:]
        func add(_ uri: String, line: Int?) {
            if linesByUri[uri] == nil {
                uris.append(uri)
                linesByUri[uri] = []
            }
            if let line, linesByUri[uri]?.contains(line) == false { linesByUri[uri]?.append(line) }
        }
        for uri in unparsedUris { add(uri, line: nil) }
        for place in failed.sorted(by: { $0.ordinal < $1.ordinal }) { add(place.uri, line: place.line) }
        write(uris.map { uri in ([uri] + (linesByUri[uri] ?? []).map(String.init)).joined(separator: ":") + "\n" }.joined())
    }

    private mutating func keep(_ started: TestCaseStarted) {
        let status = index.mostSevereResult(of: started)?.status ?? .passed
        guard status != .passed, status != .skipped, let pickle = index.pickle(of: started) else { return }
        failed.append((index.ordinal(of: started), pickle.uri, pickle.location?.line ?? index.lineage(of: pickle)?.scenario.location.line))
    }
}
