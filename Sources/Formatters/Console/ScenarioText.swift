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
        var text = ""
        appendScenario(report, indent: indent, palette: palette, to: &text)
        return text
    }

    /// Appends what `scenario` returns to `text`: a long run prints thousands, each built in place.
    static func appendScenario(_ report: ScenarioReport, indent: String, palette: ConsolePalette, to text: inout String) {
        if !report.tags.isEmpty {
            text += indent
            appendJoined(report.tags, to: &text)
            text += "\n"
        }
        let title = indent + "\(report.keyword): \(report.name)".trimmingTrailingSpaces
        appendBlock(head: Line(plain: title, painted: title, comment: report.location), steps: report.steps, stepIndent: indent + "  ", palette: palette, to: &text)
        if report.willBeRetried {
            text += indent + "  " + palette.paint("This attempt will be retried.", as: report.status) + "\n"
        }
        text += "\n"
    }

    /// A head line and its steps, their comments aligned in one column.
    ///
    /// Each step line starts with its status icon; what goes under a step (table, doc string, error) lines up
    /// two columns right of the step's keyword.
    static func block(head: Line, steps: [StepReport], stepIndent: String, palette: ConsolePalette) -> String {
        var text = ""
        appendBlock(head: head, steps: steps, stepIndent: stepIndent, palette: palette, to: &text)
        return text
    }

    private static func appendBlock(head: Line, steps: [StepReport], stepIndent: String, palette: ConsolePalette, to text: inout String) {
        let stepLines = steps.map { line(for: $0, indent: stepIndent, palette: palette) }
        var column = head.comment == nil ? 0 : head.width
        for line in stepLines where line.comment != nil { column = max(column, line.width) }
        append(head, column: column, palette: palette, to: &text)
        let detailIndent = stepIndent + iconWidth + "  "
        for (step, line) in zip(steps, stepLines) {
            append(line, column: column, palette: palette, to: &text)
            appendDetails(of: step, indent: detailIndent, palette: palette, to: &text)
        }
    }

    /// A run hook that went wrong or attached something, as a block of its own, what it attached and its error
    /// under it as under a step; `prefix` (such as `1) `) leads its first line.
    static func runHook(_ report: RunHookReport, prefix: String, palette: ConsolePalette) -> String {
        let words = StatusIcon.marking(report.label, as: report.status)
        let head = Line(plain: prefix + words, painted: prefix + palette.paint(words, as: report.status), comment: report.definition)
        var text = ""
        append(head, column: head.width, palette: palette, to: &text)
        let indent = ConsoleWidth.repeated(" ", count: prefix.count) + iconWidth + "  "
        appendAttachments(report.attachments, indent: indent, palette: palette, to: &text)
        if let error = report.error { appendIndented(palette.paint(error, as: report.status), by: indent, to: &text) }
        return text
    }

    /// The room the status icon and its space take at the start of a step or hook line.
    private static let iconWidth = "  "

    private static func line(for step: StepReport, indent: String, palette: ConsolePalette) -> Line {
        let label = switch step.kind {
        case .step(let keyword, let text, _): keyword + text
        case .hook(let label): label
        }
        var painted = indent
        if palette.colored {
            painted += palette.paint(StatusIcon.marking(label, as: step.status), as: step.status)
        } else {
            painted += StatusIcon.of(step.status)
            painted += " "
            painted += label
        }
        // The icon is one character and the space after it keeps a printable ASCII label from joining it.
        guard ConsoleWidth.isPrintableASCII(indent), ConsoleWidth.isPrintableASCII(label) else {
            return Line(plain: indent + StatusIcon.marking(label, as: step.status), painted: painted, comment: step.definition)
        }
        return Line(width: indent.utf8.count + 2 + label.utf8.count, painted: painted, comment: step.definition)
    }

    private static func appendDetails(of step: StepReport, indent: String, palette: ConsolePalette, to text: inout String) {
        if case .step(_, _, let argument?) = step.kind {
            for line in StepArgumentText.lines(for: argument) { appendIndented(line, by: indent, to: &text) }
        }
        appendAttachments(step.attachments, indent: indent, palette: palette, to: &text)
        if let error = step.error { appendIndented(palette.paint(error, as: step.status), by: indent, to: &text) }
    }

    private static func appendAttachments(_ attachments: [String], indent: String, palette: ConsolePalette, to text: inout String) {
        for attachment in attachments {
            // A tool's coloured log keeps its colours on a terminal; no other escape reaches the console.
            let shown = palette.colored ? TerminalEscapes.keepingColours(in: attachment) : TerminalEscapes.removed(from: attachment)
            appendIndented(shown, by: indent, to: &text)
        }
    }

    private static func append(_ line: Line, column: Int, palette: ConsolePalette, to text: inout String) {
        text += line.painted
        if let comment = line.comment {
            text += ConsoleWidth.repeated(" ", count: column - line.width)
            text += " "
            text += palette.comment("# " + comment)
        }
        text += "\n"
    }

    /// Every line of `text` behind `indent` (empty lines stay empty), ending with a line break.
    static func indented(_ text: String, by indent: String) -> String {
        var result = ""
        appendIndented(text, by: indent, to: &result)
        return result
    }

    private static func appendIndented(_ text: String, by indent: String, to output: inout String) {
        // Lines end at a line feed that is not part of a CR LF, as they do for a split of the text's characters.
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                if lineStart != index {
                    output += indent
                    output += text[lineStart..<index]
                }
                output += "\n"
                lineStart = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        if lineStart != utf8.endIndex {
            output += indent
            output += text[lineStart...]
        }
        output += "\n"
    }

    private static func appendJoined(_ words: [String], to text: inout String) {
        for (position, word) in words.enumerated() {
            if position > 0 { text += " " }
            text += word
        }
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
