import CucumberMessages

/// Renders the end of a console report: the counts, the duration and the snippets of undefined steps.
enum SummaryText {
    /// `2 scenarios (1 failed, 1 passed)`, `6 steps (…)` and `0m0.123s`, each on its own line.
    /// With `listingUnused` (a dry run), then the step definitions no step used.
    static func render(_ summary: RunSummary, palette: ConsolePalette, listingUnused: Bool = false) -> String {
        var text = line(summary.scenarios, singular: "scenario", palette: palette)
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

    private static func line(_ counts: StatusCounts, singular: String, palette: ConsolePalette) -> String {
        let noun = counts.total == 1 ? singular : singular + "s"
        let details = counts.nonZero.map { palette.paint("\($0.count) \($0.status.rawValue.lowercased())", as: $0.status) }
        return details.isEmpty ? "\(counts.total) \(noun)\n" : "\(counts.total) \(noun) (\(details.joined(separator: ", ")))\n"
    }
}
