/// An expression of literal text and integer parameters only (`I add {int}`, `{int} items at {int}`), matched without
/// the regular expression it compiles to: ICU's matcher, reached through Foundation, costs tens of thousands of
/// instructions a step, and an outline of a million rows whose texts are all different pays it for every one.
///
/// Only where the regular expression could not backtrack: after each integer comes the end or text whose first
/// character is an ASCII non-digit, so the greedy number is the only one that fits. Where a text could still match
/// differently under ICU's rules (a digit outside ASCII where a number could go on, a line terminator at the end,
/// which `$` accepts), it says `undecided` and the regular expression decides.
struct IntegerExpressionMatcher: Sendable {
    enum Outcome {
        /// The parameters' groups, in order.
        case matched([Group])
        case noMatch
        case undecided
    }

    private enum Segment: Sendable {
        /// Literal text, and its length in UTF-16 code units (where groups are placed).
        case text([UInt8], utf16Count: Int)
        case integer
    }

    /// What `{int}` and the other integer types match.
    static let integerRegularExpressions = [#"-?\d+"#, #"\d+"#]

    private let segments: [Segment]

    /// The matcher of an expression whose nodes are `nodes` and whose parameters have `parameterTypes`; nil when the
    /// expression holds anything else, or when a number could be followed by a digit.
    init?(nodes: [Node], parameterTypes: [ParameterType]) {
        var segments: [Segment] = []
        var text = ""
        var parameters = parameterTypes.makeIterator()
        for node in nodes {
            switch node.type {
            case .text:
                text += node.text
            case .parameter:
                guard parameters.next()?.regularExpressions == Self.integerRegularExpressions else { return nil }
                if !text.isEmpty { segments.append(.text(Array(text.utf8), utf16Count: text.utf16.count)) }
                text = ""
                segments.append(.integer)
            default:
                return nil
            }
        }
        if !text.isEmpty { segments.append(.text(Array(text.utf8), utf16Count: text.utf16.count)) }
        for (index, segment) in segments.enumerated() where index + 1 < segments.count {
            guard case .integer = segment else { continue }
            guard case .text(let next, _) = segments[index + 1], let first = next.first,
                  first < 0x80, !Self.isDigit(first) else { return nil }
        }
        guard segments.contains(where: { if case .integer = $0 { true } else { false } }) else { return nil }
        self.segments = segments
    }

    /// Whether the whole of `text` matches, with the groups the regular expression would give.
    func match(_ text: String) -> Outcome {
        var text = text
        return text.withUTF8(match(bytes:))
    }

    private func match(bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        var position = 0
        var utf16Offset = 0
        var groups: [Group] = []
        groups.reserveCapacity(segments.count)
        for segment in segments {
            switch segment {
            case .text(let literal, let utf16Count):
                guard bytes.count - position >= literal.count,
                      literal.withUnsafeBufferPointer({ Self.bytes(bytes, at: position, equal: $0) }) else { return unmatched(bytes) }
                position += literal.count
                utf16Offset += utf16Count
            case .integer:
                let start = position
                if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
                let digits = position
                while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
                // A digit of another script may go on the number: ICU's `\d` takes it.
                if position < bytes.count, bytes[position] >= 0x80 { return .undecided }
                guard position > digits else { return unmatched(bytes) }
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                groups.append(Group(value: value, start: utf16Offset, end: utf16Offset + position - start))
                utf16Offset += position - start
            }
        }
        return position == bytes.count ? .matched(groups) : unmatched(bytes)
    }

    /// No match, unless the text ends with a line terminator, before which ICU's `$` matches too, or holds a
    /// character outside ASCII that a number might have taken.
    private func unmatched(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let last = bytes.last else { return .noMatch }
        return last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") || last >= 0x80 ? .undecided : .noMatch
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, equal literal: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in literal.indices where literal[index] != bytes[position + index] { return false }
        return true
    }
}
