import CucumberMessages

/// The Markdown a run appends to a GitHub Actions job's summary: counts per status, how long it took, the
/// scenarios that did not pass and the flaky ones, and how to run them again.
enum GitHubStepSummary {
    /// A scenario in one of the summary's tables.
    struct Row: Equatable {
        var status: String
        var feature: String
        var scenario: String
        /// `file:line`, relative to the workspace.
        var place: String
        var error: String
    }

    /// How many rows a table shows: a job summary is capped at 1 MiB.
    static let rowLimit = 100

    static func markdown(summary: RunSummary, notPassed: [Row], flaky: [Row], rerunFile: String?) -> String {
        let scenarios = summary.scenarios
        var text = "### bdd: \(scenarios.total) scenario\(scenarios.total == 1 ? "" : "s")"
        text += notPassed.isEmpty ? " passed\n\n" : ", \(notPassed.count) did not pass\n\n"
        text += "| status | scenarios | steps |\n|---|---:|---:|\n"
        for status in StatusCounts.reportOrder where scenarios[status] > 0 || summary.steps[status] > 0 {
            let count = status == .passed ? scenarios[status] - summary.flakyScenarios : scenarios[status]
            text += "| \(status.rawValue.lowercased()) | \(count) | \(summary.steps[status]) |\n"
            if status == .passed, summary.flakyScenarios > 0 { text += "| flaky (passed on a later attempt) | \(summary.flakyScenarios) | |\n" }
        }
        text += "| **total** | **\(scenarios.total)** | **\(summary.steps.total)** |\n"
        if let duration = summary.duration { text += "\nTook \(ReportTime.consoleDuration(nanoseconds: duration.totalNanoseconds)).\n" }
        if !notPassed.isEmpty {
            text += "\n#### Did not pass\n\n| status | feature | scenario | place | error |\n|---|---|---|---|---|\n"
            text += rows(notPassed) { "| \($0.status) | \(cell($0.feature)) | \(cell($0.scenario)) | `\(cell($0.place))` | \(cell(firstLine($0.error))) |" }
        }
        if !flaky.isEmpty {
            text += "\n#### Flaky: passed on a later attempt\n\n| feature | scenario | place | earlier error |\n|---|---|---|---|\n"
            text += rows(flaky) { "| \(cell($0.feature)) | \(cell($0.scenario)) | `\(cell($0.place))` | \(cell(firstLine($0.error))) |" }
        }
        let failing = notPassed.filter { $0.status != "parse error" }
        if !failing.isEmpty {
            let command = rerunFile.map { "bdd @\($0)" } ?? "bdd " + failing.prefix(rowLimit).map(\.place).joined(separator: " ")
            text += "\nRun them again: `\(command)`\n"
        }
        return text + "\n"
    }

    private static func rows(_ rows: [Row], _ line: (Row) -> String) -> String {
        var text = rows.prefix(rowLimit).map { line($0) + "\n" }.joined()
        if rows.count > rowLimit { text += "\n…and \(rows.count - rowLimit) more.\n" }
        return text
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: true).first ?? "")
    }

    /// Text that stays in its table cell: no line breaks, pipes escaped, backticks made quotes.
    private static func cell(_ text: String) -> String {
        var cell = ""
        for character in text {
            switch character {
            case "|": cell += "\\|"
            case "\n", "\r", "\r\n": cell += " "
            case "`": cell += "'"
            default: cell.append(character)
            }
        }
        return cell
    }
}
