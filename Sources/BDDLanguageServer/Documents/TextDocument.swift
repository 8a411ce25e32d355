/// A feature file's text as the editor holds it, with what turns the protocol's positions into places in it.
struct TextDocument: Sendable {
    let uri: String
    /// The editor's version of the text; 0 for a file read from disk.
    var version: Int
    private(set) var text: String
    /// Where each line starts in `text`.
    private(set) var lineStarts: [String.Index] = []

    init(uri: String, version: Int = 0, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
        lineStarts = Self.lineStarts(of: text)
    }

    var lineCount: Int { lineStarts.count }

    /// The text of line `number` (0-based), its line break excluded; empty past the end.
    func line(_ number: Int) -> Substring {
        guard number >= 0, number < lineStarts.count else { return "" }
        let end = number + 1 < lineStarts.count ? text.unicodeScalars.index(before: lineStarts[number + 1]) : text.endIndex
        var line = text[lineStarts[number]..<end]
        if line.last == "\r" { line = line.dropLast() }
        return line
    }

    /// The index of `position` in `text`: a position past its line's end is at the end of the line.
    func index(of position: TextPosition, encoding: PositionEncoding) -> String.Index {
        guard position.line < lineStarts.count else { return text.endIndex }
        return encoding.index(position.character, in: line(position.line))
    }

    /// The position of `index`, which lies on line `number`.
    func position(of index: String.Index, onLine number: Int, encoding: PositionEncoding) -> TextPosition {
        let line = line(number)
        let clamped = min(max(index, line.startIndex), line.endIndex)
        return TextPosition(line: number, character: encoding.count(line[line.startIndex..<clamped]))
    }

    /// The position of the `column`th Unicode scalar (1-based, as Gherkin counts columns) of line `line` (1-based).
    func position(line: Int, column: Int, encoding: PositionEncoding) -> TextPosition {
        let text = self.line(line - 1)
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: max(0, column - 1), limitedBy: scalars.endIndex) ?? scalars.endIndex
        return TextPosition(line: line - 1, character: encoding.count(text[text.startIndex..<index]))
    }

    /// The end of line `number` (0-based).
    func endOfLine(_ number: Int, encoding: PositionEncoding) -> TextPosition {
        TextPosition(line: number, character: encoding.count(line(number)))
    }

    /// Applies one change the editor sent: a range replaced by text, or the whole text when `range` is nil.
    mutating func apply(_ replacement: String, in range: TextRange?, encoding: PositionEncoding) {
        if let range {
            let lower = index(of: range.start, encoding: encoding)
            let upper = max(lower, index(of: range.end, encoding: encoding))
            text.replaceSubrange(lower..<upper, with: replacement)
        } else {
            text = replacement
        }
        lineStarts = Self.lineStarts(of: text)
    }

    private static func lineStarts(of text: String) -> [String.Index] {
        var starts = [text.startIndex]
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == 0x0A { starts.append(next) }
            index = next
        }
        return starts
    }
}
