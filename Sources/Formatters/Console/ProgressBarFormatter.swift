import CucumberMessages

/// Shows where a long run is. On a terminal (colour on) one line is redrawn in place: scenarios done of those read
/// so far, a bar, counts per status, the time taken and the time left; each scenario that does not pass is printed
/// whole above it as it finishes. Elsewhere no cursor moves: the failing scenarios, and a plain line at each tenth
/// of the run. At the end, the summary and snippets as `progress` prints them.
///
/// The line is redrawn at most every 100 ms of the run's own clock (its events' timestamps), not at every step.
public struct ProgressBarFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let palette: ConsolePalette
    private let isLive: Bool
    private let listsUnused: Bool
    private let index: RunQuery
    private let ownsIndex: Bool
    private var line: LiveLine
    private var parseErrors = ParseErrorExplainer()
    private var summary = RunSummary()
    /// Scenarios read so far (the run reads files just ahead of running them) and those finished.
    private var total = 0
    private var done = 0
    private var runStarted: Timestamp?
    private var lastDrawn: Timestamp?
    private var tenthsWritten = 0

    /// How long the line stays as drawn, at least, in nanoseconds of the run's clock.
    static let redrawInterval: Int64 = 100_000_000

    /// Creates a formatter writing through `write`; it redraws its line in place only when `options` say colour is on.
    public init(options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void) {
        self.write = write
        palette = ConsolePalette(colored: options.colored)
        isLive = options.colored
        listsUnused = options.listsUnusedStepDefinitions
        line = LiveLine(columns: options.columns)
        (index, ownsIndex) = options.formatterQuery
    }

    /// Counts each finished scenario, prints the ones that did not pass, and redraws the line when it is due.
    public mutating func record(_ envelope: Envelope) {
        parseErrors.record(envelope)
        index.handle(envelope, owned: ownsIndex) {
            summary.record(envelope)
            switch envelope {
            case .pickle:
                total += 1
            case .testRunStarted(let started):
                runStarted = started.timestamp
            case .parseError(let error):
                if let text = parseErrors.text(for: error) { writeAbove(NoticeText.parseError(text, palette: palette)) }
            case .testRunHookFinished(let finished):
                guard let report = RunHookReport(finished: finished, index: index), report.wentWrong else { return }
                writeAbove(ScenarioText.runHook(report, prefix: "", palette: palette) + "\n")
            case .testCaseFinished(let finished) where !finished.willBeRetried:
                done += 1
                if let started = index.testCaseStarted(id: finished.testCaseStartedId),
                   let status = index.mostSevereResult(of: started)?.status, status != .passed, status != .skipped,
                   let report = ScenarioReport(started: started, index: index) {
                    writeAbove(ScenarioText.heading(report.feature, indent: "") + ScenarioText.scenario(report, indent: "  ", palette: palette))
                }
                progressed(at: finished.timestamp)
            default:
                break
            }
        }
    }

    /// Erases the line and writes the summary, the duration and the snippets.
    public mutating func finish() {
        let erase = line.erase()
        write(erase + NoticeText.runFailure(index.testRunFinished, palette: palette) + SummaryText.render(summary, palette: palette, listingUnused: listsUnused))
    }

    /// Writes text above the line: erased first, drawn again after.
    private mutating func writeAbove(_ text: String) {
        let erase = line.erase()
        write(erase + text)
        if isLive, let lastDrawn { write(line.draw(status(at: lastDrawn))) }
    }

    private mutating func progressed(at now: Timestamp) {
        if isLive {
            let due = lastDrawn.map { now.nanoseconds(since: $0) >= Self.redrawInterval } ?? true
            guard due || done == total else { return }
            lastDrawn = now
            write(line.draw(status(at: now)))
        } else if total > 0, done * 10 / total > tenthsWritten {
            tenthsWritten = done * 10 / total
            write(status(at: now) + "\n")
        }
    }

    /// `[██████░░░░] 120/340 scenarios · 117 passed, 2 failed, 1 undefined · 0:12 (~0:22 left)`, the bar as wide as
    /// the terminal leaves room for (10 to 30 cells).
    private func status(at now: Timestamp) -> String {
        var text = " \(done)/\(total) scenarios"
        let counts = summary.scenarios.nonZero.map { "\($0.count) \($0.status.rawValue.lowercased())" }
        if !counts.isEmpty { text += " · " + counts.joined(separator: ", ") }
        if let runStarted {
            let elapsed = max(0, now.nanoseconds(since: runStarted))
            text += " · " + Self.clock(elapsed)
            // A saved stream's times are foreign input: a remaining time beyond Int64 is not said rather than trapping.
            let (left, overflow) = (elapsed / Int64(max(done, 1))).multipliedReportingOverflow(by: Int64(total - done))
            if done > 0, done < total, !overflow { text += " (~" + Self.clock(left) + " left)" }
        }
        let width = min(30, max(10, line.columns - 3 - text.unicodeScalars.count))
        let filled = total > 0 ? min(width, done * width / total) : 0
        let (full, empty): (Character, Character) = isLive ? ("█", "░") : ("#", "-")
        return "[" + String(repeating: full, count: filled) + String(repeating: empty, count: width - filled) + "]" + text
    }

    /// `m:ss`.
    private static func clock(_ nanoseconds: Int64) -> String {
        let seconds = nanoseconds / 1_000_000_000
        let remainder = seconds % 60
        return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
