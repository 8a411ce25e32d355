/// A decimal number of any precision, as matched by `{bigdecimal}`; it carries the exact text, not arithmetic.
///
/// Foundation's `Decimal` keeps 38 digits, so the exact text is kept and converted on request
/// (`Argument.value(as: Decimal.self)`). Like Java's BigDecimal, `1.50` and `1.5` are different values.
public struct BigDecimal: Sendable, Hashable, LosslessStringConvertible {
    /// The number without a leading `+` and with an upper-case exponent marker, e.g. `-1.5E+3`.
    public let description: String

    /// Parses `[-+]digits[.digits][(e|E)[-+]digits]` (at least one mantissa digit); nil for anything else.
    public init?(_ description: String) {
        guard let normalized = Self.normalize(description) else { return nil }
        self.description = normalized
    }

    private static func normalize(_ text: String) -> String? {
        var scalars = Substring(text).unicodeScalars[...]
        var result = ""
        if let sign = scalars.first, sign == "-" || sign == "+" {
            if sign == "-" { result.append("-") }
            scalars = scalars.dropFirst()
        }
        let integer = scalars.prefix { isDigit($0) }
        scalars = scalars.dropFirst(integer.count)
        result.unicodeScalars.append(contentsOf: integer)
        var fraction = Substring.UnicodeScalarView()
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            fraction = scalars.prefix { isDigit($0) }
            guard !fraction.isEmpty else { return nil }
            scalars = scalars.dropFirst(fraction.count)
            result.append(".")
            result.unicodeScalars.append(contentsOf: fraction)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        if let marker = scalars.first, marker == "e" || marker == "E" {
            scalars = scalars.dropFirst()
            result.append("E")
            if let sign = scalars.first, sign == "-" || sign == "+" {
                result.unicodeScalars.append(sign)
                scalars = scalars.dropFirst()
            }
            let exponent = scalars.prefix { isDigit($0) }
            guard !exponent.isEmpty else { return nil }
            scalars = scalars.dropFirst(exponent.count)
            result.unicodeScalars.append(contentsOf: exponent)
        }
        return scalars.isEmpty ? result : nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }
}
