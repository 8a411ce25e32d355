import CucumberMessages

/// Writes the Cucumber JSON report of the run (the cucumber-jvm flavour), as Cucumber's converter
/// cucumber-json-formatter writes it from the same stream: what Jenkins' Cucumber Reports, Xray and Allure read.
///
/// Each test case's elements are rendered as its last attempt finishes (earlier attempts of a retried scenario
/// are left out, as the converter leaves them out), and each feature is rendered whole as soon as all its scenarios
/// have finished and every feature before it is rendered. The features are written when the run ends, in the order
/// of their uris, as the converter sorts them, since a document can arrive after one whose uri sorts later; those
/// still open then (the last, or a one-feature run's only one) are written from their elements without a copy. The
/// report holds bytes, never the run's objects: past `memoryLimit`, the open features' elements and the rendered
/// features go to temporary files. It keeps the room of the last feature rendered for the next one.
public struct CucumberJSONFormatter: ReportFormatter {
    private let write: (UnsafeBufferPointer<UInt8>) -> Void
    private let index: RunQuery
    private let ownsIndex: Bool
    /// The features not rendered yet, in the order of their documents in the stream, and the same by uri.
    private var queue: [CucumberJSONFeature] = []
    private var features: [String: CucumberJSONFeature] = [:]
    /// The last feature rendered, opened again for the next document.
    private var spare: CucumberJSONFeature?
    /// The rendered features, each in pieces under its place in `renderedURIs`.
    private var rendered: KeptRecords
    private var renderedURIs: [String] = []
    /// The scenario writer, boxed: it owns its lists' storage, so it is not copied with the formatter.
    private let scenario = ScenarioBox()
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
        rendered = KeptRecords(memoryLimit: memoryLimit)
        (index, ownsIndex) = options.formatterQuery
    }

    /// Renders each test case as its last attempt finishes and each feature once it is complete.
    public mutating func record(_ envelope: Envelope) {
        index.handle(envelope, owned: ownsIndex) {
            switch envelope {
            case .gherkinDocument(let document):
                queue.last?.sealed = true
                let feature = reopenWritten(for: document) ?? CucumberJSONFeature(document, memoryLimit: memoryLimit)
                queue.append(feature)
                features[feature.uri] = feature
                renderCompleteFeatures()
            case .pickle(let pickle):
                Self.feature(uri: pickle.uri, queue: queue, features: features)?.pending += 1
            case .testCaseFinished(let finished):
                guard !finished.willBeRetried, let started = index.testCaseStarted(id: finished.testCaseStartedId) else { return }
                keep(started)?.pending -= 1
                renderCompleteFeatures()
            default:
                break
            }
        }
    }

    /// Writes the report: the features rendered and those still open, in the order of their uris.
    public mutating func finish() {
        // Attempts that started and never finished (a stream cut short) are reported with the steps they ran.
        for started in index.unfinishedTestCaseStarts.sorted(by: { $0.id < $1.id }) { keep(started) }
        writeFeatures(open: queue.filter(\.hasElements))
        queue.removeAll()
        features.removeAll()
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

    private mutating func renderCompleteFeatures() {
        var done = 0
        while done < queue.count, queue[done].isComplete {
            render(queue[done])
            done += 1
        }
        guard done > 0 else { return }
        queue.removeFirst(done)
    }

    private mutating func reopenWritten(for document: GherkinDocument) -> CucumberJSONFeature? {
        defer { spare = nil }
        spare?.open(document)
        return spare
    }

    private mutating func render(_ feature: CucumberJSONFeature) {
        features[feature.uri] = nil
        defer { spare = feature }
        guard feature.hasElements else { return }
        let key = renderedURIs.count
        renderedURIs.append(feature.uri)
        feature.write { rendered.append(key: key, $0) }
    }

    /// Writes the rendered features and the `open` ones (the last of a run, never copied into the rendered ones),
    /// sorted as the converter sorts its test cases: by uri as Java compares strings (by UTF-16 code unit), a uri's
    /// features in the order they came. The rendered ones are read back in one pass, without a sort when they came
    /// in order.
    private mutating func writeFeatures(open: [CucumberJSONFeature]) {
        let uris = renderedURIs + open.map(\.uri)
        let order = uris.indices.sorted { left, right in
            let (leftUnits, rightUnits) = (uris[left].utf16, uris[right].utf16)
            return leftUnits.elementsEqual(rightUnits) ? left < right : leftUnits.lexicographicallyPrecedes(rightUnits)
        }
        var rank = [Int](repeating: 0, count: uris.count)
        for (position, feature) in order.enumerated() { rank[feature] = position }
        let renderedCount = renderedURIs.count
        let renderedInOrder = zip(rank, rank.dropFirst()).prefix(max(renderedCount - 1, 0)).allSatisfy { $0 < $1 }
        let write = write
        var written = 0
        var previous = -1
        /// Writes the open features placed before `position`: the rendered ones before it are written already.
        func writeOpen(before position: Int) {
            while written < position {
                let feature = order[written] - renderedCount
                var separator = written == 0 ? "[\n" : ",\n"
                separator.withUTF8(write)
                open[feature].write(to: write)
                written += 1
            }
        }
        rendered.forEachInOrder(ranking: renderedInOrder ? nil : { rank[$0] }) { key, bytes in
            if key != previous {
                writeOpen(before: rank[key])
                var separator = written == 0 ? "[\n" : ",\n"
                separator.withUTF8(write)
                written += 1
                previous = key
            }
            write(bytes)
        }
        writeOpen(before: uris.count)
        var end = uris.isEmpty ? "[]\n" : "\n]\n"
        end.withUTF8(write)
        rendered.removeAll()
        renderedURIs.removeAll()
    }
}

/// The formatter's scenario writer in a box, one access a test case: a formatter is a value and the writer is not.
private final class ScenarioBox {
    var writer = CucumberJSONScenario()
}
