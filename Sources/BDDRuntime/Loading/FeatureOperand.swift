/// A `PATH[:LINE]...` operand: a file or folder, and the lines selected in it, as `bdd` and `BDD_LINES` take it.
public struct FeatureOperand: Sendable, Equatable {
    /// The operand as it was typed, for messages.
    public let text: String
    /// The file or folder.
    public let path: String
    /// The lines selected in the file; none selects all of it.
    public let lines: [Int]

    /// A whole file or folder.
    public init(path: String) {
        text = path
        self.path = path
        lines = []
    }

    /// Splits trailing `:LINE` parts off `operand`; a part that is not a number stays in the path.
    ///
    /// A number that cannot be a line (`0`, `-3`, one too big) is an error rather than part of a file name,
    /// so `a.feature:0` names its mistake instead of a missing file.
    public init(_ operand: String) throws(FeatureOperandError) {
        var path = Substring(operand)
        var lines: [Int] = []
        while let colon = path.lastIndex(of: ":"), colon != path.startIndex {
            let word = path[path.index(after: colon)...]
            guard Self.looksLikeLine(word) else { break }
            guard let line = Int(word), line >= 1 else {
                throw FeatureOperandError(operand: operand, reason: "'\(word)' is not a line number (PATH:LINE takes a LINE of 1 or more)")
            }
            lines.insert(line, at: 0)
            path = path[..<colon]
        }
        text = operand
        self.path = String(path)
        self.lines = lines
    }

    /// Digits, with a minus sign or not.
    private static func looksLikeLine(_ word: Substring) -> Bool {
        let digits = word.first == "-" ? word.dropFirst() : word
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
