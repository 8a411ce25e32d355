import CucumberMessages

/// Writes each scenario as it finishes (feature and rule lines when they change, steps with their status icon and
/// keyword as written, status colours on a terminal, step definition locations, tables, doc strings and errors),
/// then the summary and snippets.
public struct PrettyFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let palette: ConsolePalette
    private let listsUnused: Bool
    private let index: RunQuery
    private let ownsIndex: Bool
    private var parseErrors = ParseErrorExplainer()
    /// "Did you mean …?" of each undefined pickle step (by id), until its scenario is written.
    private var hints: [String: String] = [:]
    private var summary = RunSummary()
    private var currentFeatureId: String?
    private var currentRuleId: String?

    /// Creates a formatter writing through `write`, coloured when `options` say so.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.write = write
        self.palette = ConsolePalette(colored: options.colored)
        listsUnused = options.listsUnusedStepDefinitions
        (index, ownsIndex) = options.formatterQuery
    }

    /// Writes a scenario when its attempt finishes, and parse errors and failed run hooks when they come.
    public mutating func record(_ envelope: Envelope) {
        parseErrors.record(envelope)
        index.handle(envelope, owned: ownsIndex) {
            summary.record(envelope)
            switch envelope {
            case .parseError(let error):
                if let text = parseErrors.text(for: error) { write(NoticeText.parseError(text, palette: palette)) }
            case .suggestion(let suggestion):
                if let hint = suggestion.snippets.first.flatMap({ Self.didYouMean(in: $0.code) }) { hints[suggestion.pickleStepId] = hint }
            case .testCaseFinished(let finished):
                guard let started = index.testCaseStarted(id: finished.testCaseStartedId),
                      var report = ScenarioReport(started: started, index: index) else { return }
                // The phrase a misspelt step meant goes under it, where its writer looks; the snippet waits for the summary.
                for position in report.steps.indices where report.steps[position].status == .undefined {
                    guard let id = report.steps[position].pickleStepId, let hint = hints.removeValue(forKey: id) else { continue }
                    report.steps[position].error = report.steps[position].error ?? hint
                }
                write(text(for: report))
            case .testRunHookFinished(let finished):
                guard let report = RunHookReport(finished: finished, index: index) else { return }
                write(ScenarioText.runHook(report, prefix: "", palette: palette) + "\n")
            default:
                break
            }
        }
    }

    /// The first line of a snippet when it names the closest phrases, without its comment marker.
    private static func didYouMean(in code: String) -> String? {
        guard code.hasPrefix("// Did you mean "), let line = code.split(separator: "\n").first else { return nil }
        return String(line.dropFirst(3))
    }

    /// Writes the summary, the duration and the snippets.
    public mutating func finish() {
        write(NoticeText.runFailure(index.testRunFinished, palette: palette) + SummaryText.render(summary, palette: palette, listingUnused: listsUnused))
    }

    private mutating func text(for report: ScenarioReport) -> String {
        var text = ""
        if report.feature.id != currentFeatureId {
            text += ScenarioText.heading(report.feature, indent: "")
            currentFeatureId = report.feature.id
            currentRuleId = nil
        }
        if let rule = report.rule, rule.id != currentRuleId {
            text += ScenarioText.heading(rule, indent: "  ")
        }
        currentRuleId = report.rule?.id
        ScenarioText.appendScenario(report, indent: report.rule == nil ? "  " : "    ", palette: palette, to: &text)
        return text
    }
}
