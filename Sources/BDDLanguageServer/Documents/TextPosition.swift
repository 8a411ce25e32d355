/// A place in a document as the protocol gives it: a 0-based line and a 0-based offset in the line's units.
struct TextPosition: Sendable, Hashable, Comparable {
    let line: Int
    let character: Int

    init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads `{ "line": …, "character": … }`.
    init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a document, its end excluded.
struct TextRange: Sendable, Hashable {
    let start: TextPosition
    let end: TextPosition

    /// Reads `{ "start": …, "end": … }`.
    init?(_ json: JSONValue?) {
        guard let start = TextPosition(json?["start"]), let end = TextPosition(json?["end"]), start <= end else { return nil }
        self.init(start: start, end: end)
    }

    init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    /// Whether `position` lies in the span, its end included (a cursor just after a word is on it).
    func contains(_ position: TextPosition) -> Bool {
        start <= position && position <= end
    }

    var json: JSONValue { ["start": start.json, "end": end.json] }
}
