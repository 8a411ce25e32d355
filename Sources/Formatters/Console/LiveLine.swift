/// One line of a terminal redrawn in place: each drawing goes back to the line's start, writes the text cut to the
/// terminal's width (a wrapped line could not be erased by going back) and erases what an older, longer text left.
struct LiveLine {
    /// How many columns the terminal has.
    let columns: Int
    /// Whether something is drawn that a later write must erase first.
    private(set) var isDrawn = false

    init(columns: Int) {
        self.columns = max(columns, 10)
    }

    /// What draws `text` (printable ASCII or block characters, one column each) over the line.
    mutating func draw(_ text: String) -> String {
        isDrawn = true
        let width = columns - 1
        let shown = text.unicodeScalars.count > width ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(width))) : text
        return "\r" + shown + Self.eraseToEnd
    }

    /// What erases the line, so other text can be written where it was; nothing when nothing is drawn.
    mutating func erase() -> String {
        guard isDrawn else { return "" }
        isDrawn = false
        return "\r" + Self.eraseToEnd
    }

    private static let eraseToEnd = "\u{1B}[K"
}
