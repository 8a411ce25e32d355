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
            case .testCaseFinished(let finished):
                // An undefined step's closest phrases are in its report, under it; the snippet waits for the summary.
                guard let started = index.testCaseStarted(id: finished.testCaseStartedId),
                      let report = ScenarioReport(started: started, index: index) else { return }
                write(text(for: report))
            case .testRunHookFinished(let finished):
                guard let report = RunHookReport(finished: finished, index: index) else { return }
                write(ScenarioText.runHook(report, prefix: "", palette: palette) + "\n")
            default:
                break
            }
        }
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
