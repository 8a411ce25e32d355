import CucumberMessages

/// Tells GitHub Actions about the run, in the workflow commands its runner reads from the job's output: an `::error`
/// at the `.feature` line of each scenario that did not pass (its output folded in a `::group::` above it), a
/// `::warning` for a flaky scenario and, in a non-strict run, for pending and undefined steps, an `::error` for a run
/// hook that went wrong (its output folded in a group too), an `::error` at the line and column of a feature file that
/// did not parse; then a Markdown summary of the run in the job's summary.
///
/// Its lines go to standard output beside another formatter's: each is whole, and GitHub reads commands on any line.
public struct GitHubFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let context: GitHubContext
    private let strict: Bool
    private let index: RunQuery
    private let ownsIndex: Bool
    private let plain = ConsolePalette(colored: false)
    private var parseErrors = ParseErrorExplainer()
    private var summary = RunSummary()
    private var notPassed: [GitHubStepSummary.Row] = []
    private var flaky: [GitHubStepSummary.Row] = []
    /// The first error of each retried test case's latest failed attempt, by test case id, to say why a flaky one was retried.
    private var retryErrors: [String: String] = [:]

    /// Creates a formatter writing workflow commands through `write`; the summary goes where `options.gitHub` says.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.write = write
        context = options.gitHub ?? GitHubContext(workspace: nil, directory: "")
        strict = options.strict
        (index, ownsIndex) = options.formatterQuery
    }

    /// Annotates each scenario that did not pass, or passed only on a later attempt, as its last attempt finishes.
    public mutating func record(_ envelope: Envelope) {
        parseErrors.record(envelope)
        index.handle(envelope, owned: ownsIndex) {
            summary.record(envelope)
            switch envelope {
            case .parseError(let error):
                annotate(error)
            case .testRunHookFinished(let finished):
                guard let report = RunHookReport(finished: finished, index: index), report.wentWrong else { return }
                let title = "\(report.label) \(report.status.rawValue.lowercased())"
                // Its output folded above it, as a scenario's: what it logged and attached, then its error.
                let place = report.definition.map { " (\($0))" } ?? ""
                write(WorkflowCommand(name: "group", properties: [], message: "\(report.status.rawValue.lowercased()): \(report.label)\(place)").line)
                write(ScenarioText.runHook(report, prefix: "", palette: plain))
                write("::endgroup::\n")
                write(WorkflowCommand(name: "error", properties: [("title", title)], message: report.error ?? title).line)
            case .testCaseFinished(let finished):
                guard let started = index.testCaseStarted(id: finished.testCaseStartedId) else { return }
                if finished.willBeRetried {
                    if let error = index.mostSevereResult(of: started).flatMap(StepReport.error(of:)) { retryErrors[started.testCaseId] = error }
                } else {
                    annotate(started, retryError: retryErrors.removeValue(forKey: started.testCaseId))
                }
            default:
                break
            }
        }
    }

    /// Appends the run's summary to the job's summary.
    public mutating func finish() {
        do {
            try context.appendSummary?(GitHubStepSummary.markdown(summary: summary, notPassed: notPassed, flaky: flaky, rerunFile: context.rerunFile))
        } catch {
            // Said where the job's log shows it: a summary is worth a warning, not a failed run.
            write(WorkflowCommand(name: "warning", properties: [("title", "No job summary")], message: "The job summary could not be written: \(error)").line)
        }
    }

    private mutating func annotate(_ error: ParseError) {
        let uri = error.source.uri ?? ""
        let file = context.workspacePath(of: uri)
        var properties: [(key: String, value: String)] = [("file", file)]
        if let location = error.source.location {
            properties.append(("line", String(location.line)))
            if let column = location.column { properties.append(("col", String(column))) }
        }
        properties.append(("title", "\(uri) could not be parsed"))
        let text = parseErrors.words(for: error)
        write(WorkflowCommand(name: "error", properties: properties, message: text).line)
        let place = SourcePlace.text(uri: file, line: error.source.location?.line)
        notPassed.append(GitHubStepSummary.Row(status: "parse error", feature: uri, scenario: "", place: place, error: text))
    }

    private mutating func annotate(_ started: TestCaseStarted, retryError: String?) {
        let status = index.mostSevereResult(of: started)?.status ?? .passed
        let isFlaky = status == .passed && started.attempt > 0
        guard status != .passed && status != .skipped || isFlaky else { return }
        guard let report = ScenarioReport(started: started, index: index),
              let pickle = index.pickle(of: started) else { return }
        let place = index.place(of: pickle)
        let lineage = place?.lineage(of: pickle)
        let title = (place?.names(of: pickle).testCase ?? pickle.name)
        let file = context.workspacePath(of: pickle.uri)
        let scenarioLine = pickle.location?.line ?? lineage?.example?.row.location.line ?? place?.scenario.location.line ?? 1
        let culprit = report.steps.first { $0.status == status && !isFlaky }
        let stepLine = culprit?.pickleStepId.flatMap { id in pickle.steps.first { $0.id == id } }.flatMap { place?.step(of: $0)?.location.line }
        let line = stepLine ?? scenarioLine
        let row = GitHubStepSummary.Row(
            status: isFlaky ? "flaky" : status.rawValue.lowercased(), feature: report.feature.name, scenario: title,
            place: SourcePlace.text(uri: file, line: line), error: isFlaky ? retryError ?? "" : message(for: culprit, status: status)
        )
        if isFlaky {
            flaky.append(row)
            let message = "Passed on attempt \(started.attempt + 1)" + (retryError.map { " after failing:\n\($0)" } ?? ".")
            write(WorkflowCommand(name: "warning", properties: [("file", file), ("line", String(line)), ("title", "Flaky: \(title)")], message: message).line)
            return
        }
        notPassed.append(row)
        let isError = status == .failed || status == .ambiguous || strict
        write(WorkflowCommand(name: "group", properties: [], message: "\(status.rawValue.lowercased()): \(report.keyword): \(title) (\(SourcePlace.text(uri: file, line: scenarioLine)))").line)
        write(ScenarioText.scenario(report, indent: "", palette: plain))
        write("::endgroup::\n")
        write(WorkflowCommand(name: isError ? "error" : "warning", properties: [("file", file), ("line", String(line)), ("title", title)], message: row.error).line)
    }

    /// What the pretty report says under the step that did not pass.
    private func message(for step: StepReport?, status: TestStepResultStatus) -> String {
        guard case .step(let keyword, let text, _)? = step?.kind, let headline = StepOutcomeWording.headline(status, step: keyword + text) else {
            return step?.error ?? "The scenario \(status.rawValue.lowercased())."
        }
        // An undefined step has no error of its own: its headline says what it is, the phrases it may have meant follow.
        if status == .undefined { return [headline, step?.error].compactMap { $0 }.joined(separator: "\n") }
        return step?.error ?? headline
    }
}
