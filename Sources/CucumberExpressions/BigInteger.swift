/// An integer of any size, as matched by `{biginteger}`; it carries the exact digits, not arithmetic.
public struct BigInteger: Sendable, Hashable, LosslessStringConvertible {
    /// Whether the integer is below zero.
    public let isNegative: Bool
    /// The decimal digits of the absolute value, without leading zeros (`"0"` for zero).
    public let magnitude: String

    /// Parses an optional sign followed by ASCII digits; nil for anything else.
    public init?(_ description: String) {
        var digits = Substring(description)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let trimmed = digits.drop { $0 == "0" }
        magnitude = trimmed.isEmpty ? "0" : String(trimmed)
        isNegative = negative && magnitude != "0"
    }

    /// The exact value of a fixed-width integer.
    public init(_ value: some BinaryInteger) {
        isNegative = value < 0
        magnitude = String(value.magnitude)
    }

    /// The canonical decimal form, e.g. `-42`.
    public var description: String { isNegative ? "-" + magnitude : magnitude }
}
