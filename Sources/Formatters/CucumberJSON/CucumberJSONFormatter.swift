import CucumberMessages

/// Writes the Cucumber JSON report of the run (the cucumber-jvm flavour), as Cucumber's converter
/// cucumber-json-formatter writes it from the same stream: what Jenkins' Cucumber Reports, Xray and Allure read.
///
/// Each test case's elements are rendered as its last attempt finishes (earlier attempts of a retried scenario
/// are left out, as the converter leaves them out), and each feature is written as soon as all its scenarios have
/// finished and every feature before it is written: the report holds the features still open, never the run (their
/// elements past `memoryLimit` bytes in a temporary file), and keeps the room of the last feature written for the
/// next one.
public struct CucumberJSONFormatter: ReportFormatter {
    private let write: (UnsafeBufferPointer<UInt8>) -> Void
    private let index: RunQuery
    private let ownsIndex: Bool
    /// The features not written yet, in the order of their documents in the stream, and the same by uri.
    private var queue: [CucumberJSONFeature] = []
    private var features: [String: CucumberJSONFeature] = [:]
    /// The last feature written, opened again for the next document.
    private var spare: CucumberJSONFeature?
    /// The scenario writer, boxed: it owns its lists' storage, so it is not copied with the formatter.
    private let scenario = ScenarioBox()
    private var wroteAny = false
    private let memoryLimit: Int

    /// Creates a formatter writing the report through `write` as text.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.init(options: options, writeBytes: { write(String(decoding: $0, as: UTF8.self)) })
    }

    /// Creates a formatter handing the report to `writeBytes` as UTF-8 a feature at a time; it must copy the bytes
    /// before it returns.
    public init(options: FormatterOptions = FormatterOptions(), writeBytes: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.init(options: options, memoryLimit: 4 << 20, writeBytes: writeBytes)
    }

    /// `memoryLimit` is how many bytes of an open feature's elements stay in memory before the rest go to a temporary
    /// file; tests make it small.
    init(options: FormatterOptions, memoryLimit: Int, writeBytes: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        write = writeBytes
        self.memoryLimit = memoryLimit
        (index, ownsIndex) = options.formatterQuery
    }

    /// Renders each test case as its last attempt finishes and writes each feature once it is complete.
    public mutating func record(_ envelope: Envelope) {
        index.handle(envelope, owned: ownsIndex) {
            switch envelope {
            case .gherkinDocument(let document):
                queue.last?.sealed = true
                let feature = reopenWritten(for: document) ?? CucumberJSONFeature(document, memoryLimit: memoryLimit)
                queue.append(feature)
                features[feature.uri] = feature
                writeCompleteFeatures()
            case .pickle(let pickle):
                Self.feature(uri: pickle.uri, queue: queue, features: features)?.pending += 1
            case .testCaseFinished(let finished):
                guard !finished.willBeRetried, let started = index.testCaseStarted(id: finished.testCaseStartedId) else { return }
                keep(started)?.pending -= 1
                writeCompleteFeatures()
            case .testRunFinished:
                queue.last?.sealed = true
                writeCompleteFeatures()
            default:
                break
            }
        }
    }

    /// Writes the features still open and closes the report.
    public mutating func finish() {
        // Attempts that started and never finished (a stream cut short) are reported with the steps they ran.
        for started in index.unfinishedTestCaseStarts.sorted(by: { $0.id < $1.id }) { keep(started) }
        for feature in queue { writeFeature(feature) }
        queue.removeAll()
        features.removeAll()
        var end = wroteAny ? "\n]\n" : "[]\n"
        end.withUTF8(write)
    }

    /// A report of one failed scenario naming the run, so CI never publishes an earlier run's result as this one's.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        let when = ReportTime.isoInstant(startedAt)
        let text = "The run started at \(when) has not finished: it is still running, or it stopped before it could write this report."
        var json = JSONBytes()
        json.raw("[{\"uri\":\"bdd\",\"id\":\"bdd\",\"line\":1,\"keyword\":\"Run\"")
        json.field("name", "The run started at \(when)")
        json.raw(",\"description\":\"\",\"elements\":[{\"line\":1,\"id\":\"bdd;unfinished\",\"type\":\"scenario\",\"keyword\":\"Run\"")
        json.field("name", "The run started at \(when)")
        json.raw(",\"description\":\"\",\"steps\":[{\"keyword\":\"\",\"line\":1,\"match\":{},\"name\":\"has not finished\",\"result\":{\"status\":\"failed\"")
        json.field("error_message", text)
        json.raw("}}]}],\"tags\":[]}]\n")
        return json.text
    }

    /// Renders an attempt into its feature; returns the feature, or nil when the attempt's document is unknown.
    @discardableResult
    private mutating func keep(_ started: TestCaseStarted) -> CucumberJSONFeature? {
        guard let queried = index.queried(started), let entry = queried.pickle,
              let feature = Self.feature(uri: entry.pickle.uri, queue: queue, features: features) else { return nil }
        // The writer and the query bound first, so the closure does not capture the formatter.
        let scenario = scenario, index = index, testCase = queried.testCase, pickle = entry.pickle
        feature.addElements(ordinal: entry.ordinal) { json in
            scenario.writer.write(started, testCase: testCase, pickle: pickle, index: index, to: &json)
        }
        return feature
    }

    /// The open feature of a document: mostly the newest, whose pickles are the ones arriving and running. Static,
    /// as a method called while the formatter records would copy the whole formatter first.
    private static func feature(uri: String, queue: [CucumberJSONFeature], features: [String: CucumberJSONFeature]) -> CucumberJSONFeature? {
        if let newest = queue.last, newest.uri == uri { return newest }
        return features[uri]
    }

    private mutating func writeCompleteFeatures() {
        var written = 0
        while written < queue.count, queue[written].isComplete {
            writeFeature(queue[written])
            written += 1
        }
        guard written > 0 else { return }
        queue.removeFirst(written)
    }

    private mutating func reopenWritten(for document: GherkinDocument) -> CucumberJSONFeature? {
        defer { spare = nil }
        spare?.open(document)
        return spare
    }

    private mutating func writeFeature(_ feature: CucumberJSONFeature) {
        features[feature.uri] = nil
        defer { spare = feature }
        guard feature.hasElements else { return }
        var separator = wroteAny ? ",\n" : "[\n"
        separator.withUTF8(write)
        wroteAny = true
        feature.write(to: write)
    }
}

/// The formatter's scenario writer in a box, one access a test case: a formatter is a value and the writer is not.
private final class ScenarioBox {
    var writer = CucumberJSONScenario()
}
