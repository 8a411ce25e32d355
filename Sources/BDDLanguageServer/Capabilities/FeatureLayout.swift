import CucumberMessages
import Formatters
import Gherkin

/// Lays a parsed feature file out the one way: two spaces a level of nesting (Feature › Rule › Scenario › step ›
/// table), tables aligned by display width, a comment at the indentation of what follows it, trailing spaces
/// gone. Doc strings move with their step and keep their content; the pickles stay the same, and formatting the
/// result again changes nothing.
struct FeatureLayout {
    private var indents: [Int: Int] = [:]
    private var tables: [[TableRow]] = []
    /// Doc strings by opening line: the indentation they move to and their last line.
    private var docStrings: [Int: (indent: Int, lastLine: Int)] = [:]
    private var blockIndents: [(line: Int, indent: Int)] = []

    /// The text of `document` (parsed from `text`) laid out.
    static func format(_ text: String, document: GherkinDocument) -> String {
        var formatter = FeatureLayout()
        formatter.plan(document)
        return formatter.render(text, comments: document.comments.map(\.location.line))
    }

    private mutating func plan(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        block(feature.location.line, tags: feature.tags, indent: 0)
        // A rule's children sit one level deeper than the feature's, and a scenario's Examples one deeper still.
        var examplesIndent = 0
        GherkinDocumentWalk.walk(document, rule: { rule, _ in
            block(rule.location.line, tags: rule.tags, indent: 2)
        }, background: { background, scope in
            plan(background, indent: scope.rule == nil ? 2 : 4)
        }, scenario: { scenario, scope in
            let indent = scope.rule == nil ? 2 : 4
            plan(scenario, indent: indent)
            examplesIndent = indent + 2
        }, examples: { examples, _ in
            plan(examples, indent: examplesIndent)
        })
    }

    private mutating func plan(_ background: Background, indent: Int) {
        block(background.location.line, tags: [], indent: indent)
        plan(background.steps, indent: indent + 2)
    }

    private mutating func plan(_ scenario: Scenario, indent: Int) {
        block(scenario.location.line, tags: scenario.tags, indent: indent)
        plan(scenario.steps, indent: indent + 2)
    }

    /// An Examples block and its table, header and body aligned as one.
    private mutating func plan(_ examples: Examples, indent: Int) {
        block(examples.location.line, tags: examples.tags, indent: indent)
        table((examples.tableHeader.map { [$0] } ?? []) + examples.tableBody, indent: indent + 2)
    }

    private mutating func plan(_ steps: [Step], indent: Int) {
        for step in steps {
            indents[step.location.line] = indent
            if let table = step.dataTable { self.table(table.rows, indent: indent + 2) }
            if let docString = step.docString {
                let contentLines = docString.content.isEmpty ? 0 : docString.content.split(separator: "\n", omittingEmptySubsequences: false).count
                docStrings[docString.location.line] = (indent + 2, docString.location.line + contentLines + 1)
            }
        }
    }

    private mutating func block(_ line: Int, tags: [Tag], indent: Int) {
        indents[line] = indent
        blockIndents.append((line, indent))
        for tag in tags { indents[tag.location.line] = indent }
    }

    private mutating func table(_ rows: [TableRow], indent: Int) {
        guard !rows.isEmpty else { return }
        for row in rows { indents[row.location.line] = indent }
        tables.append(rows)
    }

    private func render(_ text: String, comments: [Int]) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? String(line.dropLast()) : String(line)
        }
        var rendered = [String?](repeating: nil, count: lines.count)
        for rows in tables {
            for (row, line) in zip(rows, Self.aligned(rows)) where row.location.line <= lines.count {
                rendered[row.location.line - 1] = String(repeating: " ", count: indents[row.location.line] ?? 0) + line
            }
        }
        for (open, docString) in docStrings where open <= lines.count {
            let current = lines[open - 1].prefix { $0 == " " }.count
            for line in open...min(docString.lastLine, lines.count) {
                rendered[line - 1] = Self.shifted(lines[line - 1], by: docString.indent - current)
            }
        }
        let commentLines = Set(comments)
        var nextIndent = 0
        let sortedBlocks = blockIndents.sorted { $0.line < $1.line }
        for number in stride(from: lines.count, through: 1, by: -1) {
            if let done = rendered[number - 1] {
                nextIndent = done.prefix { $0 == " " }.count
                continue
            }
            let content = lines[number - 1].trimmingSpaces()
            if content.isEmpty {
                rendered[number - 1] = ""
            } else if let indent = indents[number] {
                rendered[number - 1] = String(repeating: " ", count: indent) + content
                nextIndent = indent
            } else if commentLines.contains(number) {
                rendered[number - 1] = String(repeating: " ", count: nextIndent) + content
            } else {
                // A description: one level inside the keyword line above it.
                // Before the Feature line (the `# language:` header), at the margin.
                let indent = sortedBlocks.last { $0.line < number }.map { $0.indent + 2 } ?? 0
                rendered[number - 1] = String(repeating: " ", count: indent) + content
                nextIndent = indent
            }
        }
        lines = rendered.map { $0 ?? "" }
        return lines.joined(separator: "\n")
    }

    /// The rows as `| a   | b |` lines, each column as wide as its widest cell.
    private static func aligned(_ rows: [TableRow]) -> [String] {
        let cells = rows.map { $0.cells.map { escaped($0.value) } }
        let columns = cells.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in cells.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0 }
        return cells.map { row in
            "| " + row.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
            }.joined(separator: " | ") + " |"
        }
    }

    /// A cell's value written back as a table cell: backslashes, bars and line breaks escaped.
    private static func escaped(_ value: String) -> String {
        var text = ""
        for character in value {
            switch character {
            case "\\": text += "\\\\"
            case "|": text += "\\|"
            case "\n": text += "\\n"
            default: text.append(character)
            }
        }
        return text
    }

    /// A doc string line moved by `delta` columns: spaces added, or as many leading spaces as it has removed.
    private static func shifted(_ line: String, by delta: Int) -> String {
        if delta >= 0 { return line.isEmpty ? line : String(repeating: " ", count: delta) + line }
        let removable = min(-delta, line.prefix { $0 == " " }.count)
        return String(line.dropFirst(removable))
    }
}
