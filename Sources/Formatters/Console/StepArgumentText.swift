import CucumberMessages

/// Renders a step's data table or doc string the way it is written in a feature file.
enum StepArgumentText {
    static func lines(for argument: PickleStepArgument?) -> [String] {
        if let table = argument?.dataTable { return tableLines(table) }
        if let docString = argument?.docString { return docStringLines(docString) }
        return []
    }

    /// Rows of `| cell | cell |` with every column padded to its widest cell.
    private static func tableLines(_ table: PickleTable) -> [String] {
        let rows = table.rows.map { $0.cells.map { escape($0.value) } }
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? ConsoleWidth.of($0[column]) : 0 }.max() ?? 0 }
        return rows.map { cells in
            let padded = cells.enumerated().map { column, cell in cell + ConsoleWidth.repeated(" ", count: widths[column] - ConsoleWidth.of(cell)) }
            return "| " + padded.joined(separator: " | ") + " |"
        }
    }

    private static func docStringLines(_ docString: PickleDocString) -> [String] {
        let content = docString.content.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return ["\"\"\"" + (docString.mediaType ?? "")] + content + ["\"\"\""]
    }

    /// A cell as Gherkin writes it: backslash, pipe and line break escaped.
    private static func escape(_ value: String) -> String {
        let special: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "|"), UInt8(ascii: "\n")]
        guard value.utf8.contains(where: special.contains) else { return value }
        return value.replacing("\\", with: "\\\\").replacing("|", with: "\\|").replacing("\n", with: "\\n")
    }
}
