/// A syntax error in a feature file: where it is, what kind, and the official wording.
public struct GherkinError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// A line the grammar does not allow here; `expected` lists what it allows, e.g. `#StepLine`.
        case unexpectedToken(expected: [String], got: String)
        /// The file ended where the grammar needs more.
        case unexpectedEndOfFile(expected: [String])
        /// A table row with more or fewer cells than the table's first row.
        case inconsistentCellCount
        /// A tag with whitespace inside it.
        case tagWithWhitespace
        /// A `# language:` header (or default language) naming a language the parser does not know.
        case unsupportedLanguage(String, available: [String])
        /// Bytes that are not UTF-8, at this offset from the start of the file.
        case invalidUTF8(byteOffset: Int)
    }

    /// What went wrong.
    public let kind: Kind
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, or nil at the end of the file.
    public let column: Int?

    /// Creates an error of `kind` at a position.
    public init(_ kind: Kind, line: Int, column: Int?) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The message as the official implementations word it, e.g. `(3:0): unexpected end of file, …`.
    public var message: String { "(\(line):\(column ?? 0)): \(text)" }

    /// The message, with the available languages when the language is unknown.
    public var description: String {
        if case .unsupportedLanguage(_, let available) = kind {
            return "\(message) (available: \(available.joined(separator: ", ")))"
        }
        return message
    }

    private var text: String {
        switch kind {
        case .unexpectedToken(let expected, let got):
            "expected: \(expected.joined(separator: ", ")), got '\(got)'"
        case .unexpectedEndOfFile(let expected):
            "unexpected end of file, expected: \(expected.joined(separator: ", "))"
        case .inconsistentCellCount:
            "inconsistent cell count within the table"
        case .tagWithWhitespace:
            "A tag may not contain whitespace"
        case .unsupportedLanguage(let name, _):
            "Language not supported: \(name)"
        case .invalidUTF8(let offset):
            "invalid UTF-8 at byte offset \(offset)"
        }
    }
}
