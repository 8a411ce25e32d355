import Formatters

/// The help text of a subcommand (`format`, `merge`): a label column 24 wide, as `bdd --help` lays it out.
struct SubcommandHelp {
    private static let column = 24
    private(set) var text: String

    /// Help that starts with the overview and usage lines.
    init(overview: String, usage: String) {
        text = "OVERVIEW: \(overview)\n\nUSAGE: \(usage)\n\n"
    }

    /// A heading, after a blank line unless it is the first.
    mutating func heading(_ title: String) {
        text += (text.hasSuffix("\n\n") ? "" : "\n") + title + ":\n"
    }

    /// One row: the label, then the text in the second column (on the next line when the label is too long).
    mutating func row(_ label: String, _ explanation: String) {
        let padding = label.count < Self.column - 2 ? String(repeating: " ", count: Self.column - 2 - label.count) : "\n" + String(repeating: " ", count: Self.column)
        text += "  " + label + padding + explanation + "\n"
    }

    /// A line of the second column alone.
    mutating func continuation(_ explanation: String) {
        text += String(repeating: " ", count: Self.column) + explanation + "\n"
    }

    /// The registry's formatters, one row each.
    mutating func formatters(_ registry: FormatterRegistry) {
        heading("FORMATTERS")
        for entry in registry.entries { row(entry.name, entry.summary) }
    }
}
