import CucumberMessages

/// Reads the tags of a tag line: `@`-separated names, up to a comment (whitespace then `#`).
enum TagScanner {
    /// The tags with their locations (ids not yet given), or the error of the first tag with whitespace inside.
    static func tags(of line: GherkinLine, in source: SourceBytes) -> Result<[Tag], GherkinError> {
        let end = uncommentedEnd(of: line, in: source)
        var tags: [Tag] = []
        tags.reserveCapacity(source.count(of: ASCII.at, in: line.textStart..<end))
        var index = line.textStart
        var column = line.indent + 1
        var nameStart: Int?
        var tagColumn = column
        while true {
            if index == end || source[index] == ASCII.at {
                if let start = nameStart {
                    switch tag(start, index, column: tagColumn, line: line.number, in: source) {
                    case .success(let tag?): tags.append(tag)
                    case .success(nil): break
                    case .failure(let error): return .failure(error)
                    }
                }
                if index == end { return .success(tags) }
                nameStart = index + 1
                tagColumn = column
            }
            index += 1
            while index < end, source[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
    }

    private static func tag(_ start: Int, _ end: Int, column: Int, line: Int, in source: SourceBytes) -> Result<Tag?, GherkinError> {
        let nameEnd = Whitespace.trimEnd(from: start, to: end, in: source.buffer)
        guard nameEnd > start else { return .success(nil) }
        var index = start
        while index < nameEnd {
            if Whitespace.length(at: index, in: source.buffer, end: nameEnd) > 0 {
                return .failure(GherkinError(.tagWithWhitespace, line: line, column: column))
            }
            index += 1
        }
        // The name is made with its `@` (the byte before it) in one go, not by joining two strings.
        return .success(Tag(location: Location(line: line, column: column), name: source.string(start - 1, nameEnd), id: ""))
    }

    /// Where a trailing comment starts, or the end of the line.
    private static func uncommentedEnd(of line: GherkinLine, in source: SourceBytes) -> Int {
        var index = line.textStart
        while index < line.end {
            let width = Whitespace.length(at: index, in: source.buffer, end: line.end)
            if width > 0, index + width < line.end, source[index + width] == ASCII.hash { return index }
            index += max(width, 1)
        }
        return line.end
    }
}
