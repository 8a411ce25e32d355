import CucumberMessages

/// Renders scenario reports for the console: headings, the scenario line, its steps and what goes under them.
enum ScenarioText {
    /// A line that may end in a `# file:line` comment aligned with the others of its block.
    struct Line {
        /// How many characters the line shows, colour aside: where its comment lines up.
        var width: Int
        var painted: String
        var comment: String?

        init(plain: String, painted: String, comment: String?) {
            self.init(width: ConsoleWidth.of(plain), painted: painted, comment: comment)
        }

        init(width: Int, painted: String, comment: String?) {
            self.width = width
            self.painted = painted
            self.comment = comment
        }
    }

    /// The feature line, with its tags above it, then a blank line.
    static func heading(_ heading: ScenarioReport.Heading, indent: String) -> String {
        let tags = heading.tags.isEmpty ? "" : indent + heading.tags.joined(separator: " ") + "\n"
        return tags + indent + "\(heading.keyword): \(heading.name)".trimmingTrailingSpaces + "\n\n"
    }

    /// A scenario as pretty prints it: tags, scenario line, every step with its details, then a blank line.
    static func scenario(_ report: ScenarioReport, indent: String, palette: ConsolePalette) -> String {
        var text = report.tags.isEmpty ? "" : indent + report.tags.joined(separator: " ") + "\n"
        let title = indent + "\(report.keyword): \(report.name)".trimmingTrailingSpaces
        text += block(head: Line(plain: title, painted: title, comment: report.location), steps: report.steps, stepIndent: indent + "  ", palette: palette)
        if report.willBeRetried {
            text += indent + "  " + palette.paint("This attempt will be retried.", as: report.status) + "\n"
        }
        return text + "\n"
    }

    /// A head line and its steps, their comments aligned in one column.
    ///
    /// Each step line starts with its status icon; what goes under a step (table, doc string, error) lines up
    /// two columns right of the step's keyword.
    static func block(head: Line, steps: [StepReport], stepIndent: String, palette: ConsolePalette) -> String {
        let stepLines = steps.map { line(for: $0, indent: stepIndent, palette: palette) }
        let lines = [head] + stepLines
        let column = lines.filter { $0.comment != nil }.map(\.width).max() ?? 0
        var text = render(head, column: column, palette: palette)
        for (step, line) in zip(steps, stepLines) {
            text += render(line, column: column, palette: palette)
            text += details(of: step, indent: stepIndent + iconWidth + "  ", palette: palette)
        }
        return text
    }

    /// A run hook that went wrong, as a block of its own; `prefix` (such as `1) `) leads its first line.
    static func runHook(_ report: RunHookReport, prefix: String, palette: ConsolePalette) -> String {
        let words = StatusIcon.marking(report.label, as: report.status)
        let head = Line(plain: prefix + words, painted: prefix + palette.paint(words, as: report.status), comment: report.definition)
        var text = render(head, column: head.width, palette: palette)
        let indent = ConsoleWidth.repeated(" ", count: prefix.count) + iconWidth + "  "
        if let error = report.error { text += indented(palette.paint(error, as: report.status), by: indent) }
        return text
    }

    /// The room the status icon and its space take at the start of a step or hook line.
    private static let iconWidth = "  "

    private static func line(for step: StepReport, indent: String, palette: ConsolePalette) -> Line {
        let label = switch step.kind {
        case .step(let keyword, let text, _): keyword + text
        case .hook(let label): label
        }
        let words = StatusIcon.marking(label, as: step.status)
        let painted = indent + palette.paint(words, as: step.status)
        // The icon is one character and the space after it keeps a printable ASCII label from joining it.
        guard ConsoleWidth.isPrintableASCII(indent), ConsoleWidth.isPrintableASCII(label) else {
            return Line(plain: indent + words, painted: painted, comment: step.definition)
        }
        return Line(width: indent.utf8.count + 2 + label.utf8.count, painted: painted, comment: step.definition)
    }

    private static func details(of step: StepReport, indent: String, palette: ConsolePalette) -> String {
        var text = ""
        if case .step(_, _, let argument) = step.kind {
            for line in StepArgumentText.lines(for: argument) { text += indented(line, by: indent) }
        }
        for attachment in step.attachments { text += indented(attachment, by: indent) }
        if let error = step.error { text += indented(palette.paint(error, as: step.status), by: indent) }
        return text
    }

    private static func render(_ line: Line, column: Int, palette: ConsolePalette) -> String {
        guard let comment = line.comment else { return line.painted + "\n" }
        let padding = ConsoleWidth.repeated(" ", count: column - line.width)
        return line.painted + padding + " " + palette.comment("# " + comment) + "\n"
    }

    /// Every line of `text` behind `indent` (empty lines stay empty), ending with a line break.
    static func indented(_ text: String, by indent: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n") + "\n"
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
