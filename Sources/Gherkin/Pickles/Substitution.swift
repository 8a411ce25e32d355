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

    /// Every `<name>` replaced in one left-to-right pass.
    private func onePass(_ bytes: UnsafeBufferPointer<UInt8>) -> OnePass {
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        var unclosed = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { unclosed = false }
            guard byte == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            var close = index + 1
            while close < bytes.count, bytes[close] != UInt8(ascii: ">"), bytes[close] != UInt8(ascii: "<") { close += 1 }
            guard close < bytes.count, bytes[close] == UInt8(ascii: ">"),
                  let column = placeholders.column(of: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])),
                  column < values.count else {
                unclosed = true
                index += 1
                continue
            }
            if unclosed { return .ambiguous }
            if result.isEmpty { result.reserveCapacity(bytes.count + 16) }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
            result.append(contentsOf: values[column].value.utf8)
            index = close + 1
            copied = index
        }
        guard copied > 0 else { return .unchanged }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return .replaced(String(decoding: result, as: UTF8.self))
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
