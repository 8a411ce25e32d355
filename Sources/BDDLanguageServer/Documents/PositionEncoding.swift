/// How a position's `character` counts: UTF-16 code units (the protocol's default) or UTF-8 bytes, when the
/// client offers it in `general.positionEncodings`.
enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// How many units `text` takes.
    func count(_ text: Substring) -> Int {
        switch self {
        case .utf16: text.utf16.count
        case .utf8: text.utf8.count
        }
    }

    /// The index `units` units into `text`, or its end when the line is shorter (as the protocol asks); an offset
    /// inside a character moves back to where the character starts.
    func index(_ units: Int, in text: Substring) -> String.Index {
        var index = text.startIndex
        var counted = 0
        for scalar in text.unicodeScalars {
            let width = self == .utf16 ? scalar.utf16.count : scalar.utf8.count
            if counted + width > units { break }
            counted += width
            index = text.unicodeScalars.index(after: index)
        }
        return index
    }
}
