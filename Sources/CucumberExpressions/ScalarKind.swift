import Foundation

/// The families of types an argument's text converts to (`ScalarConversion`): what a step body's parameter may be for
/// a value that comes as text, and which numbers stand in for one another.
public enum ScalarKind: Sendable, Hashable {
    case text
    case integer
    case fractional

    /// The family of `type`, or nil when text does not convert to it.
    public init?(of type: Any.Type) {
        switch type {
        case is String.Type: self = .text
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type,
             is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type, is BigInteger.Type:
            self = .integer
        case is Double.Type, is Float.Type, is Decimal.Type, is BigDecimal.Type: self = .fractional
        default: return nil
        }
    }

    /// Whether a value of this family can stand for a parameter of `other`'s: a whole number for any number, a
    /// fraction for a fraction, text for text.
    public func converts(to other: ScalarKind) -> Bool {
        switch (self, other) {
        case (.text, .text), (.integer, .integer), (.integer, .fractional), (.fractional, .fractional): true
        default: false
        }
    }
}
