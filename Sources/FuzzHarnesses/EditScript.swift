/// A client's editing session decoded from fuzz bytes, one operation after another, with what the edits make of
/// each document's text, worked out on Unicode scalars the protocol's way, apart from the server's own code.
struct EditScript {
    enum Operation {
        case open(document: Int, version: Int, text: String)
        /// A change of `range` (start line, start character, end line, end character; nil: the whole text).
        case change(document: Int, version: Int, range: [Int]?, text: String)
        case close(document: Int)
        case request(method: String, document: Int, line: Int, character: Int)
        /// A body that is no message, framed.
        case garbage([UInt8])
        case cancel(id: Int)
    }

    static let methods = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
        "textDocument/documentSymbol", "textDocument/semanticTokens/full", "textDocument/formatting", "textDocument/codeAction",
    ]

    /// Whether the client offers UTF-8 positions (UTF-16 otherwise).
    let utf8: Bool
    private(set) var operations: [Operation] = []

    init(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        utf8 = reader.next() & 1 == 1
        while !reader.isAtEnd {
            let document = Int(reader.next() % 3)
            switch reader.next() % 7 {
            case 0: operations.append(.open(document: document, version: Int(reader.next()), text: reader.text(long: true)))
            case 1:
                let range = (0..<4).map { _ in Int(reader.next()) }
                operations.append(.change(document: document, version: Int(reader.next()), range: range, text: reader.text(long: false)))
            case 2: operations.append(.change(document: document, version: Int(reader.next()), range: nil, text: reader.text(long: true)))
            case 3: operations.append(.close(document: document))
            case 4:
                let method = Self.methods[Int(reader.next()) % Self.methods.count]
                operations.append(.request(method: method, document: document, line: Int(reader.next()), character: Int(reader.next())))
            case 5: operations.append(.garbage(reader.bytes(Int(reader.next()))))
            default: operations.append(.cancel(id: Int(reader.next())))
            }
        }
    }

    /// A script that opens `feature`, changes a few places of it and asks about it.
    static func seed(opening feature: [UInt8]) -> [UInt8] {
        let length = min(feature.count, 65_535)
        var script: [UInt8] = [0, 0, 0, 1, UInt8(length >> 8), UInt8(length & 0xFF)]
        script += feature.prefix(length)
        // A change inserting a character of two UTF-16 units, a hover, the outline, a change inside that character,
        // a close of a document never opened, a request on it, a cancellation and a body that is no JSON.
        let operations: [[UInt8]] = [
            [0, 1, 2, 4, 2, 6, 2, 0x82, 0x41, 0x42], [0, 4, 0, 2, 5], [0, 4, 4, 0, 0], [0, 1, 2, 7, 2, 7, 3, 1, 0x5A],
            [1, 3], [2, 4, 0, 0, 0], [0, 6, 200], [0, 5, 3, 0x7B, 0x7D, 0x5D],
        ]
        for operation in operations { script += operation }
        return script
    }

    /// The index in `text` of a protocol position: past the end of its line, the line's end; past the last line,
    /// the text's end; inside a scalar's units, where the scalar starts.
    static func offset(line: Int, character: Int, in text: [Unicode.Scalar], utf8: Bool) -> Int {
        var start = 0
        for _ in 0..<line {
            guard let newline = text[start...].firstIndex(of: "\n") else { return text.count }
            start = newline + 1
        }
        var end = text[start...].firstIndex(of: "\n") ?? text.count
        if end > start, text[end - 1] == "\r" { end -= 1 }
        var counted = 0
        var index = start
        while index < end {
            let width = utf8 ? String(text[index]).utf8.count : text[index].utf16.count
            if counted + width > character { break }
            counted += width
            index += 1
        }
        return index
    }
}
