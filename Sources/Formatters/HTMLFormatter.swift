import CucumberMessages

/// Writes the run as one self-contained HTML page when the stream ends: features, scenarios, steps, failures and
/// attachments, with filters, for people who read a specification rather than a log.
public struct HTMLFormatter: ReportFormatter {
    private let write: (String) -> Void
    private var index = RunIndex()
    private var extras = HTMLReportData.Extras()
    private var language: String?
    private var parseErrors = ParseErrorExplainer()

    /// Creates a formatter writing the whole page through `write` once, on `finish()`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Remembers the envelope; nothing is written before the stream ends.
    public mutating func record(_ envelope: Envelope) {
        switch envelope {
        case .stepDefinition(let definition): extras.stepDefinitions.append(definition)
        case .meta(let meta): extras.meta = meta
        case .gherkinDocument(let document): language = language ?? document.feature?.language
        case .suggestion(let suggestion):
            if let code = suggestion.snippets.first?.code { extras.snippets[suggestion.pickleStepId] = code }
        case .parseError(let error):
            if let text = parseErrors.text(for: error) { extras.parseErrors.append(text) }
        default: break
        }
        parseErrors.record(envelope)
        index.record(envelope)
    }

    /// A small page saying the run has not finished, so a browser never shows an earlier run's report as this one's.
    public func unfinishedReport(startedAt: Timestamp) -> String {
        HTMLPage.unfinished(startedAt: ReportTime.isoInstant(startedAt))
    }

    /// Writes the whole page.
    public mutating func finish() {
        write(HTMLPage.document(json: HTMLReportData.json(index: index, extras: extras), language: language ?? "en"))
    }
}
