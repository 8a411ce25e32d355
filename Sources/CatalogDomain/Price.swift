import Foundation

/// An amount of money in a currency; `Decimal` so that 29.99 stays exactly 29.99.
public struct Price: Sendable, Hashable {
    /// The amount, never rounded through binary floating point.
    public let amount: Decimal
    /// The ISO 4217 currency code, e.g. `EUR`.
    public let currency: String

    /// Builds a price; infrastructure mappers reject bad external values before calling this.
    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }
}
