/// Terminal escape sequences in text a step attached (a tool's coloured log): its colours kept for a terminal
/// that shows them, every other sequence (cursor moves, clears, window titles) removed, so an attachment can
/// colour its own lines but never redraw the console or leave raw `ESC[31m` in a log.
enum TerminalEscapes {
    private static let escape: UInt8 = 0x1B

    /// `text` without any escape sequence.
    static func removed(from text: String) -> String {
        rewritten(text, keepingColours: false)
    }

    /// `text` with only its colour sequences (`ESC [ … m`), ending with a reset when it set any.
    static func keepingColours(in text: String) -> String {
        rewritten(text, keepingColours: true)
    }

    private static func rewritten(_ text: String, keepingColours: Bool) -> String {
        guard text.utf8.contains(escape) else { return text }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var keptColour = false
        var index = 0
        while index < bytes.count {
            guard bytes[index] == escape else {
                output.append(bytes[index])
                index += 1
                continue
            }
            let end = sequenceEnd(in: bytes, from: index)
            if keepingColours, end - index >= 3, bytes[index + 1] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "m") {
                output += bytes[index..<end]
                keptColour = true
            }
            index = end
        }
        if keptColour { output += Array("\u{1B}[0m".utf8) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Just past the sequence starting with the escape at `start`: a CSI (`ESC [` parameters, a final byte), an
    /// OSC (`ESC ]` up to BEL or `ESC \`), or an escape, intermediate bytes and a final byte.
    private static func sequenceEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        guard index < bytes.count else { return index }
        switch bytes[index] {
        case UInt8(ascii: "["):
            index += 1
            while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            return index < bytes.count && (0x40...0x7E).contains(bytes[index]) ? index + 1 : index
        case UInt8(ascii: "]"):
            while index < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == escape, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                index += 1
            }
            return index
        default:
            // An escape, any intermediate bytes (`ESC ( B` chooses a character set), then a final byte.
            while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            return index < bytes.count && (0x30...0x7E).contains(bytes[index]) ? index + 1 : index
        }
    }
}
