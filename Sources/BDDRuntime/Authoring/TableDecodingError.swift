import CucumberMessages

/// A data table does not fit the type it is decoded as: says where (feature line, row, column) and why.
public struct TableDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What does not fit.
    public enum Problem: Sendable, Hashable {
        /// The cell's text is not a value of the expected type; `reason` says more when something more is known.
        case unreadableCell(text: String, expected: String, reason: String?)
        /// A column names no property of the type.
        case unknownColumn(type: String)
        /// The type needs a property no column gives.
        case missingColumn(property: String, expected: String)
        /// The table's shape does not fit the way it is decoded (no header, not two columns).
        case shape(String)
    }

    /// The feature file, when the table came from one.
    public let uri: String?
    /// The line of the row the problem is on (of the header for a column problem), when known.
    public let line: Int?
    /// The data row, counted from 1 after the header (the table row, from 1, of a vertical table).
    public let row: Int?
    /// The column's header text (the name cell of a vertical table's row).
    public let column: String?
    /// What does not fit.
    public let problem: Problem

    /// Creates the error.
    public init(uri: String?, line: Int?, row: Int?, column: String?, problem: Problem) {
        self.uri = uri
        self.line = line
        self.row = row
        self.column = column
        self.problem = problem
    }

    public var description: String {
        var place: [String] = []
        if let row { place.append("row \(row)") }
        if let column { place.append("column \"\(column)\"") }
        let prefix = [uri.map { SourcePlace.text(uri: $0, line: line) }, place.isEmpty ? nil : "data table " + place.joined(separator: ", ")]
            .compactMap { $0 }.joined(separator: ": ")
        return (prefix.isEmpty ? "" : prefix + ": ") + explanation
    }

    private var explanation: String {
        switch problem {
        case .unreadableCell(let text, let expected, let reason):
            return "\"\(text)\" is not a \(expected)" + (reason.map { ": \($0)" } ?? "")
        case .unknownColumn(let type):
            return "\(type) has no property for this column"
        case .missingColumn(let property, let expected):
            return "no column gives \(property) (a \(expected))"
        case .shape(let text):
            return text
        }
    }
}
