#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CucumberMessages

/// One examples row applied to outline text: each `<name>` of the header replaced by the row's value.
///
/// The official rule replaces header name after header name, so a value may feed a later placeholder.
/// When no value holds `<` or `>`, one left-to-right pass gives the same text in linear time; the
/// name-after-name replacement is kept for the texts where the two could differ.
struct Substitution {
    let rowId: String
    private let placeholders: Placeholders
    private let values: [TableCell]
    /// Whether one pass is exact for this row.
    private let valuesAreInert: Bool

    init(placeholders: Placeholders, row: TableRow) {
        rowId = row.id
        self.placeholders = placeholders
        values = row.cells
        valuesAreInert = row.cells.allSatisfy { cell in
            !cell.value.utf8.contains { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }
        }
    }

    /// What one pass over a text found.
    private enum OnePass {
        case unchanged
        case replaced(String)
        /// A placeholder follows an unclosed `<`: only name-after-name replacement is exact.
        case ambiguous
    }

    /// `text` with the placeholders replaced.
    func apply(to text: String) -> String {
        var text = text
        let pass = text.withUTF8 { bytes -> OnePass in
            guard let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "<")), bytes.count) != nil else { return .unchanged }
            guard valuesAreInert, !placeholders.hasDelimitedName else { return .ambiguous }
            return onePass(bytes)
        }
        switch pass {
        case .unchanged: return text
        case .replaced(let result): return result
        case .ambiguous: return nameAfterName(text)
        }
    }

    /// Every `<name>` replaced in one left-to-right pass: a first pass finds the placeholders and the
    /// length of the result, a second writes the result straight into the string.
    private func onePass(_ bytes: UnsafeBufferPointer<UInt8>) -> OnePass {
        var length = 0
        var replaced = false
        var unclosed = false
        var index = 0
        while index < bytes.count {
            guard let (close, column) = placeholder(at: index, in: bytes, unclosed: &unclosed) else {
                length += 1
                index += 1
                continue
            }
            if unclosed { return .ambiguous }
            replaced = true
            length += values[column].value.utf8.count
            index = close + 1
        }
        guard replaced else { return .unchanged }
        var ignored = false
        let result = String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            var index = 0
            while index < bytes.count {
                guard let (close, column) = placeholder(at: index, in: bytes, unclosed: &ignored) else {
                    output[written] = bytes[index]
                    written += 1
                    index += 1
                    continue
                }
                var value = values[column].value
                value.withUTF8 { value in
                    for byte in value {
                        output[written] = byte
                        written += 1
                    }
                }
                index = close + 1
            }
            return written
        }
        return .replaced(result)
    }

    /// The closing `>` and the column of the placeholder opening at `index`, if one does; keeps track of
    /// whether a `<` without a placeholder is still open.
    private func placeholder(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, unclosed: inout Bool) -> (Int, Int)? {
        let byte = bytes[index]
        if byte == UInt8(ascii: ">") { unclosed = false }
        guard byte == UInt8(ascii: "<") else { return nil }
        var close = index + 1
        while close < bytes.count, bytes[close] != UInt8(ascii: ">"), bytes[close] != UInt8(ascii: "<") { close += 1 }
        guard close < bytes.count, bytes[close] == UInt8(ascii: ">"),
              let column = placeholders.column(of: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])),
              column < values.count else {
            unclosed = true
            return nil
        }
        return (close, column)
    }

    /// The official rule, literally: every `<name>` of the first header name, then of the second, and so on.
    private func nameAfterName(_ text: String) -> String {
        var result = text
        for (name, value) in zip(placeholders.names, values) {
            result = result.replacingAll("<\(name)>", with: value.value)
        }
        return result
    }
}

private extension String {
    /// The string with every non-overlapping occurrence of `pattern`, left to right, replaced.
    func replacingAll(_ pattern: String, with replacement: String) -> String {
        let text = Array(utf8)
        let pattern = Array(pattern.utf8)
        guard let first = pattern.first, text.count >= pattern.count else { return self }
        var result: [UInt8] = []
        var index = 0
        var copied = 0
        while index <= text.count - pattern.count {
            if text[index] == first, text[index..<(index + pattern.count)].elementsEqual(pattern) {
                result += text[copied..<index]
                result += replacement.utf8
                index += pattern.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return self }
        result += text[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}
