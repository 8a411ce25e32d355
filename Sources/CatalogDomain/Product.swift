import Foundation

/// An item of the catalog as the business sees it.
public struct Product: Sendable, Hashable, Identifiable {
    /// The catalog's stable identifier.
    public let id: String
    /// The name shown to the user.
    public let name: String
    /// What it costs.
    public let price: Price
    /// Where its picture lives.
    public let imageURL: URL

    /// Builds a product from already-checked values.
    public init(id: String, name: String, price: Price, imageURL: URL) {
        self.id = id
        self.name = name
        self.price = price
        self.imageURL = imageURL
    }
}
