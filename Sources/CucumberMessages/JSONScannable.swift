/// A message, or a value in one, that reads itself straight from JSON text, building no tree on the way: the fast
/// path of `MessageDecoder`, generated from the same table as `JSONReadable` (`JSONScannable+Messages.swift`).
///
/// It answers only "read" or "not read": any text it does not read the way the tree would (malformed JSON, a wrong
/// type, a missing field, an escaped key, deep nesting) gives nil, and the decoder reads the line again through the
/// tree, which says what is wrong and where. So the two agree on every line the fast path takes, and the words of
/// every error stay the tree's.
protocol JSONScannable {
    /// Reads a value that is not `null` at the scanner's position; nil when it cannot.
    init?(scanning json: inout JSONScanner)
}

extension String: JSONScannable {
    init?(scanning json: inout JSONScanner) {
        guard json.peekPastSpace() == UInt8(ascii: "\""), let text = json.string() else { return nil }
        self = text
    }
}

extension Int: JSONScannable {
    /// A whole number as `Int(_:)` reads the tree's text: JSON's grammar, no fraction or exponent, in range.
    init?(scanning json: inout JSONScanner) {
        guard let value = json.integer() else { return nil }
        self = value
    }
}

extension Bool: JSONScannable {
    init?(scanning json: inout JSONScanner) {
        switch json.peekPastSpace() {
        case UInt8(ascii: "t")?: guard json.skipValue(depth: 0) else { return nil }; self = true
        case UInt8(ascii: "f")?: guard json.skipValue(depth: 0) else { return nil }; self = false
        default: return nil
        }
    }
}

extension Array: JSONScannable where Element: JSONScannable {
    init?(scanning json: inout JSONScanner) {
        guard json.enter(UInt8(ascii: "[")) else { return nil }
        self = []
        var first = true
        while json.nextElement(&first) {
            guard let element = Element(scanning: &json) else { return nil }
            // A list that goes on past its first element gets room for four at once: grown one by one, the lists
            // of a few steps, tags or cells each cost an allocation and a copy at two and at four.
            if isEmpty, json.peekPastSpace() == UInt8(ascii: ",") { reserveCapacity(4) }
            append(element)
        }
        guard json.failure == nil else { return nil }
    }
}

/// Enums are written as their raw value: one of plain ASCII is matched as bytes against each case's, never made
/// into a string and looked up by `init(rawValue:)`, which cost a step's type or a result's status more than its
/// message's ids; any other is read as a string first.
extension JSONScannable where Self: RawRepresentable & CaseIterable, RawValue == String {
    init?(scanning json: inout JSONScanner) {
        guard json.peekPastSpace() == UInt8(ascii: "\"") else { return nil }
        if let raw = json.plainASCIIString() {
            guard let value = Self.allCases.first(where: { JSONScanner.spells($0.rawValue, raw) }) else { return nil }
            self = value
            return
        }
        guard let text = String(scanning: &json), let value = Self(rawValue: text) else { return nil }
        self = value
    }
}
