import Foundation

/// A type a table cell's text converts to directly, without a decoder of its own.
protocol TableCellConvertible {
    init?(tableCell: String)
}

extension String: TableCellConvertible {
    init?(tableCell: String) { self = tableCell }
}

extension Bool: TableCellConvertible {
    /// `yes` and `no` too: tables are written by people, for people.
    init?(tableCell: String) {
        switch tableCell.lowercased() {
        case "true", "yes": self = true
        case "false", "no": self = false
        default: return nil
        }
    }
}

extension Int: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension Int8: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension Int16: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension Int32: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension Int64: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension UInt: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension UInt8: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension UInt16: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension UInt32: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension UInt64: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension Double: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }
extension Float: TableCellConvertible { init?(tableCell: String) { self.init(tableCell) } }

extension Decimal: TableCellConvertible {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Only a whole number: `Decimal(string:)` alone reads `12abc` as 12. Plain decimals of up to 18 digits, the
    /// usual cell, are read digit by digit; `Decimal(string:)` is several times slower.
    init?(tableCell: String) {
        if let plain = Self.plain(tableCell.utf8) {
            self = plain
            return
        }
        guard Double(tableCell) != nil, tableCell.utf8.allSatisfy({ Self.numberBytes.contains($0) }) else { return nil }
        self.init(string: tableCell, locale: Self.posix)
    }

    private static let numberBytes = Set("0123456789+-.eE".utf8)

    /// `[-+]digits[.digits]` with at most 18 digits; nil for anything else.
    private static func plain(_ text: String.UTF8View) -> Decimal? {
        var bytes = text[...]
        let isNegative = bytes.first == UInt8(ascii: "-")
        if isNegative || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var significand: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        for byte in bytes {
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else { return nil }
            significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
            digits += 1
            if seenPoint { fractionDigits += 1 }
        }
        guard digits > 0 else { return nil }
        return Decimal(sign: isNegative ? .minus : .plus, exponent: -fractionDigits, significand: Decimal(significand))
    }
}

extension Date: TableCellConvertible {
    /// ISO 8601: a date and time with or without fractional seconds, or a date alone (midnight UTC).
    init?(tableCell: String) {
        let styles = [
            Date.ISO8601FormatStyle(),
            Date.ISO8601FormatStyle(includingFractionalSeconds: true),
            Date.ISO8601FormatStyle().year().month().day(),
        ]
        guard let date = styles.lazy.compactMap({ try? $0.parse(tableCell) }).first else { return nil }
        self = date
    }
}

extension URL: TableCellConvertible {
    init?(tableCell: String) { self.init(string: tableCell) }
}
