import Foundation

/// Strict text-to-value conversions for the standard scalar types arguments can be asked for.
enum ScalarConversion {
    /// `text` as a `T`, or nil when `T` is not a supported type or the text is not exactly a `T`.
    static func convert<T>(_ text: String, to type: T.Type) -> T? {
        if T.self == String.self { return text as? T }
        if let integer = integer(text, as: type) { return integer }
        if let decimal = BigDecimal(text) { return fractional(decimal, as: type) }
        return nil
    }

    private static func integer<T>(_ text: String, as type: T.Type) -> T? {
        // Swift's integer initialisers accept exactly an optional sign and ASCII digits.
        switch type {
        case is Int.Type: Int(text) as? T
        case is Int8.Type: Int8(text) as? T
        case is Int16.Type: Int16(text) as? T
        case is Int32.Type: Int32(text) as? T
        case is Int64.Type: Int64(text) as? T
        case is UInt.Type: UInt(text) as? T
        case is UInt8.Type: UInt8(text) as? T
        case is UInt16.Type: UInt16(text) as? T
        case is UInt32.Type: UInt32(text) as? T
        case is UInt64.Type: UInt64(text) as? T
        case is BigInteger.Type: BigInteger(text) as? T
        default: nil
        }
    }

    private static func fractional<T>(_ decimal: BigDecimal, as type: T.Type) -> T? {
        // The text is validated first: Double("nan"), Decimal(string: "1x") would accept too much.
        switch type {
        case is Double.Type: Double(decimal.description) as? T
        case is Float.Type: Float(decimal.description) as? T
        case is Decimal.Type: Decimal(string: decimal.description, locale: Locale(identifier: "en_US_POSIX")) as? T
        case is BigDecimal.Type: decimal as? T
        default: nil
        }
    }
}
