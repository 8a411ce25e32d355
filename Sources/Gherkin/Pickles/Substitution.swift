import CucumberMessages

/// One examples row applied to outline text: each `<header>` replaced by the row's value, header by header.
struct Substitution {
    let rowId: String
    private let pairs: [(placeholder: [UInt8], value: [UInt8])]

    init(header: TableRow, row: TableRow) {
        rowId = row.id
        pairs = zip(header.cells, row.cells).map { name, value in
            (Array("<\(name.value)>".utf8), Array(value.value.utf8))
        }
    }

    /// `text` with the placeholders replaced, in header order (a value may feed a later placeholder).
    func apply(to text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var bytes = Array(text.utf8)
        for pair in pairs {
            bytes = Self.replacing(pair.placeholder, with: pair.value, in: bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in text: [UInt8]) -> [UInt8] {
        guard let first = pattern.first, text.count >= pattern.count else { return text }
        var result: [UInt8] = []
        var index = 0
        var copied = 0
        let last = text.count - pattern.count
        while index <= last {
            if text[index] == first, text[index..<(index + pattern.count)].elementsEqual(pattern) {
                if result.isEmpty { result.reserveCapacity(text.count) }
                result.append(contentsOf: text[copied..<index])
                result.append(contentsOf: replacement)
                index += pattern.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return text }
        result.append(contentsOf: text[copied...])
        return result
    }
}
