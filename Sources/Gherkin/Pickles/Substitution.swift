#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CucumberMessages

/// One examples row applied to outline text: each `<header>` replaced by the row's value, header by header.
struct Substitution {
    let rowId: String
    private let names: [TableCell]
    private let values: [TableCell]

    init(header: TableRow, row: TableRow) {
        rowId = row.id
        names = header.cells
        values = row.cells
    }

    /// `text` with the placeholders replaced, in header order (a value may feed a later placeholder).
    func apply(to text: String) -> String {
        var result = text
        for (name, value) in zip(names, values) {
            guard Self.contains(UInt8(ascii: "<"), in: &result) else { break }
            if let replaced = Self.replacing("<\(name.value)>", with: value.value, in: &result) { result = replaced }
        }
        return result
    }

    private static func contains(_ byte: UInt8, in text: inout String) -> Bool {
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }

    /// `text` with every occurrence of `pattern` replaced, or nil when there is none.
    private static func replacing(_ pattern: String, with replacement: String, in text: inout String) -> String? {
        var pattern = pattern
        var replacement = replacement
        return pattern.withUTF8 { pattern in
            replacement.withUTF8 { replacement in
                text.withUTF8 { text in replacing(pattern, with: replacement, in: text) }
            }
        }
    }

    private static func replacing(
        _ pattern: UnsafeBufferPointer<UInt8>, with replacement: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>
    ) -> String? {
        let matches = occurrences(of: pattern, in: text)
        guard !matches.isEmpty else { return nil }
        let length = text.count + matches.count * (replacement.count - pattern.count)
        return String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            var copied = 0
            for match in matches {
                written = copy(text[copied..<match], to: output, at: written)
                written = copy(replacement[...], to: output, at: written)
                copied = match + pattern.count
            }
            return copy(text[copied...], to: output, at: written)
        }
    }

    /// The starts of the non-overlapping occurrences of `pattern`, left to right.
    private static func occurrences(of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let first = pattern.first, text.count >= pattern.count else { return [] }
        var found: [Int] = []
        var index = 0
        let last = text.count - pattern.count
        while index <= last {
            if text[index] == first, UnsafeBufferPointer(rebasing: text[index..<(index + pattern.count)]).elementsEqual(pattern) {
                found.append(index)
                index += pattern.count
            } else {
                index += 1
            }
        }
        return found
    }

    private static func copy(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, to output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        for (index, byte) in bytes.enumerated() { output[offset + index] = byte }
        return offset + bytes.count
    }
}
