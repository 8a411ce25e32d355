/// Widths and padding of console text, measured in characters as a terminal shows them.
enum ConsoleWidth {
    /// How many columns `text` takes; printable ASCII is counted by its bytes, the rest by `DisplayWidth` (a CJK
    /// character takes two, a combining mark none), as the editor's formatter aligns tables.
    static func of(_ text: String) -> Int {
        text.utf8.allSatisfy(isPrintableASCII) ? text.utf8.count : DisplayWidth.of(text)
    }

    /// Whether `text` is printable ASCII only, where each byte is one character that never joins its neighbours.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy(isPrintableASCII)
    }

    /// `count` copies of an ASCII character, e.g. spaces that pad a column.
    static func repeated(_ character: Unicode.Scalar, count: Int) -> String {
        guard count > 0, character.isASCII else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: UInt8(character.value))
            return count
        }
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }
}
