import CucumberMessages

/// Writes the run as one self-contained HTML page when the stream ends: features, scenarios, steps, failures and
/// attachments, with filters, for people who read a specification rather than a log.
///
/// Each scenario becomes its JSON object as its last attempt finishes, so the run's memory can forget its details;
/// the objects are put in file order when the page is written.
public struct HTMLFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let index: RunQuery
    private let ownsIndex: Bool
    private var extras = HTMLReportData.Extras()
    private var usage = StepUsage()
    private var language: String?
    private var parseErrors = ParseErrorExplainer()
    /// Each scenario's JSON in UTF-8, under its pickle's place in the stream: kept beyond a few megabytes in a
    /// temporary file, so the page's memory does not grow with the run.
    private var scenarios: KeptRecords
    private var features: [HTMLReportData.FeatureHeading] = []
    private var featureNumbers: [String: Int] = [:]
    /// Steps name their definition by its place in the list of phrases: a `file:line` per step would be most of the file.
    private var phraseNumbers: [String: Int] = [:]
    /// The objects of the earlier attempts of scenarios being retried, by test case id, until their last attempt.
    private var tries: [String: [[UInt8]]] = [:]
    /// Where each scenario's object is written before it is copied at its exact size.
    private var scratch = JSONBytes(scriptSafe: true)

    /// Creates a formatter writing the whole page through `write` once, on `finish()`.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.init(options: options, memoryLimit: 4 << 20, write: write)
    }

    /// `memoryLimit` is how many bytes of scenarios stay in memory before the rest go to a temporary file; tests make
    /// it small.
    init(options: FormatterOptions, memoryLimit: Int, write: @escaping (String) -> Void) {
        scenarios = KeptRecords(memoryLimit: memoryLimit)
        self.write = write
        (index, ownsIndex) = options.formatterQuery
    }

    /// Keeps what the page needs of the envelope; nothing is written before the stream ends.
    public mutating func record(_ envelope: Envelope) {
        parseErrors.record(envelope)
        index.handle(envelope, owned: ownsIndex) {
            switch envelope {
            case .stepDefinition(let definition):
                phraseNumbers[definition.id] = phraseNumbers.count
                usage.add(definition)
            case .meta(let meta): extras.meta = meta
            case .gherkinDocument(let document): language = language ?? document.feature?.language
            case .suggestion(let suggestion):
                if let code = suggestion.snippets.first?.code { extras.snippets[suggestion.pickleStepId] = code }
            case .parseError(let error):
                if let text = parseErrors.text(for: error) { extras.parseErrors.append(text) }
            case .testRunHookFinished(let finished):
                guard let report = RunHookReport(finished: finished, index: index) else { break }
                // A BeforeAll or AfterAll hook that went wrong fails the run outside every scenario: the summary says so.
                if report.wentWrong {
                    let place = report.definition.map { " (\($0))" } ?? ""
                    extras.runErrors.append("\(report.label) \(report.status.rawValue.lowercased())\(place)" + (report.error.map { "\n" + $0 } ?? ""))
                }
                extras.runHooks.append(HTMLReportData.runHook(
                    report, nanoseconds: finished.result.duration.totalNanoseconds,
                    attachments: index.runHookAttachments[finished.testRunHookStartedId] ?? []
                ))
            case .testRunFinished(let finished) where !finished.success:
                if let text = finished.exception?.stackTrace ?? finished.message ?? finished.exception?.message { extras.runErrors.append(text) }
            case .testCaseFinished(let finished):
                guard let started = index.testCaseStarted(id: finished.testCaseStartedId) else { break }
                if finished.willBeRetried {
                    // Kept whole, as the run's memory forgets the attempt: the page shows it under its last attempt.
                    if let pickle = index.pickle(of: started), render(started, pickle: pickle, lineage: index.lineage(of: pickle)) {
                        // A fresh buffer of exactly the object's size: `Array(scratch.bytes)` would share the scratch's larger one.
                        tries[started.testCaseId, default: []].append([UInt8](unsafeUninitializedCapacity: scratch.bytes.count) { buffer, count in
                            count = buffer.initialize(fromContentsOf: scratch.bytes)
                        })
                    }
                } else {
                    keep(started)
                }
            default: break
            }
        }
    }

    /// A small page saying the run has not finished, so a browser never shows an earlier run's report as this one's.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        HTMLPage.unfinished(startedAt: ReportTime.isoInstant(startedAt))
    }

    /// Writes the whole page.
    public mutating func finish() {
        // Attempts that started and never finished (a stream cut short) are shown too, with what they did.
        for started in index.unfinishedTestCaseStarts.sorted(by: { $0.id < $1.id }) { keep(started) }
        // Written scenario by scenario, in file order: the page whole would take as much memory again as the
        // scenarios already do.
        write(HTMLPage.prefix(language: language ?? "en") + HTMLReportData.jsonHead(index: index, extras: extras))
        var first = true
        let write = write
        scenarios.forEachInOrder { json in
            write((first ? "" : ",") + String(decoding: json, as: UTF8.self))
            first = false
        }
        write(HTMLReportData.jsonTail(features: features, usage: usage, extras: extras) + HTMLPage.suffix)
    }

    private mutating func keep(_ started: TestCaseStarted) {
        guard let pickle = index.pickle(of: started) else { return }
        // Made once, for the feature's heading and the scenario's object.
        let lineage = index.lineage(of: pickle)
        var featureNumber = -1
        if let feature = lineage?.feature {
            featureNumber = featureNumbers[pickle.uri] ?? features.count
            if featureNumber == features.count {
                featureNumbers[pickle.uri] = featureNumber
                features.append(HTMLReportData.FeatureHeading(
                    uri: pickle.uri, keyword: feature.keyword ?? "", name: feature.name, description: feature.description,
                    language: feature.language, tags: feature.tags.map(\.name)
                ))
            }
        }
        usage.record(started, pickle: pickle, index: index)
        guard render(started, pickle: pickle, lineage: lineage, feature: featureNumber, tries: tries.removeValue(forKey: started.testCaseId) ?? []) else { return }
        if !extras.snippets.isEmpty {
            for step in pickle.steps { extras.snippets[step.id] = nil }
        }
        let key = index.ordinal(of: started)
        scratch.bytes.withUnsafeBufferPointer { scenarios.append(key: key, $0) }
    }

    /// Writes the JSON object of an attempt of `pickle` into `scratch`; false when the stream never said which test
    /// case it ran.
    private mutating func render(_ started: TestCaseStarted, pickle: Pickle, lineage: PickleLineage?, feature: Int = -1, tries: [[UInt8]] = []) -> Bool {
        scratch.removeAll()
        return HTMLReportData.writeScenario(
            started, pickle: pickle, lineage: lineage, feature: feature, index: index,
            phraseNumbers: phraseNumbers, snippets: extras.snippets, tries: tries, to: &scratch
        )
    }
}
