/// A `PATH[:LINE]...` operand: a file or folder, and the lines selected in it.
struct FeatureOperand: Equatable {
    let path: String
    let lines: [Int]

    /// Splits trailing `:LINE` parts off `operand`; a part that is not a positive number stays in the path.
    init(_ operand: String) {
        var path = Substring(operand)
        var lines: [Int] = []
        while let colon = path.lastIndex(of: ":"), let line = Int(path[path.index(after: colon)...]), line > 0 {
            lines.insert(line, at: 0)
            path = path[..<colon]
        }
        self.path = path.isEmpty ? operand : String(path)
        self.lines = path.isEmpty ? [] : lines
    }
}
