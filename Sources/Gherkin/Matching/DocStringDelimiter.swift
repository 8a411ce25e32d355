/// One of the two ways to open and close a doc string.
struct DocStringDelimiter: Sendable {
    let bytes: [UInt8]
    let text: String
    /// The delimiter with a backslash before each character, which stands for the delimiter inside the doc string.
    private let escaped: [UInt8]
    /// Its position in `all`, which tokens keep instead of the delimiter.
    let index: Int

    private init(_ text: String, index: Int) {
        self.text = text
        self.index = index
        self.bytes = Array(text.utf8)
        self.escaped = bytes.flatMap { [ASCII.backslash, $0] }
    }

    /// `"""` then ```` ``` ````, the order in which an opening delimiter is tried.
    static let all = [DocStringDelimiter("\"\"\"", index: 0), DocStringDelimiter("```", index: 1)]

    /// The text of `start..<end` with every escaped delimiter turned into the delimiter.
    func unescaping(_ start: Int, _ end: Int, in source: SourceBytes) -> String {
        var found = start
        while found < end, source[found] != ASCII.backslash { found += 1 }
        guard found < end else { return source.string(start, end) }
        var result: [UInt8] = []
        result.reserveCapacity(end - start)
        var index = start
        while index < end {
            if source.hasPrefix(escaped, at: index, end: end) {
                result.append(contentsOf: bytes)
                index += escaped.count
            } else {
                result.append(source[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
