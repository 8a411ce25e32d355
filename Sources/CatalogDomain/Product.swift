import Foundation

/// An item of the catalog as the business sees it: if a `Product` exists, it has a name to show.
public struct Product: Sendable, Hashable, Identifiable {
    /// Why values cannot make a product.
    public enum ValidationError: Error, Equatable, Sendable {
        /// The name is empty or only white space: there would be nothing to show.
        case blankName
    }

    /// The catalog's stable identifier.
    public let id: String
    /// The name shown to the user.
    public let name: String
    /// What it costs.
    public let price: Price
    /// Where its picture lives.
    public let imageURL: URL

    /// Validates the name; the price is valid by existing.
    public init(id: String, name: String, price: Price, imageURL: URL) throws(ValidationError) {
        guard !name.allSatisfy(\.isWhitespace) else { throw .blankName }
        self.id = id
        self.name = name
        self.price = price
        self.imageURL = imageURL
    }
}
