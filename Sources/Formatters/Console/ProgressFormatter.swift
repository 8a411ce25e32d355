import CucumberMessages

/// Writes one character per step as the run goes (`.` passed, `F` failed, `-` skipped, `P` pending, `U` undefined,
/// `A` ambiguous), then the scenarios that did not pass with their culprit steps (each behind its status icon) and
/// the steps and hooks that attached something, the summary and snippets.
public struct ProgressFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let palette: ConsolePalette
    private let listsUnused: Bool
    private let index: RunQuery
    private let ownsIndex: Bool
    private var parseErrors = ParseErrorExplainer()
    private var summary = RunSummary()
    private var wroteProgress = false
    /// Each scenario and run hook that did not pass, in words, numbered in the order it happened: written as it
    /// finishes rather than kept as a report, and past a few megabytes kept in a temporary file.
    private var failures = KeptRecords()
    /// Each status's character as written, by severity: painting one per step cost more than the rest of the
    /// formatter's work on a passing step.
    private let paintedSymbols: [String]

    /// Creates a formatter writing through `write`, coloured when `options` say so.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.write = write
        self.palette = ConsolePalette(colored: options.colored)
        listsUnused = options.listsUnusedStepDefinitions
        (index, ownsIndex) = options.formatterQuery
        let palette = palette
        paintedSymbols = TestStepResultStatus.allCases.sorted { $0.severity < $1.severity }.map { palette.paint(Self.symbol(for: $0), as: $0) }
    }

    /// Writes the character of each finished step.
    public mutating func record(_ envelope: Envelope) {
        parseErrors.record(envelope)
        index.handle(envelope, owned: ownsIndex) {
            summary.record(envelope)
            switch envelope {
            case .parseError(let error):
                if let text = parseErrors.text(for: error) { write(NoticeText.parseError(text, palette: palette)) }
            case .testStepFinished(let finished):
                let status = finished.testStepResult.status
                guard !Self.isQuiet(status) || !index.isHook(testStepId: finished.testStepId) else { return }
                writeProgress(status)
            case .testRunHookFinished(let finished):
                guard let report = RunHookReport(finished: finished, index: index), report.wentWrong else { return }
                keepFailure(ScenarioText.runHook(report, prefix: "\(failures.count + 1)) ", palette: palette))
                writeProgress(report.status)
            case .testCaseFinished(let finished):
                // Most cases pass: the summary's status of the scenario it just counted says so, without looking up
                // the attempt or building the report of its steps.
                guard !finished.willBeRetried, !Self.isQuiet(summary.lastScenarioStatus ?? .passed),
                      let started = index.testCaseStarted(id: finished.testCaseStartedId),
                      let report = ScenarioReport(started: started, index: index) else { return }
                keepFailure(Self.failureText(of: report, number: failures.count + 1, palette: palette))
            default:
                break
            }
        }
    }

    /// Writes the failures, the summary, the duration and the snippets.
    public mutating func finish() {
        if wroteProgress { write("\n\n") }
        if failures.count > 0 {
            write("Failures:\n\n")
            let write = write
            failures.forEachInOrder { block in write(String(decoding: block, as: UTF8.self) + "\n") }
        }
        write(NoticeText.runFailure(index.testRunFinished, palette: palette) + SummaryText.render(summary, palette: palette, listingUnused: listsUnused))
    }

    /// A scenario that did not pass, headed by its number: what went wrong, and what it attached or logged on its way.
    private static func failureText(of report: ScenarioReport, number: Int, palette: ConsolePalette) -> String {
        let prefix = "\(number)) "
        let title = prefix + "\(report.keyword): \(report.name)"
        let head = ScenarioText.Line(plain: title, painted: title, comment: report.location)
        let culprits = report.steps.filter { !isQuiet($0.status) || !$0.attachments.isEmpty }
        let stepIndent = ConsoleWidth.repeated(" ", count: prefix.count)
        return ScenarioText.block(head: head, steps: culprits, stepIndent: stepIndent, palette: palette)
    }

    private mutating func keepFailure(_ text: String) {
        var text = text
        text.withUTF8 { failures.append(key: failures.count, $0) }
    }

    private mutating func writeProgress(_ status: TestStepResultStatus) {
        wroteProgress = true
        write(paintedSymbols[status.severity])
    }

    /// Passed and skipped say nothing worth listing.
    private static func isQuiet(_ status: TestStepResultStatus) -> Bool {
        status == .passed || status == .skipped
    }

    private static func symbol(for status: TestStepResultStatus) -> String {
        switch status {
        case .passed: "."
        case .failed: "F"
        case .skipped: "-"
        case .pending: "P"
        case .undefined: "U"
        case .ambiguous: "A"
        case .unknown: "?"
        }
    }
}
