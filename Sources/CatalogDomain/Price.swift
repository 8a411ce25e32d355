import Foundation

/// An amount of money in a currency: if a `Price` exists, its amount is a number of at least zero and its
/// currency is not blank. `Decimal`, so that 29.99 stays exactly 29.99.
public struct Price: Sendable, Hashable {
    /// Why an amount and a currency cannot make a price.
    public enum ValidationError: Error, Equatable, Sendable {
        /// The amount is below zero, or not a number.
        case invalidAmount
        /// The currency is empty or only white space.
        case blankCurrency
    }

    /// The amount, never rounded through binary floating point.
    public let amount: Decimal
    /// The ISO 4217 currency code, e.g. `EUR`.
    public let currency: String

    /// Validates the amount and the currency; throws the first rule they break.
    public init(amount: Decimal, currency: String) throws(ValidationError) {
        guard !amount.isNaN, amount >= 0 else { throw .invalidAmount }
        guard !currency.allSatisfy(\.isWhitespace) else { throw .blankCurrency }
        self.amount = amount
        self.currency = currency
    }
}
