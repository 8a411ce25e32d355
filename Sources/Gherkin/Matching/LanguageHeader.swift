/// Reads a `# language: xx` header: `#`, `language`, `:` and a name of letters, `-` and `_`, spaces allowed between.
enum LanguageHeader {
    private static let word = Array("language".utf8)

    /// Where the language code the line names is, or nil when the line is not a language header.
    static func name(in line: GherkinLine, source: SourceBytes) -> TokenText? {
        let end = line.end
        var index = line.textStart
        guard index < end, source[index] == ASCII.hash else { return nil }
        index = Whitespace.skip(from: index + 1, to: end, in: source.buffer)
        guard source.hasPrefix(word, at: index, end: end) else { return nil }
        index = Whitespace.skip(from: index + word.count, to: end, in: source.buffer)
        guard index < end, source[index] == ASCII.colon else { return nil }
        index = Whitespace.skip(from: index + 1, to: end, in: source.buffer)
        let nameStart = index
        while index < end, isNameByte(source[index]) { index += 1 }
        guard index > nameStart, Whitespace.skip(from: index, to: end, in: source.buffer) == end else { return nil }
        return TokenText(start: nameStart, end: index)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == ASCII.minus || byte == ASCII.underscore
    }
}
