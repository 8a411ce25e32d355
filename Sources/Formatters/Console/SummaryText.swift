import CucumberMessages

/// Renders the end of a console report: the counts, the duration and the snippets of undefined steps.
enum SummaryText {
    /// `2 scenarios (1 failed, 1 passed)`, `6 steps (…)` and `0m0.123s`, each on its own line; scenarios that
    /// passed only on a later attempt are counted apart from the passed ones (`3 scenarios (1 flaky, 2 passed)`).
    /// Scenarios a failed BeforeAll hook kept from running are said first, and counted skipped.
    /// With `listingUnused` (a dry run), then the step definitions no step used.
    static func render(_ summary: RunSummary, palette: ConsolePalette, listingUnused: Bool = false) -> String {
        var text = ""
        if summary.notRunScenarios > 0 {
            let count = summary.notRunScenarios
            text += "\(count) \(count == 1 ? "scenario" : "scenarios") did not run: a BeforeAll hook failed before \(count == 1 ? "it" : "them").\n"
        }
        text += line(summary.scenarios, singular: "scenario", flaky: summary.flakyScenarios, palette: palette)
        text += line(summary.steps, singular: "step", palette: palette)
        if let duration = summary.duration {
            text += ReportTime.consoleDuration(nanoseconds: duration.totalNanoseconds) + "\n"
        }
        if !summary.snippets.isEmpty {
            text += "\nYou can implement missing steps with the snippets below:\n"
            for snippet in summary.snippets {
                text += "\n" + palette.paint(snippet, as: .undefined) + "\n"
            }
        }
        let unused = summary.unusedStepDefinitions
        if listingUnused, !unused.isEmpty {
            text += "\n\(unused.count) unused step \(unused.count == 1 ? "definition" : "definitions"):\n"
            for definition in unused { text += "  " + definition + "\n" }
        }
        return text
    }

    private static func line(_ counts: StatusCounts, singular: String, flaky: Int = 0, palette: ConsolePalette) -> String {
        let noun = counts.total == 1 ? singular : singular + "s"
        var details: [String] = []
        for (status, count) in counts.nonZero {
            // Flaky scenarios passed in the end: counted as passed by the exit status and JUnit, shown apart here.
            if status == .passed, flaky > 0 { details.append(palette.paint("\(flaky) flaky", as: .pending)) }
            let shown = status == .passed ? count - flaky : count
            if shown > 0 { details.append(palette.paint("\(shown) \(status.rawValue.lowercased())", as: status)) }
        }
        return details.isEmpty ? "\(counts.total) \(noun)\n" : "\(counts.total) \(noun) (\(details.joined(separator: ", ")))\n"
    }
}
