import CucumberMessages

/// Writes the JUnit XML report of the run when the stream ends, exactly as Cucumber's junit-xml-formatter does.
///
/// Each test case is rendered to its `testcase` element as its last attempt finishes, one string kept per test case
/// rather than the run's details; the elements are listed in the order of their pickles.
public struct JUnitFormatter: ReportFormatter {
    private let write: (UnsafeBufferPointer<UInt8>) -> Void
    private let index: RunQuery
    private let ownsIndex: Bool
    private var parseErrorWords = ParseErrorExplainer()
    /// Each parse error in words, in stream order (the order of the query's parse errors).
    private var parseErrorTexts: [String] = []
    /// Each test case's element, under its pickle's place in the stream: a string kept per test case cost a `malloc`
    /// and a `free` each, and the run's elements whole grew with the run.
    private var elements: KeptRecords
    /// How many of the kept elements were skipped, and how many failed.
    private var skipped = 0
    private var failed = 0
    /// Where each element is rendered before it is kept.
    private var scratch: [UInt8] = []
    /// How many bytes of elements `finish()` hands to `write` at once.
    private static let chunkSize = 1 << 16

    /// Creates a formatter writing the whole document through `write` once, on `finish()`.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.init(options: options, writeBytes: { write(String(decoding: $0, as: UTF8.self)) })
    }

    /// Creates a formatter handing the document to `writeBytes` as UTF-8 in pieces, which it must copy before it
    /// returns: a file takes each element into its buffer without a string made and checked on the way.
    public init(options: FormatterOptions = FormatterOptions(), writeBytes: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.init(options: options, memoryLimit: 4 << 20, writeBytes: writeBytes)
    }

    /// `memoryLimit` is how many bytes of elements stay in memory before the rest go to a temporary file; tests make it
    /// small.
    init(options: FormatterOptions, memoryLimit: Int, writeBytes: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        elements = KeptRecords(memoryLimit: memoryLimit)
        self.write = writeBytes
        (index, ownsIndex) = options.formatterQuery
    }

    /// Keeps the report line of each test case whose last attempt finished; nothing is written before the stream ends.
    public mutating func record(_ envelope: Envelope) {
        parseErrorWords.record(envelope)
        if case .parseError(let error) = envelope { parseErrorTexts.append(parseErrorWords.words(for: error)) }
        index.handle(envelope, owned: ownsIndex) {
            guard case .testCaseFinished(let finished) = envelope, !finished.willBeRetried,
                  let started = index.testCaseStarted(id: finished.testCaseStartedId) else { return }
            keep(started)
        }
    }

    /// A suite with one failing test case naming the run, so CI never publishes an earlier run's result as this one's.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        let when = ReportTime.isoInstant(startedAt)
        let text = "The run started at \(when) has not finished: it is still running, or it stopped before it could write this report."
        let report = JUnitReport(
            milliseconds: 0, tests: 1, skipped: 0, failures: 1, timestamp: startedAt,
            testCases: [JUnitReport.Case(classname: "bdd", name: "The run started at \(when)", milliseconds: 0, outcome: .failure(type: "RunNotFinished", message: text, detail: text))]
        )
        return JUnitXMLWriter.document(for: report)
    }

    /// Writes the whole XML document.
    public mutating func finish() {
        // Attempts that started and never finished (a stream cut short) are listed too, as Cucumber lists them.
        for started in index.unfinishedTestCaseStarts.sorted(by: { $0.id < $1.id }) { keep(started) }
        // Cucumber lists test cases in the order of their pickles, so parallel, reversed and random runs of the
        // same files give the same report; a pickle's attempts keep the order they finished in.
        let parseErrors = index.parseErrors.enumerated().map { position, error in
            JUnitReport.makeCase(for: error, text: position < parseErrorTexts.count ? parseErrorTexts[position] : nil)
        }
        let report = JUnitReport(
            milliseconds: index.runNanoseconds.map(ReportTime.milliseconds) ?? 0,
            tests: parseErrors.count + elements.count,
            skipped: skipped,
            failures: parseErrors.count + failed,
            timestamp: index.testRunStarted?.timestamp,
            testCases: parseErrors
        )
        // Written a chunk of elements at a time: the document whole would double the memory the elements already
        // take, and a piece per element cost 35,000 calls (and, written as text, as many strings).
        var header = JUnitXMLWriter.header(for: report)
        header.withUTF8(write)
        var chunk: [UInt8] = []
        chunk.reserveCapacity(Self.chunkSize + 4096)
        let write = write
        elements.forEachInOrder { element in
            chunk.append(contentsOf: element)
            if chunk.count >= Self.chunkSize {
                chunk.withUnsafeBufferPointer(write)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { chunk.withUnsafeBufferPointer(write) }
        var footer = JUnitXMLWriter.footer
        footer.withUTF8(write)
    }

    private mutating func keep(_ started: TestCaseStarted) {
        // The test case and its pickle found once, for the order and the element alike.
        let queried = index.queried(started)
        scratch.removeAll(keepingCapacity: true)
        let status = JUnitReport.writeCase(of: started, queried: queried, index: index, to: &scratch)
        switch status {
        case .skipped?: skipped += 1
        case .passed?, nil: break
        default: failed += 1
        }
        let ordinal = queried?.pickle?.ordinal ?? Int.max
        scratch.withUnsafeBufferPointer { elements.append(key: ordinal, $0) }
    }
}
